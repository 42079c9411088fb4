// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insightsContract as contract } from '../../../../domain/insights/contract';
import { failure, mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { AtRiskView } from './AtRiskView';

const row = {
  customerListId: 'C-7',
  customerName: 'Cigar King Miami',
  state: 'FL',
  reasons: ['interval' as const, 'drop' as const],
  lastInvoiceDate: '2026-08-01',
  daysSinceLastInvoice: 118,
  reorderIntervalDays: 30.5,
  last90DaysCents: 0,
  sameDaysLastYearCents: 120_000,
  lastYearCents: 1_234_500,
};

describe('AtRiskView', () => {
  it('lists each customer with its figures, both rules, and links to the customer and a new note', async () => {
    const api = mockApi().on(contract.atRisk, { asOf: '2026-11-27', rows: [row] });
    renderWithApp(<AtRiskView filters={{ range: 'year', state: 'FL' }} enabled />);
    const list = await screen.findByRole('region', { name: 'Customers at risk' });
    const customer = await within(list).findByRole('link', { name: 'Cigar King Miami' });
    expect(customer.getAttribute('href')).toBe('/customerpage/C-7');
    const note = within(list).getByRole('link', { name: 'New note about Cigar King Miami' });
    expect(note.getAttribute('href')).toBe('/notecreate?customerListID=C-7');
    expect(within(list).getByText('$12,345.00')).toBeTruthy();
    expect(within(list).getByText('118 days')).toBeTruthy();
    expect(within(list).getByText('31 days')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([expect.stringMatching(/usual interval/), expect.stringMatching(/40 %/)]),
    );
    const csv = within(list).getByRole('link', { name: 'Download CSV: Customers at risk' });
    expect(csv.getAttribute('href')).toBe('/api/insights/at-risk?range=year&state=FL&format=csv');
    expect(api.calls(contract.atRisk)[0]?.query.get('limit')).toBe('25');
  });

  it('says plainly when nobody is at risk, and offers no empty CSV', async () => {
    mockApi().on(contract.atRisk, { asOf: '2026-11-27', rows: [] });
    renderWithApp(<AtRiskView filters={{ range: 'year' }} enabled />);
    await screen.findByText('No customer is at risk: every one has reordered on time.');
    expect(screen.queryByRole('link', { name: /Download CSV/ })).toBeNull();
  });

  it('shows the server’s words when the list cannot be read', async () => {
    mockApi().on(contract.atRisk, failure(403, 'You may not see these customers.'));
    renderWithApp(<AtRiskView filters={{ range: 'year' }} enabled />);
    expect((await screen.findByRole('alert')).textContent).toContain('You may not see these customers.');
  });
});
