import { formatMoney } from '../../../../../domain/documents/format';
import type { PrintedExcise } from '../../../../../domain/orders/excise-documents';
import { NotesBlock } from './Blocks';
import type { LineColumn } from './LineTable';

/** A printed line that may carry its excise tax (dollars): the estimate's and the invoice's. */
export interface ExciseTaxed {
  exciseTax?: number | null;
}

/** The lines' excise column, printed only where the company adds the tax (decision 0301). */
export function exciseColumns<L extends ExciseTaxed>(
  excise: PrintedExcise | null | undefined,
): LineColumn<L>[] {
  if (!excise || excise.total === null || excise.included) return [];
  return [
    {
      title: 'Excise',
      width: 1.1,
      align: 'right',
      value: (line) => (line.exciseTax == null ? '—' : formatMoney(line.exciseTax)),
    },
  ];
}

/** The totals' excise rows: the tax and the total with it, where the company adds the tax. */
export function exciseTotalRows(excise: PrintedExcise | null | undefined, amount: number) {
  if (!excise || excise.total === null) return [];
  // QuickBooks carries it as a line (the pushed tax item): in the amount already, never added twice.
  if (excise.included) return [{ label: 'Excise Tax (included)', value: `$${formatMoney(excise.total)}` }];
  return [
    { label: 'Excise Tax', value: `$${formatMoney(excise.total)}` },
    { label: 'Total with Excise Tax', value: `$${formatMoney(amount + excise.total)}`, strong: true },
  ];
}

/** The excise heading with the purchaser's duty in words and the lines not worked out. */
export function ExciseNotes({ excise }: { excise: PrintedExcise | null | undefined }) {
  if (!excise) return null;
  const lines =
    excise.notes.length > 0
      ? excise.notes
      : [excise.total === null ? 'No excise tax added.' : 'Shown per line and in the totals.'];
  return <NotesBlock title={excise.heading} lines={lines} />;
}
