import { countOf } from '../../../domain/text/plural';
import type { AtRiskReason } from '../../../domain/insights/contract';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money as the rest of the app writes it ($1,234.50, -$12.00), from the integer cents the API answers. */
export const formatCents = (cents: number) => money.format(cents === 0 ? 0 : cents / 100);

/** Whole dollars for a chart's axis, where cents would only crowd it: $12K, $1.2M. */
const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
export const formatAxisDollars = (dollars: number) => compact.format(dollars);

/**
 * The change against last year with its sign (+12.5 %, -40.0 %); with nothing sold last year there
 * is no percentage to give, and the table says 'new' instead of an infinite one.
 */
export function formatChange(percent: number | null): string {
  if (percent === null) return 'new';
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)} %`;
}

/** How the change reads to a screen reader and in colour: up, down or level. */
export function changeDirection(percent: number | null): 'up' | 'down' | 'level' {
  if (percent === null || percent > 0) return 'up';
  return percent < 0 ? 'down' : 'level';
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03' → 'Mar 2026' (a calendar month, no time zone involved). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${monthNames[Number(number) - 1] ?? month} ${year ?? ''}`.trim();
}

/** '2026-Q2' → 'Apr – Jun 2026'. */
export function quarterLabel(quarter: string): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!match) return quarter;
  const first = (Number(match[2]) - 1) * 3;
  return `Q${match[2]} ${match[1]} (${monthNames[first]} – ${monthNames[first + 2]})`;
}

const reasonText: Record<AtRiskReason, string> = {
  interval: 'Overdue: no invoice for more than 1.5 × its usual interval',
  drop: 'Sales fell 40 % or more against the same 90 days last year',
};

/** The rule (or rules) that put a customer on the at-risk list, in words. */
export const reasonsText = (reasons: readonly AtRiskReason[]) => reasons.map((r) => reasonText[r]);

/** Days as a person says them: '1 day', '12 days', '—' when unknown. */
export const formatDays = (days: number | null) => (days === null ? '—' : countOf(Math.round(days), 'day'));
