import type { RouteReturn } from '../../domain/contract/route';
import type { orderFormContract, ordersContract } from '../../domain/orders/contract';
import { emptyOrderEntry } from '../../domain/orders/schemas';
import { orderRulesDefault } from '../../domain/settings/orderRules';
import { premiumCigar } from '../../domain/compliance/excise/test-profiles';

type CatalogAnswer = RouteReturn<typeof orderFormContract.catalog>;
type CatalogItemAnswer = CatalogAnswer['items'][number];

export const orderTagsDefault = orderRulesDefault.orderTags;

export function aCatalogItem(
  name: string,
  salesPrice: number,
  patch: Partial<CatalogItemAnswer> = {},
): CatalogItemAnswer {
  return {
    listId: `L-${name}`,
    name,
    description: '',
    salesPrice,
    msrp: null,
    brand: 'Humidor',
    ...patch,
  };
}

/**
 * A small Standard form with the items the order rules name (default rules): Year of the Snake,
 * Ehtefal and its qualifying items, a Cielo item, a Cosecha box, and the TAA gifts.
 */
export function aCatalog(patch: Partial<CatalogAnswer> = {}): CatalogAnswer {
  return {
    form: 'Standard',
    items: [
      aCatalogItem('p-ADF109', 200, { description: 'Añejo Robusto', brand: 'ADF' }),
      aCatalogItem('p-CO4004', 120, { description: 'Cosecha Toro', brand: 'Cosecha' }),
      aCatalogItem('p-YOS25', 300, { description: 'Year of the Snake', brand: 'Limited' }),
      aCatalogItem('p-EHT10', 250, { description: 'Ehtefal', brand: 'Limited' }),
      aCatalogItem('p-AC3CH', 100, { description: 'Cielo Churchill', brand: 'Cielo' }),
    ],
    gifts: [
      aCatalogItem('p-HUM25', 0, { description: 'Cedar Humidor', brand: 'Gifts' }),
      aCatalogItem('p-ANV25', 0, { description: 'Anniversary Box', brand: 'Gifts' }),
      aCatalogItem('p-ADF3PK', 0, { description: 'ADF 3 Pack', brand: 'Gifts' }),
    ],
    customerYearSales: 0,
    excise: { shipState: null, profiles: {}, adminRules: [] },
    ...patch,
  };
}

type OrderCardAnswer = RouteReturn<typeof ordersContract.feed>['orders'][number];
type SalesSummaryAnswer = RouteReturn<typeof ordersContract.summary>;

let orderSeq = 0;
export function anOrderCard(patch: Partial<OrderCardAnswer> = {}): OrderCardAnswer {
  orderSeq += 1;
  return {
    id: `O-${orderSeq}`,
    createdAt: '2026-11-23T15:00:00.000Z',
    batchId: `B-${orderSeq}`,
    status: 'OrderSubmitted',
    orderType: 'Regular',
    newCustomer: false,
    customerListId: 'C-100',
    customerName: `Smoke House ${orderSeq}`,
    customerAccountNumber: '4411',
    customerCity: 'Miami',
    customerState: 'FL',
    customerPhone: null,
    authorId: 'u-ana',
    authorName: 'Ana Rep',
    originalAuthorId: 'u-ana',
    originalAuthorName: 'Ana Rep',
    ...emptyOrderEntry,
    repCode: 'AR',
    orderFormType: 'Standard',
    priceLevelName: '0%',
    priceLevelPercent: 0,
    terms: 'Net 30',
    orderTags: [],
    multiplyOrder: 1,
    optimalAsmtMet: false,
    isTaaMember: false,
    totals: {
      amount: 600,
      qty: 3,
      facings: 3,
      retailValue: 1200,
      possibleProfits: 600,
      margin: 50,
      amountWithoutYOS: 600,
      amountWithOutCielo: 600,
    },
    freeShipping: false,
    raffleTickets: 0,
    estimateId: `E-${orderSeq}`,
    commentCount: 0,
    attachmentCount: 0,
    ...patch,
  };
}

export const someOrderCards = (count: number) => Array.from({ length: count }, () => anOrderCard());

export const noSales: SalesSummaryAnswer = {
  summary: { orders: 0, amount: 0, averageAmount: 0, inQBooks: 0, notInQBooks: 0, freeShipping: 0 },
  salesByItem: [],
};

/** A handmade, whole-leaf premium cigar's tax profile (20 a box, $100 list, $80 wholesale): excise tests' item. */
export const premiumCigarProfile = premiumCigar({ wholesalePriceCents: 8_000 });
