/** Customer statistics rules (orders-and-records §9): assortment windows, grades and territories. */

export const assortmentWindows = ['green', 'yellow', 'red', 'NB'] as const;
export type AssortmentWindow = (typeof assortmentWindows)[number];

/** 'YYYY-MM-DD' of the day `months` calendar months before `today` (clamped to the month's end). */
export function monthsBefore(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const assortmentMonths = { green: 6, yellow: 9 } as const;

/**
 * Bought within 6 months green; 6 to 9 months yellow; bought, but not in the last 9 months, red;
 * never bought 'NB'. `lastBought` and `today` are 'YYYY-MM-DD'.
 */
export function assortmentWindow(lastBought: string | null, today: string): AssortmentWindow {
  if (!lastBought) return 'NB';
  if (lastBought >= monthsBefore(today, assortmentMonths.green)) return 'green';
  if (lastBought >= monthsBefore(today, assortmentMonths.yellow)) return 'yellow';
  return 'red';
}

export const grades = [
  { grade: 'A', skus: 27 },
  { grade: 'B', skus: 23 },
  { grade: 'C', skus: 19 },
  { grade: 'D', skus: 14 },
] as const;
export type Grade = (typeof grades)[number]['grade'];

/** The best grade whose SKU requirement the count meets; null below D. The admin setting may move the thresholds. */
export function gradeOf(
  skuCount: number,
  table: readonly { grade: Grade; skus: number }[] = grades,
): Grade | null {
  return table.find((g) => skuCount >= g.skus)?.grade ?? null;
}

export const regions = {
  SW: ['TX', 'OK', 'NM', 'AZ', 'LA'],
  NE: ['PA', 'TN', 'VA', 'KY', 'MD', 'DC', 'NC', 'DE'],
  MW: ['IL', 'MI', 'IN', 'WI'],
} as const;
export type Region = keyof typeof regions | 'RestOfUSA';
export const regionNames: Region[] = ['SW', 'NE', 'MW', 'RestOfUSA'];

export function regionOf(state: string | null | undefined): Region {
  const code = (state ?? '').trim().toUpperCase();
  for (const [region, states] of Object.entries(regions) as [keyof typeof regions, readonly string[]][]) {
    if (states.includes(code)) return region;
  }
  return 'RestOfUSA';
}

/** Missing products are grouped by brand; items without one go under 'Unknown Brand'. */
export function brandLabel(brand: string | null | undefined): string {
  const trimmed = (brand ?? '').trim();
  return trimmed && trimmed !== 'Misc' ? trimmed : 'Unknown Brand';
}

/**
 * Products of the assortment: box products, whose item codes start with 'p-' (samplers 'ps-', tins,
 * bundles, merchandise and POS material are not counted as SKUs of the assortment).
 */
export const assortmentPrefix = 'p-';

/** An item is tagged 'TAA Exclusive' when its ItemType extra says so. */
export function isTaaExclusive(itemType: string | null | undefined): boolean {
  return (itemType ?? '').trim().toLowerCase() === 'taa exclusive';
}
