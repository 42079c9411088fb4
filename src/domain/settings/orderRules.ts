import { z } from 'zod';
import { orderTypes } from '../constants/lists.js';

const itemName = z.string().trim().min(1).max(60);
const count = z.number().int().min(1).max(1_000_000);
const money = z.number().min(0).max(100_000_000);

/**
 * The order rules' numbers and item names, editable by an admin (the spec leaves item codes, the
 * never-discount list and the event year out). Item references are QuickBooks item names; a
 * "prefix" matches every item whose name starts with it.
 */
export const orderRulesSchema = z.object({
  /** The trade-event year: the TAA event order type and the customer-sales year of the Cielo rule. */
  eventYear: z.number().int().min(2000).max(2100),
  /** Order classification tags: tags sharing a type code exclude each other (as note tags do). */
  orderTags: z
    .array(z.object({ label: z.string().trim().min(1).max(60), typeCode: z.number().int().min(0) }))
    .max(100),
  /** Items sold at their sales price whatever the price level. */
  neverDiscount: z.array(itemName).max(500),
  yearOfTheSnake: z.object({
    item: itemName,
    /** One box allowed per this much of the order amount excluding the Year of the Snake line. */
    amountPerBox: money.min(1),
  }),
  ehtefal: z.object({
    item: itemName,
    /** Boxes of these items earn one Ehtefal box per `qualifyingPerBox`. */
    qualifyingItems: z.array(itemName).max(50),
    qualifyingPerBox: count,
    /** Robusto Collection boxes (names starting with this prefix) earn one per `robustoPerBox`. */
    robustoPrefix: itemName,
    robustoPerBox: count,
  }),
  cielo: z.object({
    prefix: itemName,
    /** One Cielo box allowed per this much of the order amount without Cielo items. */
    amountPerBox: money.min(1),
    /** No limit when the customer's event-year sales plus the order amount without Cielo exceed this. */
    unlimitedAboveSales: money,
  }),
  taaEvent: z.object({
    /** TAA members ordering with this order type earn the benefits below. */
    orderType: z.enum(orderTypes).default('TAA2025'),
    freeShippingAt: money,
    giftsAt: money,
    humidorItem: itemName,
    anniversaryItem: itemName,
    cosechaPrefix: itemName,
    accessoriesFromCosechaBoxes: count,
    adfItem: itemName,
    adfFromBoxes: count,
    adfGiftItem: itemName,
  }),
  /**
   * The raffle event: orders of its order type earn one ticket per Cosecha box, whoever the
   * customer, up to this many per order (the 6-digit space is shared); ticket numbers are drawn
   * for those orders only.
   */
  raffle: z
    .object({ orderType: z.enum(orderTypes).default('PCA2025'), maxTicketsPerOrder: count })
    .default({ orderType: 'PCA2025', maxTicketsPerOrder: 100 }),
});

export type OrderRules = z.infer<typeof orderRulesSchema>;

export const orderRulesDefault: OrderRules = {
  eventYear: 2025,
  orderTags: [
    { label: 'Phone-Order', typeCode: 1 },
    { label: 'Email-Order', typeCode: 1 },
    { label: 'Visit-Order', typeCode: 1 },
    { label: 'Event-Order', typeCode: 1 },
    { label: 'Reorder', typeCode: 2 },
    { label: 'First-Order', typeCode: 2 },
    { label: 'Rush', typeCode: 3 },
  ],
  neverDiscount: ['p-YOS25', 'p-EHT10', 'p-HUM25', 'p-ANV25', 'p-ADF3PK'],
  yearOfTheSnake: { item: 'p-YOS25', amountPerBox: 1000 },
  ehtefal: {
    item: 'p-EHT10',
    qualifyingItems: ['p-ADF109', 'p-CO4004'],
    qualifyingPerBox: 15,
    robustoPrefix: 'p-RC',
    robustoPerBox: 30,
  },
  cielo: { prefix: 'p-AC3', amountPerBox: 500, unlimitedAboveSales: 30_000 },
  taaEvent: {
    orderType: 'TAA2025',
    freeShippingAt: 5000,
    giftsAt: 10_000,
    humidorItem: 'p-HUM25',
    anniversaryItem: 'p-ANV25',
    cosechaPrefix: 'p-CO',
    accessoriesFromCosechaBoxes: 20,
    adfItem: 'p-ADF109',
    adfFromBoxes: 10,
    adfGiftItem: 'p-ADF3PK',
  },
  raffle: { orderType: 'PCA2025', maxTicketsPerOrder: 100 },
};
