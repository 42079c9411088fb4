import { customerMatcher, type CustomerToCompare } from '../../domain/prospects/match.js';
import type { Db } from '../db/database.js';
import type { ProspectsTable } from '../db/tables/prospects.js';
import { newProspectRow } from '../prospects/rows.js';
import { createRandom, deriveSeed } from './random.js';

const seed = 47;

/** Shops near a demo customer: how many per state, so each demo rep's states show a few. */
const perState = 3;
const stems = [
  'Puff',
  'Ember',
  'Leaf & Flame',
  'Smoke Ring',
  'Humidor Corner',
  'Ash Tray',
  'Cedar Box',
  'Golden Leaf',
];
const kinds = ['Tobacco', 'Cigar Lounge', 'Smoke Shop', 'Cigars'];
const hours = ['Mo-Sa 10:00-20:00', 'Mo-Su 16:00-22:00', 'Tu-Sa 11:00-19:00', null];

/** A demo customer as the prospects are placed near it: its id, names, states and place. */
export interface PlacedCustomer {
  listId: string;
  fullName: string;
  companyName: string | null;
  phone: string | null;
  state: string | null;
  shipState: string | null;
  latitude: number;
  longitude: number;
}

/**
 * The demo's prospects (issue 47, part 5): in each demo state, a few shops 0.5 to 4 km from its
 * first customers, as an OpenStreetMap extract would bring them, some with opening hours. A shop
 * that would match a customer (decision 0321) is left out, as an import would drop it. The same
 * on every run for a given day.
 */
export function demoProspects(customers: readonly PlacedCustomer[], now: string): ProspectsTable[] {
  const compare: CustomerToCompare[] = customers.map((c) => ({
    listId: c.listId,
    names: [c.fullName, c.companyName ?? ''].filter(Boolean),
    phone: c.phone,
    position: { latitude: c.latitude, longitude: c.longitude },
    licenseNumbers: [],
  }));
  const match = customerMatcher(compare);
  const byState = new Map<string, PlacedCustomer[]>();
  for (const c of [...customers].sort((a, b) => (a.listId < b.listId ? -1 : 1))) {
    const state = c.shipState ?? c.state;
    if (state) byState.set(state, [...(byState.get(state) ?? []), c]);
  }
  const rows: ProspectsTable[] = [];
  [...byState.keys()].sort().forEach((state, s) => {
    byState
      .get(state)!
      .slice(0, perState)
      .forEach((customer, i) => {
        const n = s * 100 + i;
        const random = createRandom(deriveSeed(seed, n));
        const km = 0.5 + random.next() * 3.5;
        const bearing = random.next() * 2 * Math.PI;
        const latitude = customer.latitude + (km / 111.2) * Math.cos(bearing);
        const longitude =
          customer.longitude +
          (km / (111.2 * Math.cos((customer.latitude * Math.PI) / 180))) * Math.sin(bearing);
        const name = `${random.pick(stems)} ${random.pick(kinds)}`;
        if (match({ name, phone: null, licenseNumber: null, position: { latitude, longitude } })) return;
        rows.push(
          newProspectRow(
            {
              id: `demo-prospect-${n}`,
              state,
              source: 'osm',
              sourceKey: `osm:node/${9_000_000 + n}`,
              licenseNumber: null,
              name,
              address: `${random.int(100, 9900)} ${random.pick(['Main St', 'Oak Ave', 'Commerce Blvd', 'Market St'])}`,
              city: '',
              zip: '',
              phone: null,
              latitude: Math.round(latitude * 1e6) / 1e6,
              longitude: Math.round(longitude * 1e6) / 1e6,
              placedBy: 'point',
              hours: random.pick(hours),
            },
            now,
          ),
        );
      });
  });
  return rows;
}

/** On a database without prospects, writes the demo's (above) near the placed customers; returns whether it did. */
export async function seedDemoProspects(db: Db, now = new Date()): Promise<boolean> {
  if (await db.selectFrom('prospects').select('id').limit(1).executeTakeFirst()) return false;
  const customers = await db
    .selectFrom('customers')
    .innerJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
    .select([
      'customers.listId',
      'customers.fullName',
      'customers.companyName',
      'customers.phone',
      'customers.state',
      'customers.shipState',
      'customerLocations.latitude',
      'customerLocations.longitude',
    ])
    .where('customers.isActive', '=', true)
    .execute();
  const rows = demoProspects(
    customers.map((c) => ({ ...c, latitude: Number(c.latitude), longitude: Number(c.longitude) })),
    now.toISOString(),
  );
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('prospects')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length > 0;
}
