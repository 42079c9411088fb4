const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (dollars: number) => money.format(dollars);
export const formatCents = (cents: number) => money.format(cents / 100);
export const formatPercent = (percent: number) => `${percent.toFixed(2)}%`;

/** MM/DD/YYYY in the browser's zone (spec §9). */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });

/** Status colours with AA contrast as text on white and on the highlighted row, and under white text. */
export const statusColors = { inQBooks: '#1e6b30', notInQBooks: '#a63c06' } as const;
