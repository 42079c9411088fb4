// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerStatsContract as contract } from '../../../../domain/customer-stats/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { SalesPanel } from './SalesPanel';

const period = {
  from: '2026-01-01',
  to: '2026-11-27',
  lastYearFrom: '2025-01-01',
  lastYearTo: '2025-11-27',
  label: 'This year to date (Jan 1 – Nov 27, 2026)',
};
const month = (m: string, thisPeriodCents: number) => ({
  month: m,
  thisPeriodCents,
  lastPeriodCents: 0,
  changePercent: null,
});
const sales = {
  period,
  months: [month('2026-10', 0), month('2026-11', 123_456)],
  brands: [
    { key: 'Cielo', label: 'Cielo', thisPeriodCents: 123_456, lastPeriodCents: 100_000, changePercent: 23.5 },
  ],
  lastInvoiceDate: '2026-08-01',
  daysSinceLastInvoice: 118,
  reorderIntervalDays: 30.5,
  atRisk: { reasons: ['interval' as const] },
};

describe('SalesPanel', () => {
  it('shows the customer’s risk, rhythm and brands, with its tables’ CSVs at the customer’s paths', async () => {
    const api = mockApi().on(contract.sales, sales);
    renderWithApp(<SalesPanel listId="C 7" />);
    const panel = await screen.findByRole('region', { name: 'Sales' });
    await within(panel).findByText('Cielo');
    expect(within(panel).getByRole('status').textContent).toMatch(/At risk.*1\.5 × its usual interval/);
    expect(within(panel).getByText(/Last invoice:/).textContent).toContain('(118 days ago)');
    expect(within(panel).getByText(/Usual reorder interval:/).textContent).toContain('31 days');
    expect(within(panel).getByText('+23.5 %')).toBeTruthy();
    const csv = (table: string) => within(panel).getByRole('link', { name: `Download CSV: ${table}` });
    expect(csv('Brands').getAttribute('href')).toBe('/api/customers/C%207/sales/csv/brands');
    expect(csv('Last 12 months against a year earlier').getAttribute('href')).toBe(
      '/api/customers/C%207/sales/csv/months',
    );
    expect(api.calls(contract.sales)).toHaveLength(1);
  });

  it('says when the customer has bought nothing in the period, and when its rhythm is not known', async () => {
    mockApi().on(contract.sales, {
      ...sales,
      months: [month('2026-11', 0)],
      brands: [],
      lastInvoiceDate: null,
      daysSinceLastInvoice: null,
      reorderIntervalDays: null,
      atRisk: null,
    });
    renderWithApp(<SalesPanel listId="C-8" />);
    const panel = await screen.findByRole('region', { name: 'Sales' });
    await within(panel).findByText('No sales in this period yet');
    expect(within(panel).getByText(/Last invoice:/).textContent).toContain('none yet');
    expect(within(panel).getByText(/Usual reorder interval:/).textContent).toContain('not known');
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).queryByRole('link', { name: /Download CSV/ })).toBeNull();
  });
});
