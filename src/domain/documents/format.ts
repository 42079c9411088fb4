/** Text formats shared by the printable documents and the record pages. */

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Whole cents, halves away from zero, tolerant of binary fractions (1.005 → 101). */
function toCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value) * 100 + 1e-7);
}

/** Dollars with two decimals and thousands separators: 1234.5 → '1,234.50'; never '-0.00'. */
export function formatMoney(value: number): string {
  const cents = toCents(value);
  return money.format(cents === 0 ? 0 : cents / 100);
}

/** A quantity as printed: whole numbers without decimals, fractions with up to two. */
export function formatQuantity(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/**
 * A date as MM/DD/YYYY. Accounting dates arrive as 'YYYY-MM-DD' (read as written, no time zone
 * shift); full timestamps are read in local time. Missing or unreadable dates print as ''.
 */
export function formatDocumentDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${plain[2]}/${plain[3]}/${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
