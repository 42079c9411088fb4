import { describe, expect, it } from 'vitest';
import type { MapCustomer } from '../../../../domain/map/customers';
import { milesBetween } from '../../../../domain/visits/geo';
import { clusterIndex, drawnPositions, type MapMark } from './clusters';
import type { MapPlace } from './overlay';

const customer = (id: string, latitude: number | null, longitude: number | null): MapCustomer => ({
  id,
  name: id,
  city: 'Tampa',
  state: 'FL',
  latitude,
  longitude,
  source: latitude === null ? null : 'zip',
  grade: null,
  status: id.startsWith('late') ? 'overdue' : 'fine',
  lastVisit: null,
  lastOrder: null,
  licenseLapsed: false,
});

describe('customers on the map', () => {
  it('draws customers sharing a ZIP centre apart, close to it, and leaves the others where they are', () => {
    const shared = Array.from({ length: 12 }, (_, i) => customer(`c${i}`, 27.95, -82.46));
    const drawn = drawnPositions([
      ...shared,
      customer('alone', 30.33, -81.66),
      customer('nowhere', null, null),
    ]);
    expect(drawn[0]).toEqual([-82.46, 27.95]);
    expect(drawn[12]).toEqual([-81.66, 30.33]);
    expect(drawn[13]).toBeNull();
    const keys = new Set(drawn.slice(0, 12).map((p) => p!.join(',')));
    expect(keys.size).toBe(12);
    for (const [longitude, latitude] of drawn.slice(0, 12) as [number, number][]) {
      expect(milesBetween({ latitude: 27.95, longitude: -82.46 }, { latitude, longitude })).toBeLessThan(
        0.25,
      );
    }
  });

  it('groups them at a state’s zoom in the colour of the worst, and shows each one zoomed in', () => {
    const customers = [
      customer('fine-1', 27.95, -82.46),
      customer('late-1', 27.95, -82.46),
      customer('fine-2', 27.951, -82.461),
    ];
    const index = clusterIndex(customers);
    const world: [number, number, number, number] = [-180, -85, 180, 85];
    const [group] = index.marks(world, 6);
    expect(group).toMatchObject({ kind: 'cluster', count: 3, status: 'overdue' });
    const close = index.marks(world, 18);
    expect(close.map((m) => (m.kind === 'customer' ? m.customer.id : 'group')).sort()).toEqual([
      'fine-1',
      'fine-2',
      'late-1',
    ]);
  });

  it('clusters the prospects with the customers in one index: groups count both, none drawn under another (decision 0362)', () => {
    const prospect = (id: string, latitude: number, longitude: number): MapPlace => ({
      id,
      latitude,
      longitude,
      label: `${id} (prospect)`,
    });
    const customers = [customer('fine-1', 27.95, -82.46), customer('fine-2', 27.951, -82.461)];
    // One at the first customer's very place (a ZIP centre both share), one near, two far off together.
    const places = [
      prospect('p-same', 27.95, -82.46),
      prospect('p-near', 27.952, -82.459),
      prospect('p-far-1', 30.33, -81.66),
      prospect('p-far-2', 30.331, -81.661),
    ];
    const index = clusterIndex(customers, places);
    const world: [number, number, number, number] = [-180, -85, 180, 85];
    const groups = index
      .marks(world, 6)
      .filter((m): m is Extract<MapMark, { kind: 'cluster' }> => m.kind === 'cluster')
      .sort((a, b) => b.customers - a.customers);
    expect(
      groups.map(({ count, customers, places, status }) => ({ count, customers, places, status })),
    ).toEqual([
      { count: 4, customers: 2, places: 2, status: 'fine' },
      // Prospects only: no customer's status to show.
      { count: 2, customers: 0, places: 2, status: null },
    ]);

    const close = index.marks(world, 18);
    expect(
      close
        .map((m) => (m.kind === 'customer' ? m.customer.id : m.kind === 'place' ? m.place.id : 'group'))
        .sort(),
    ).toEqual(['fine-1', 'fine-2', 'p-far-1', 'p-far-2', 'p-near', 'p-same']);
    // The prospect at the customer's ZIP centre is drawn beside it, each target its own.
    const at = (id: string) =>
      close.find(
        (m) => (m.kind === 'place' ? m.place.id : m.kind === 'customer' ? m.customer.id : '') === id,
      )!;
    expect([at('p-same').longitude, at('p-same').latitude]).not.toEqual([
      at('fine-1').longitude,
      at('fine-1').latitude,
    ]);
  });
});
