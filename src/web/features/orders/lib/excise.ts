import type { ExciseRule } from '../../../../domain/compliance/excise/rules';
import {
  exciseRulesWith,
  orderExciseOf,
  type ExciseProductLine,
  type OrderExcise,
  type OrderFormExcise,
} from '../../../../domain/orders/excise';

/** What the form holds to work out the excise: the catalog's profiles and rules, and the ship-to state. */
export interface DraftExciseContext {
  state: string | null;
  profiles: OrderFormExcise['profiles'];
  rules: readonly ExciseRule[];
}

/**
 * The form's excise context from its catalog: the chosen customer's ship-to state, or the state
 * typed for a new customer. Null while the catalog is loading (or an older offline copy lacks it).
 */
export function draftExciseContext(
  catalog: OrderFormExcise | undefined,
  newCustomerState: string | null,
): DraftExciseContext | null {
  if (!catalog) return null;
  return {
    state: newCustomerState ?? catalog.shipState,
    profiles: catalog.profiles,
    rules: exciseRulesWith(catalog.adminRules),
  };
}

/** Today as the server dates an order (`createdAt`'s UTC day), so both pick the same rule. */
const orderDay = () => new Date().toISOString().slice(0, 10);

/** The draft's excise tax, worked out as the server will when the order is saved. */
export function draftExcise(
  products: readonly ExciseProductLine[],
  context: DraftExciseContext | null,
): OrderExcise | null {
  if (!context) return null;
  return orderExciseOf({ ...context, day: orderDay(), products });
}

/**
 * Where an admin fixes a line the excise could not tax (decision 0344): a profile gap opens the
 * items' Gaps filtered to the item, a missing rule or rate opens the rules; a bad quantity is the
 * order's own, fixed on the form.
 */
export function exciseGapFixPath(gap: Pick<OrderExcise['gaps'][number], 'name' | 'reason'>): string | null {
  if (gap.reason === 'missing-fields')
    return `/admin/compliance/items?show=gaps&q=${encodeURIComponent(gap.name)}`;
  if (gap.reason === 'bad-quantity') return null;
  return '/admin/compliance';
}
