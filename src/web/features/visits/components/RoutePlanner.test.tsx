// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitsContract as contract, type RoutePlan } from '../../../../domain/visits/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { useRouteDraft } from '../hooks/useRouteDraft';
import { rememberPosition } from '../lib/last-position';
import type { Stop } from '../lib/route-draft';
import { NearMe } from './NearMe';
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

/** The route with a button per stop that picks it, as Due and Near me do. */
function PickingPlanner({ pickable }: { pickable: Stop[] }) {
  const draft = useRouteDraft('2026-11-27');
  return (
    <>
      {pickable.map((stop) => (
        <button key={stop.customerId} type="button" onClick={() => draft.pick(stop)}>
          Pick {stop.name}
        </button>
      ))}
      <RoutePlanner draft={draft} />
    </>
  );
}

/** Near me and the route on one page, as /visits holds them (one tab at a time there). */
function NearAndRoute() {
  const draft = useRouteDraft('2026-11-27');
  return (
    <>
      <NearMe picked={draft.picked} onPick={draft.pick} />
      <RoutePlanner draft={draft} />
    </>
  );
}

const tampa = { latitude: 27.95, longitude: -82.46 };
const placed = (stop: RoutePlan['stops'][number]): Stop => ({ ...stop, checkedIn: false });
const unplaced: Stop = {
  customerId: 'nowhere',
  name: 'Nowhere Cigars',
  city: null,
  latitude: null,
  longitude: null,
};

afterEach(() => {
  rememberPosition(null);
  vi.unstubAllGlobals();
});

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

  it('before a start is chosen, names no stop with a place as off the map, and the map apps start from the phone', async () => {
    mockApi().on(contract.route, { plan: null });
    const { user } = renderWithApp(
      <PickingPlanner pickable={[placed(plan.stops[0]!), placed(plan.stops[1]!), unplaced]} />,
    );
    await screen.findByText('No stops yet. Add customers from Due or Near me.');
    for (const name of ['Jacksonville Cigars', 'Tampa Smokes', 'Nowhere Cigars'])
      await user.click(screen.getByRole('button', { name: `Pick ${name}` }));
    expect(screen.getByTestId('route-start').textContent).toBe('Starting from: not set yet');
    const lines = screen.getAllByTestId('route-stop').map((stop) => stop.textContent ?? '');
    expect(lines.filter((line) => line.includes('no place on the map'))).toEqual([
      expect.stringContaining('Nowhere Cigars'),
    ]);
    const google = new URL(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')!);
    expect(google.searchParams.has('origin')).toBe(false);
    expect(google.searchParams.get('waypoints')).toBe('30.330000,-81.660000');
    expect(google.searchParams.get('destination')).toBe('27.970000,-82.500000');
  });

  it('starts from the position the rep gave Near me, without asking again', async () => {
    const getCurrentPosition = vi.fn((found: PositionCallback) =>
      found({ coords: tampa } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const nearby = plan.stops.map(({ checkedIn: _, latitude, longitude, ...stop }) => ({
      ...stop,
      latitude: latitude ?? 0,
      longitude: longitude ?? 0,
      state: 'FL',
      grade: null,
      distanceMiles: 1,
      lastVisitAt: null,
      lastOrderAt: null,
      status: 'due' as const,
      licenseLapsed: false,
    }));
    mockApi()
      .on(contract.route, { plan: null })
      .on(contract.near, { origin: { ...tampa, label: 'Your position' }, customers: nearby });
    const { user } = renderWithApp(<NearAndRoute />);
    const rows = await screen.findByRole('list', { name: 'Customers near you' });
    for (const button of within(rows).getAllByRole('button', { name: 'Add to route' }))
      await user.click(button);
    expect(screen.getByTestId('route-start').textContent).toBe('Starting from: My position');
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('route-total').textContent).toMatch(/^Total: \d+ mi in a straight line$/);
    expect(
      (screen.getByRole('button', { name: 'Order stops by distance' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(screen.getAllByTestId('route-stop')[0]!.textContent).toContain('from the start');
  });
});
