const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' of the month `back` months before the one holding `today` ('YYYY-MM-DD'). */
export function monthBefore(today: string, back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'November 2026'. */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** The months a report may be asked for, newest first: this month and the `count - 1` before it. */
export function recentMonths(today: string, count = 36): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, back) => {
    const value = monthBefore(today, back);
    return { value, label: monthLabel(value) };
  });
}
