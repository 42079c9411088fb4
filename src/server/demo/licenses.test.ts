import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenseStandingOn } from '../../domain/compliance/licenses.js';
import { shippedLicenseRules } from '../../domain/compliance/shipped-license-rules.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { generateDemoCompany } from './index.js';
import { demoLicenses, seedDemoLicenses } from './licenses.js';

const today = '2026-11-01';
type Doc = Record<string, unknown>;

/** The demo company's customers as the import stores their states. */
const customers = [...generateDemoCompany({ today })]
  .filter((batch) => batch.entity === 'customers')
  .flatMap((batch) => Object.values(batch.body).flat() as Doc[])
  .map((c) => ({
    listId: String(c.ListID),
    state: String((c.BillAddress as Doc | undefined)?.State ?? ''),
    shipState: String((c.ShipAddress as Doc | undefined)?.State ?? ''),
  }));

describe('the demo licenses', () => {
  const licenses = demoLicenses(customers, today, null);
  const shipped = (state: string) => customers.filter((c) => c.shipState === state);
  const held = (state: string, kind: string) => licenses.filter((l) => l.state === state && l.kind === kind);

  it('are the same on every run for a day', () => {
    expect(demoLicenses(customers, today, null)).toEqual(licenses);
  });

  it('give most California shops a retailer license and a third of the Texas customers a distributor permit', () => {
    expect(held('CA', 'retailer').length / shipped('CA').length).toBeGreaterThan(0.8);
    expect(held('CA', 'retailer').length).toBeLessThan(shipped('CA').length);
    const distributors = held('TX', 'distributor').length / shipped('TX').length;
    expect(distributors).toBeGreaterThan(0.25);
    expect(distributors).toBeLessThan(0.4);
    // Elsewhere only where a shipped rule asks a retailer for a license (decision 0307).
    const asking = new Set<string>(
      shippedLicenseRules.filter((r) => r.retailerNeeds.length).map((r) => r.state),
    );
    expect(licenses.every((l) => l.state === 'CA' || l.state === 'TX' || asking.has(l.state))).toBe(true);
  });

  it('have a few licenses expiring within 30 days and one expired', () => {
    const standings = licenses.map((l) => licenseStandingOn(l, today));
    expect(standings.filter((s) => s === 'expiring')).toHaveLength(3);
    expect(standings.filter((s) => s === 'expired')).toHaveLength(1);
  });
});

describe('seedDemoLicenses', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await openTestRuntime();
  });
  afterAll(() => runtime.close());

  it('writes them once', async () => {
    await insertCustomer(runtime.database.db, 'CA-1', 'CA');
    const now = new Date(`${today}T15:00:00Z`);
    expect(await seedDemoLicenses(runtime, now)).toBe(true);
    expect(await seedDemoLicenses(runtime, now)).toBe(false);
    const rows = await runtime.database.db.selectFrom('customerLicenses').selectAll().execute();
    expect(rows.map((r) => [r.customerListId, r.state, r.kind])).toEqual([['CA-1', 'CA', 'retailer']]);
  });
});
