import { z } from 'zod';
import {
  dataExtValue,
  parseDocument,
  qbDataExt,
  qbFlag,
  qbOptionalNumber,
  qbOptionalText,
  qbText,
  qbTimestamp,
  wholeNumber,
} from './qb.js';

/** The item Ret elements the items call takes, and the kind each one becomes. */
const itemRetKinds = {
  ItemInventoryRet: 'inventory',
  ItemNonInventoryRet: 'other',
  ItemServiceRet: 'service',
  ItemOtherChargeRet: 'other',
} as const;
export type ItemRetKey = keyof typeof itemRetKinds;

/** Non-inventory, service and other-charge items carry their price in SalesOrPurchase or SalesAndPurchase. */
const salesBlock = z
  .object({
    Desc: qbOptionalText,
    Price: qbOptionalNumber,
    SalesDesc: qbOptionalText,
    SalesPrice: qbOptionalNumber,
  })
  .optional()
  .nullable();

const itemRet = z.object({
  ListID: qbText,
  Name: qbText,
  FullName: qbOptionalText,
  IsActive: qbFlag(true),
  SalesDesc: qbOptionalText,
  SalesPrice: qbOptionalNumber,
  SalesOrPurchase: salesBlock,
  SalesAndPurchase: salesBlock,
  QuantityOnHand: z.unknown().optional(),
  QuantityOnSalesOrder: z.unknown().optional(),
  DataExtRet: qbDataExt,
  TimeModified: qbTimestamp,
  EditSequence: qbOptionalText,
});

/** Quantities are stored as 32-bit integers. */
const maxWholeNumber = 2_147_483_647;

/** MSRP extra as dollars; null when absent or not a number. */
function msrpOf(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * An item Ret as an items row, with the derived values of the spec: Brand defaults to 'Misc',
 * Sticks to 0, ItemType to 'Misc'; quantities are whole numbers (anything non-numeric is 0).
 */
export function normalizeItem(retKey: ItemRetKey, doc: unknown) {
  const parsed = parseDocument(itemRet, doc);
  if (!parsed.ok) return parsed;
  const i = parsed.row;
  const sales = i.SalesOrPurchase ?? i.SalesAndPurchase;
  const counts = {
    QuantityOnHand: wholeNumber(i.QuantityOnHand),
    QuantityOnSalesOrder: wholeNumber(i.QuantityOnSalesOrder),
    Sticks: wholeNumber(dataExtValue(i.DataExtRet, 'Sticks')),
  };
  const tooLarge = Object.entries(counts).find(([, n]) => Math.abs(n) > maxWholeNumber);
  if (tooLarge) return { ok: false as const, reason: `${tooLarge[0]} is too large (${tooLarge[1]})` };
  return {
    ok: true as const,
    row: {
      listId: i.ListID,
      name: i.Name,
      fullName: i.FullName ?? i.Name,
      salesDesc: i.SalesDesc ?? sales?.SalesDesc ?? sales?.Desc ?? null,
      salesPrice: i.SalesPrice ?? sales?.SalesPrice ?? sales?.Price ?? 0,
      quantityOnHand: counts.QuantityOnHand,
      quantityOnSalesOrder: counts.QuantityOnSalesOrder,
      brand: dataExtValue(i.DataExtRet, 'Brand') ?? 'Misc',
      sticks: counts.Sticks,
      itemType: dataExtValue(i.DataExtRet, 'ItemType') ?? 'Misc',
      msrp: msrpOf(dataExtValue(i.DataExtRet, 'MSRP')),
      isActive: i.IsActive,
      kind: itemRetKinds[retKey],
      timeModified: i.TimeModified,
      editSequence: i.EditSequence,
      raw: doc as Record<string, unknown>,
    },
  };
}

/** On hand minus on sales orders: what is left to sell. */
export function quantityAfterOrders(item: { quantityOnHand: number; quantityOnSalesOrder: number }): number {
  return item.quantityOnHand - item.quantityOnSalesOrder;
}
