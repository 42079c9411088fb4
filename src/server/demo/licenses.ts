import { ruleInForce } from '../../domain/compliance/dated.js';
import { shippedLicenseRules } from '../../domain/compliance/shipped-license-rules.js';
import type { CustomerLicensesTable } from '../db/tables/compliance.js';
import type { Runtime } from '../runtime/runtime.js';
import { addDays } from './format.js';
import { createRandom, deriveSeed } from './random.js';

const seed = 46;

/** What the demo's licenses are made from: a customer and the state it is shipped to. */
interface LicensedCustomer {
  listId: string;
  state: string | null;
  shipState: string | null;
}

/**
 * The demo company's shop licenses on `today` (issue 46): most California shops hold a state
 * retailer license, a few of them expiring within 30 days and one expired; every third Texas
 * customer is a permitted distributor and the rest hold none, so the order gate has both to show;
 * the shops of the other states that ask for licenses hold theirs.
 * The same on every run for a given day.
 */
export function demoLicenses(
  customers: readonly LicensedCustomer[],
  today: string,
  checkedById: string | null,
): CustomerLicensesTable[] {
  const byState = (state: string) =>
    customers
      .filter((c) => (c.shipState ?? c.state) === state)
      .slice()
      .sort((a, b) => (a.listId < b.listId ? -1 : a.listId > b.listId ? 1 : 0));
  // The first licensed shops show the reminders and the badge: 6, 18 and 27 days left, and one lapsed.
  const nearExpiries = [6, 18, 27, -12];
  const rows: CustomerLicensesTable[] = [];
  const row = (
    customer: LicensedCustomer,
    n: number,
    state: string,
    kind: CustomerLicensesTable['kind'],
    number: string,
    expiresIn: number,
  ): CustomerLicensesTable => {
    const random = createRandom(deriveSeed(seed, n));
    const checkedAt = `${addDays(today, -random.int(20, 300))}T16:00:00.000Z`;
    return {
      id: `demo-license-${customer.listId}`,
      customerListId: customer.listId,
      state,
      locality: null,
      kind,
      number,
      issuedOn: addDays(today, expiresIn - 365 * random.int(1, 2)),
      expiresOn: addDays(today, expiresIn),
      check: 'typed',
      attachmentId: null,
      checkedAt,
      checkedById,
      goneFromListAt: null,
      createdAt: checkedAt,
      updatedAt: checkedAt,
      deletedAt: null,
    };
  };
  byState('CA').forEach((customer, i) => {
    if (i % 8 === 7) return; // a few California shops have none on file yet
    const random = createRandom(deriveSeed(seed + 2, i));
    const expiresIn = nearExpiries[rows.length] ?? random.int(45, 360);
    rows.push(
      row(customer, i, 'CA', 'retailer', `TR 100-${String(204117 + i * 37).padStart(6, '0')}`, expiresIn),
    );
  });
  byState('TX').forEach((customer, i) => {
    if (i % 3 !== 0) return;
    const random = createRandom(deriveSeed(seed + 1, i));
    const number = `DP-${String(32001 + i * 11).padStart(6, '0')}`;
    rows.push(row(customer, 1000 + i, 'TX', 'distributor', number, random.int(90, 700)));
  });
  // Every other state whose rule asks a retailer for licenses (Florida's retail tobacco dealer
  // permit, …): the demo's shops there hold them, so only Texas and California show the gate.
  const asking = new Set(
    shippedLicenseRules.filter((rule) => rule.retailerNeeds.length).map((rule) => rule.state),
  );
  asking.delete('CA');
  [...asking].sort().forEach((state, s) => {
    const rule = ruleInForce(shippedLicenseRules, state, today);
    byState(state).forEach((customer, i) => {
      rule?.retailerNeeds.forEach((kind, k) => {
        const n = 2000 + s * 1000 + i * 10 + k;
        const random = createRandom(deriveSeed(seed + 3, n));
        const number = `${state}-${String(50021 + i * 13 + k).padStart(7, '0')}`;
        const license = row(customer, n, state, kind, number, random.int(90, 700));
        rows.push({ ...license, id: `${license.id}-${kind}` });
      });
    });
  });
  return rows;
}

/** On a database without licenses, writes the demo's (above); returns whether it did. */
export async function seedDemoLicenses(runtime: Runtime, now = new Date()): Promise<boolean> {
  const { db } = runtime.database;
  if (await db.selectFrom('customerLicenses').select('id').limit(1).executeTakeFirst()) return false;
  const customers = await db.selectFrom('customers').select(['listId', 'state', 'shipState']).execute();
  const checker = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'office')
    .orderBy('email')
    .limit(1)
    .executeTakeFirst();
  const rows = demoLicenses(customers, now.toISOString().slice(0, 10), checker?.id ?? null);
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto('customerLicenses')
      .values(rows.slice(i, i + 200))
      .execute();
  return rows.length > 0;
}
