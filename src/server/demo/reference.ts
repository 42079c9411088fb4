import { repCodesDefault, noRepCode } from '../../domain/settings/repCodes.js';
import { listId, timeStamp } from './format.js';

/** Price levels: percent off the sales price. A customer without one is at '0%' (no ListID). */
export const demoPriceLevels = [5, 10, 15].map((percent, i) => ({
  listId: listId(0x1000_0001 + i, 1_550_000_000),
  name: `${percent}%`,
  percentOff: percent,
}));

export const demoTerms = [
  { name: 'Net 30', days: 30 },
  { name: 'Net 15', days: 15 },
  { name: 'Net 60', days: 60 },
  { name: 'Credit Card', days: 0 },
  { name: 'Due on receipt', days: 0 },
  { name: 'COD', days: 0 },
].map((t, i) => ({ ...t, listId: listId(0x2000_0001 + i, 1_550_000_000) }));

const repNames: Record<string, string> = {
  FL: 'Frank Florida',
  SW: 'Tess Texas',
  NSD: 'Nora Santos',
  KAM: 'Kevin Amador',
  MSOU: 'Marcus Southall',
  MW: 'Megan Weller',
  CA: 'Carla Alvarez',
  MATL: 'Matt Atwell',
  NE: 'Nick Easton',
  NY: 'Naomi Young',
  CAR: 'Caroline Reyes',
  TN: 'Tom Nash',
  PNW: 'Paula Northwood',
  RM: 'Ray Montaño',
  GL: 'Greta Lindqvist',
  HSE: 'House Account',
};

/** One QuickBooks sales rep per rep code; their Initial is the code. */
export const demoSalesReps = repCodesDefault
  .filter((code) => code !== noRepCode)
  .map((code, i) => ({
    listId: listId(0x3000_0001 + i, 1_550_000_000),
    initial: code,
    name: repNames[code] ?? code,
  }));

export function referenceDocuments() {
  const created = timeStamp('2018-01-02');
  return {
    pricelevels: {
      PriceLevelRet: demoPriceLevels.map((p) => ({
        ListID: p.listId,
        TimeCreated: created,
        TimeModified: created,
        EditSequence: '1514908800',
        Name: p.name,
        IsActive: 'true',
        PriceLevelType: 'FixedPercentage',
        PriceLevelFixedPercentage: `-${p.percentOff.toFixed(1)}`,
      })),
    },
    terms: {
      StandardTermsRet: demoTerms.map((t) => ({
        ListID: t.listId,
        TimeCreated: created,
        TimeModified: created,
        EditSequence: '1514908800',
        Name: t.name,
        IsActive: 'true',
        StdDueDays: String(t.days),
      })),
    },
    salesreps: {
      SalesRepRet: demoSalesReps.map((r, i) => ({
        ListID: r.listId,
        TimeCreated: created,
        TimeModified: created,
        EditSequence: '1514908800',
        Initial: r.initial,
        IsActive: 'true',
        SalesRepEntityRef: { ListID: listId(0x3100_0001 + i, 1_550_000_000), FullName: r.name },
      })),
    },
  };
}
