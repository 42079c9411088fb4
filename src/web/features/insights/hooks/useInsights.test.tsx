// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insightsContract as contract, type InsightFilters } from '../../../../domain/insights/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import type { InsightSummary } from '../api/insights';
import { useAtRiskCount, useMonths, useReachCustomers, useSummary } from './useInsights';

const period = { from: '2026-01-01', to: '2026-11-27', lastYearFrom: '2025-01-01', lastYearTo: '2025-11-27' };

/** The summary the fake server answers: net sales that tell which filters were asked for. */
function summaryFor(query: URLSearchParams): InsightSummary {
  const thisPeriodCents = query.get('state') === 'TX' ? 5_000 : 120_000;
  return {
    period: { ...period, label: query.get('range') ?? 'year' },
    netSales: { thisPeriodCents, lastPeriodCents: 100_000, changePercent: 20 },
    notYetInvoiced: { orders: 1, valueCents: 2_500 },
    atRiskCount: 3,
    lastInvoiceDate: '2026-11-26',
  };
}

describe('useSummary', () => {
  it('asks with the filters, and keeps the figures shown while a new filter’s figures come', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = mockApi().on(contract.summary, async (request) => {
      if (request.query.get('state') === 'TX') await held;
      return summaryFor(request.query);
    });
    const view = renderHookWithApp(({ filters }) => useSummary(filters), {
      initialProps: { filters: { range: 'last12' } as InsightFilters },
    });
    await waitFor(() => expect(view.result.current.data?.netSales.thisPeriodCents).toBe(120_000));
    expect(api.calls(contract.summary)[0]?.query.toString()).toBe('range=last12');

    view.rerender({ filters: { range: 'last12', state: 'TX' } });
    await waitFor(() => expect(api.calls(contract.summary)).toHaveLength(2));
    expect(view.result.current.isPlaceholderData).toBe(true);
    expect(view.result.current.data?.netSales.thisPeriodCents).toBe(120_000);
    release();
    await waitFor(() => expect(view.result.current.data?.netSales.thisPeriodCents).toBe(5_000));
    expect(view.result.current.isPlaceholderData).toBe(false);
    expect(api.calls(contract.summary)[1]?.query.get('state')).toBe('TX');
  });

  it('asks nothing while a custom range is incomplete', async () => {
    const api = mockApi().on(contract.summary, (request) => summaryFor(request.query));
    const view = renderHookWithApp(() => useSummary({ range: 'custom', from: '2026-01-01' }, false));
    expect(view.result.current.fetchStatus).toBe('idle');
    expect(api.calls(contract.summary)).toHaveLength(0);
  });
});

describe('the figures follow the sales', () => {
  it('reads again when invoices or credit memos arrive, not when a contact changes', async () => {
    const api = mockApi()
      .on(contract.summary, (request) => summaryFor(request.query))
      .on(contract.months, { period: { ...period, label: 'year' }, rows: [] });
    const view = renderHookWithApp(() => ({
      summary: useSummary({ range: 'year' }),
      months: useMonths({ range: 'year' }),
    }));
    await waitFor(() =>
      expect(view.result.current.summary.data && view.result.current.months.data).toBeTruthy(),
    );

    await view.live('customer.contacts');
    await view.live('creditmemos.changed');
    await waitFor(() => expect(api.calls(contract.summary)).toHaveLength(2));
    await waitFor(() => expect(api.calls(contract.months)).toHaveLength(2));
    await view.live('invoices.changed');
    await waitFor(() => expect(api.calls(contract.summary)).toHaveLength(3));
  });
});

describe('useReachCustomers', () => {
  it('asks for a brand’s gained and lost only once the brand is opened, its name in the path', async () => {
    const api = mockApi().on(contract.brandReachCustomers, {
      period: { ...period, label: 'year' },
      gained: [
        {
          customerListId: 'C-1',
          customerName: 'Smoke Shop',
          state: 'FL',
          thisPeriodCents: 900,
          lastPeriodCents: 0,
        },
      ],
      lost: [],
    });
    const view = renderHookWithApp(({ brand }) => useReachCustomers(brand, { range: 'year', state: 'FL' }), {
      initialProps: { brand: null as string | null },
    });
    expect(view.result.current.fetchStatus).toBe('idle');
    view.rerender({ brand: 'Romeo y Julieta' });
    await waitFor(() => expect(view.result.current.data?.gained).toHaveLength(1));
    const [sent] = api.calls(contract.brandReachCustomers);
    expect(sent?.path).toBe('/api/insights/brand-reach/Romeo%20y%20Julieta');
    expect(sent?.query.toString()).toBe('range=year&state=FL');
  });
});

describe('useAtRiskCount', () => {
  it('reads the user’s count', async () => {
    mockApi().on(contract.atRiskCount, { count: 4 });
    const view = renderHookWithApp(() => useAtRiskCount());
    await waitFor(() => expect(view.result.current.data?.count).toBe(4));
  });
});
