import type { ReportColumnKey, ReportFigure, ReportFormat, ReportRow } from './types.js';

/**
 * Each state's report as Humidor lays it out (decision 0303): which rows it holds, its columns in
 * the order the statute lists the fields, and the figures of its return. A state without its own
 * form gets every shipment. The labels are the statute's words where it has them.
 */
export interface FormatDefinition {
  format: ReportFormat;
  title: (stateName: string) => string;
  citation: string;
  note: string;
  columns: { key: ReportColumnKey; label: string }[];
  includes: (row: ReportRow) => boolean;
  /** `rows` are the report's, `all` every row of the month's documents to the state. */
  figures: (rows: readonly ReportRow[], all: readonly ReportRow[]) => ReportFigure[];
}

const column = {
  date: 'Date',
  refNumber: 'Document',
  buyer: 'Buyer',
  licenseNumber: 'License number',
  shipTo: 'Ship-to address',
  carrier: 'Carrier',
  brand: 'Brand',
  item: 'Item',
  taxKind: 'Kind',
  quantity: 'Quantity',
  cigars: 'Cigars',
  listPriceCents: 'List price',
  salePriceCents: 'Sale price',
  amountCents: 'Amount',
  taxCents: 'Tax',
  flag: 'Flag',
} satisfies Record<ReportColumnKey, string>;

const columns = (keys: ReportColumnKey[], labels: Partial<Record<ReportColumnKey, string>> = {}) =>
  keys.map((key) => ({ key, label: labels[key] ?? column[key] }));

const sum = (rows: readonly ReportRow[], pick: (row: ReportRow) => number | null) =>
  rows.reduce((total, row) => total + (pick(row) ?? 0), 0);

const isCigar = (row: ReportRow) => row.taxKind === 'Cigar' || row.taxKind === 'Little cigar';
const isOtherTobacco = (row: ReportRow) =>
  row.taxKind === 'Pipe tobacco' || row.taxKind === 'Other tobacco product';

const taxDue = (rows: readonly ReportRow[]): ReportFigure[] => [
  { label: 'Sales (net of credit memos)', value: sum(rows, (r) => r.amountCents), unit: 'cents' },
  { label: 'Tax due', value: sum(rows, (r) => r.taxCents), unit: 'cents' },
];

const shipments: FormatDefinition = {
  format: 'shipments',
  title: (name) => `${name}: every shipment`,
  citation: 'Humidor holds no form of this state’s; every shipment with its tax',
  note: 'Every invoice and credit memo shipped to the state in the month, from the QuickBooks mirror.',
  columns: columns([
    'date',
    'refNumber',
    'buyer',
    'licenseNumber',
    'shipTo',
    'brand',
    'item',
    'quantity',
    'cigars',
    'listPriceCents',
    'salePriceCents',
    'taxCents',
    'flag',
  ]),
  includes: () => true,
  figures: taxDue,
};

const texas: FormatDefinition = {
  format: 'tx-manufacturer',
  title: () => 'Texas manufacturer’s report',
  citation: 'Tex. Tax Code 155.103',
  note: 'A manufacturer selling to Texas permit holders reports each sale: quantity and kind, date, the buyer’s name and permit number, list price, ship-to address and carrier.',
  columns: columns(
    [
      'date',
      'refNumber',
      'buyer',
      'licenseNumber',
      'taxKind',
      'item',
      'quantity',
      'cigars',
      'listPriceCents',
      'shipTo',
      'carrier',
      'taxCents',
      'flag',
    ],
    { buyer: 'Buyer’s name', licenseNumber: 'Buyer’s permit number', taxKind: 'Kind' },
  ),
  includes: () => true,
  figures: (rows) => [
    ...taxDue(rows),
    { label: 'Cigars shipped (net)', value: sum(rows, (r) => r.cigars), unit: 'count' },
  ],
};

const florida: FormatDefinition = {
  format: 'fl-other-tobacco',
  title: () => 'Florida other tobacco products return',
  citation: 'Fla. Stat. 210.30, 210.276 (monthly, by the 10th)',
  note: 'The return’s figures: other tobacco products shipped to Florida in the month at their price, credit memos subtracted, and the tax with its surcharge. Florida taxes no cigars; their sales are shown apart.',
  columns: columns([
    'date',
    'refNumber',
    'buyer',
    'licenseNumber',
    'shipTo',
    'brand',
    'item',
    'quantity',
    'salePriceCents',
    'amountCents',
    'taxCents',
    'flag',
  ]),
  includes: isOtherTobacco,
  figures: (rows, all) => [
    {
      label: 'Other tobacco products sold',
      value: sum(
        rows.filter((r) => r.amountCents > 0),
        (r) => r.amountCents,
      ),
      unit: 'cents',
    },
    {
      label: 'Returned (credit memos)',
      value: -sum(
        rows.filter((r) => r.amountCents < 0),
        (r) => r.amountCents,
      ),
      unit: 'cents',
    },
    ...taxDue(rows),
    {
      label: 'Cigars sold (not taxed in Florida)',
      value: sum(all.filter(isCigar), (r) => r.amountCents),
      unit: 'cents',
    },
  ],
};

const southDakota: FormatDefinition = {
  format: 'sd-cigar-shipper',
  title: () => 'South Dakota cigar shipper’s lines',
  citation: 'SDCL 10-50C-9 (filed quarterly: one month’s lines here)',
  note: 'Each cigar shipment to a South Dakota recipient: recipient, brand, quantity, price and carrier.',
  columns: columns(
    [
      'date',
      'refNumber',
      'buyer',
      'shipTo',
      'brand',
      'item',
      'quantity',
      'cigars',
      'salePriceCents',
      'carrier',
      'taxCents',
      'flag',
    ],
    { buyer: 'Recipient', salePriceCents: 'Price' },
  ),
  includes: isCigar,
  figures: (rows) => [
    ...taxDue(rows),
    { label: 'Cigars shipped (net)', value: sum(rows, (r) => r.cigars), unit: 'count' },
  ],
};

const byState: Record<string, FormatDefinition> = { TX: texas, FL: florida, SD: southDakota };

export const formatOf = (state: string): FormatDefinition => byState[state.toUpperCase()] ?? shipments;
