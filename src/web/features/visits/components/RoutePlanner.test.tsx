// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { visitsContract as contract, type RoutePlan } from '../../../../domain/visits/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { useRouteDraft } from '../hooks/useRouteDraft';
import { RoutePlanner } from './RoutePlanner';

const plan: RoutePlan = {
  date: '2026-11-27',
  start: { latitude: 27.95, longitude: -82.46, label: 'Tampa, FL' },
  stops: [
    {
      customerId: 'far',
      name: 'Jacksonville Cigars',
      city: 'Jacksonville',
      latitude: 30.33,
      longitude: -81.66,
      checkedIn: false,
    },
    {
      customerId: 'near',
      name: 'Tampa Smokes',
      city: 'Tampa',
      latitude: 27.97,
      longitude: -82.5,
      checkedIn: true,
    },
    {
      customerId: 'mid',
      name: 'Orlando Leaf',
      city: 'Orlando',
      latitude: 28.54,
      longitude: -81.38,
      checkedIn: false,
    },
  ],
  updatedAt: '2026-11-27T08:00:00.000Z',
};

function Planner() {
  return <RoutePlanner draft={useRouteDraft('2026-11-27')} />;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Stops in order' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('RoutePlanner', () => {
  it('shows the saved plan with its legs, total, check-ins and map links; orders, reorders by hand and saves', async () => {
    const api = mockApi()
      .on(contract.route, { plan })
      .on(contract.saveRoute, ({ body }) => ({
        plan: {
          ...plan,
          stops: (body as { stops: string[] }).stops.map((id) =>
            plan.stops.find((s) => s.customerId === id)!,
          ),
        },
      }));
    const { user } = renderWithApp(<Planner />);
    await screen.findByRole('list', { name: 'Stops in order' });
    expect(names()).toEqual(['Jacksonville Cigars', 'Tampa Smokes', 'Orlando Leaf']);
    expect(screen.getAllByTestId('stop-checked-in')).toHaveLength(1);
    expect(screen.getByTestId('route-total').textContent).toMatch(/^Total: \d+ mi in a straight line$/);
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toContain(
      'google.com/maps/dir/',
    );
    expect(screen.getByRole('link', { name: 'Open in Apple Maps' }).getAttribute('href')).toContain(
      'maps.apple.com/directions',
    );
    const before = screen.getByTestId('route-total').textContent;

    await user.click(screen.getByRole('button', { name: 'Order stops by distance' }));
    expect(names()).toEqual(['Tampa Smokes', 'Orlando Leaf', 'Jacksonville Cigars']);
    expect(Number(/(\d+)/.exec(screen.getByTestId('route-total').textContent ?? '')?.[1])).toBeLessThan(
      Number(/(\d+)/.exec(before ?? '')?.[1]),
    );

    // By keyboard: the move buttons are buttons, reached by Tab and pressed by Enter.
    screen.getByRole('button', { name: 'Move Tampa Smokes down' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Orlando Leaf', 'Tampa Smokes', 'Jacksonville Cigars']);
    expect((screen.getByRole('button', { name: 'Move Orlando Leaf up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Save route' }));
    expect(await screen.findByTestId('route-saved')).toBeTruthy();
    expect(api.calls(contract.saveRoute)[0]?.body).toEqual({
      date: '2026-11-27',
      start: plan.start,
      stops: ['mid', 'near', 'far'],
    });
  });

  it('says what to do when no stop is picked yet', async () => {
    mockApi().on(contract.route, { plan: null });
    renderWithApp(<Planner />);
    expect(await screen.findByText('No stops yet. Add customers from Due or Near me.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save route' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
