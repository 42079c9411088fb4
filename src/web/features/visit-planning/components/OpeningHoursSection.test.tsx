// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitPlanningContract as contract } from '../../../../domain/visit-planning/contract';
import { closesBeforeOpensMessage } from '../../../../domain/visit-planning/hours';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OpeningHoursSection } from './OpeningHoursSection';

describe('OpeningHoursSection', () => {
  it('shows the type’s default, refuses hours that close before they open, and saves the week typed', async () => {
    const api = mockApi()
      .on(contract.customerHours, () => ({
        source: 'default',
        customerType: 'Lounge',
        hours: { fri: [['16:00', '22:00']] },
      }))
      .on(contract.saveCustomerHours, ({ body }) => ({
        source: 'own',
        customerType: 'Lounge',
        hours: (body as { hours: unknown }).hours,
      }));
    renderWithApp(<OpeningHoursSection listId="C-1" />);
    expect(await screen.findByText('The default for customers of type Lounge')).toBeInTheDocument();
    expect(screen.getByText('16:00–22:00')).toBeInTheDocument();
    expect(screen.getAllByText('Closed')).toHaveLength(6);

    await userEvent.click(screen.getByRole('button', { name: 'Edit hours' }));
    const monday = await screen.findByRole('textbox', { name: 'Monday' });
    await userEvent.type(monday, '18:00-09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText(closesBeforeOpensMessage)).toBeInTheDocument();
    expect(api.calls(contract.saveCustomerHours)).toHaveLength(0);

    await userEvent.clear(monday);
    await userEvent.type(monday, '9:00-12:00, 13:00-18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Typed for this customer')).toBeInTheDocument();
    expect(api.calls(contract.saveCustomerHours).map((call) => call.body)).toEqual([
      {
        hours: {
          mon: [
            ['09:00', '12:00'],
            ['13:00', '18:00'],
          ],
          fri: [['16:00', '22:00']],
        },
      },
    ]);
  });
});
