import { stateNameOf } from '../constants/states.js';
import { exciseAddedCents, type OrderExcise } from './excise.js';
import { fromCents } from '../money/money.js';

/** An order's excise tax as one line of the QuickBooks document: the chosen item, 1 × the total. */
export interface ExciseTaxLine {
  itemListId: string;
  name: string;
  description: string;
  qty: 1;
  /** Dollars, exact to the cent (the stored total in cents). */
  price: number;
}

/**
 * The excise tax line the push adds to an order (decision 0302), or why the order is held: only
 * where the company remits and the tax is above 0; with no item chosen in Admin the order waits,
 * never sent without its tax. Desktop's sales order and Online's estimate or invoice both use it.
 */
export function exciseTaxLineOf(
  excise: OrderExcise | null | undefined,
  taxItemListId: string | null,
): { line: ExciseTaxLine | null } | { held: string } {
  const cents = exciseAddedCents(excise);
  if (!excise || cents <= 0) return { line: null };
  const stateName = stateNameOf(excise.state) ?? excise.state;
  const amount = `$${fromCents(cents).toFixed(2)}`;
  if (!taxItemListId)
    return {
      held: `Held: the order carries ${amount} of ${stateName} excise tax the company remits, and no excise tax item is chosen. Choose it in Admin → Settings → Excise tax item, then retry the push.`,
    };
  return {
    line: {
      itemListId: taxItemListId,
      name: 'Excise tax',
      description: `${stateName} excise tax${excise.source ? ` (${excise.source.citation})` : ''}`,
      qty: 1,
      price: fromCents(cents),
    },
  };
}
