/** QuickBooks-looking values: ListIDs like '80000001-1600000000', money with two decimals, local time stamps. */

export function listId(n: number, epoch: number): string {
  return `${n.toString(16).toUpperCase().padStart(8, '0')}-${epoch}`;
}

/** Dollars rounded to cents. */
export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

export const amount = (value: number) => money(value).toFixed(2);

/** 'YYYY-MM-DD' plus days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** QuickBooks' TimeCreated/TimeModified format: local time with offset. */
export function timeStamp(date: string, hour = 10): string {
  return `${date}T${String(hour).padStart(2, '0')}:00:00-05:00`;
}
