import type { Principal } from '../../domain/access/policy.js';
import type { RouteReturn } from '../../domain/contract/route.js';
import type { orderFormContract } from '../../domain/orders/contract.js';
import { giftItemsOnForm, orderableItemsOf, unknownOrderFormMessage } from '../../domain/orders/offer.js';
import type { CatalogItem } from '../../domain/orders/lines.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { notFound } from '../http/errors.js';
import { customerMissing, customerYearSales } from './context.js';
import { getSetting } from '../settings/queries.js';
import { addedExciseRows, taxProfileRecord } from './excise.js';

export type OrderFormCatalog = RouteReturn<typeof orderFormContract.catalog>;

/**
 * What the order form needs to price and cap quantities as the server will: the chosen form's
 * products (items missing from the mirror or inactive are left out), apart from the gift items
 * the benefits grant, and the customer's event-year sales, read only for a customer in the user's
 * states.
 */
export async function orderFormCatalog(
  db: Db,
  user: Principal,
  formName: string,
  customerListId: string | undefined,
): Promise<OrderFormCatalog> {
  const forms = await getSetting(db, 'orderForms');
  const rules = await getSetting(db, 'orderRules');
  const form = forms.find((f) => f.name === formName);
  if (!form) throw notFound(unknownOrderFormMessage(formName));
  let yearSales = 0;
  let shipState: string | null = null;
  if (customerListId) {
    const customer = await findVisibleCustomer(db, user, customerListId);
    if (!customer) throw customerMissing(customerListId);
    yearSales = await customerYearSales(db, customer.listId, rules);
    shipState = customer.shipState ?? customer.state;
  }
  const rows = form.items.length
    ? await db
        .selectFrom('items')
        .select(['listId', 'name', 'salesDesc', 'salesPrice', 'msrp', 'brand'])
        .where('name', 'in', form.items)
        .where('isActive', '=', true)
        .execute()
    : [];
  const byName = new Map(rows.map((r) => [r.name, r]));
  const catalogItems = (names: string[]) =>
    names.flatMap((name): (CatalogItem & { brand: string })[] => {
      const row = byName.get(name);
      if (!row) return [];
      return [
        {
          listId: row.listId,
          name: row.name,
          description: row.salesDesc ?? '',
          salesPrice: row.salesPrice,
          msrp: row.msrp,
          brand: row.brand,
        },
      ];
    });
  const items = catalogItems(orderableItemsOf(form, rules));
  return {
    form: form.name,
    items,
    gifts: catalogItems(giftItemsOnForm(form, rules)),
    customerYearSales: yearSales,
    excise: {
      shipState,
      profiles: await taxProfileRecord(
        db,
        items.map((item) => item.listId),
      ),
      adminRules: await addedExciseRows(db),
    },
  };
}
