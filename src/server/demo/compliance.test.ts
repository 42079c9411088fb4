import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderGate } from '../../domain/compliance/gate.js';
import { loadLicenseRules, loadPermits, itemTaxProfiles } from '../compliance/queries.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { seedDemoCompliance } from './compliance.js';
import { loadDemoCompany } from './load.js';

let t: TestApp;
const now = new Date('2026-11-01T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await loadDemoCompany(
    { db, bus: t.runtime.bus },
    { today: '2026-11-01', customers: 5, transactions: false },
  );
  expect(await seedDemoCompliance(db, now)).toBe(true);
});
afterAll(() => t.close());

describe("the demo company's compliance", () => {
  it('holds distributor permits in Florida and Georgia and none in Texas, so the gate holds a Texas retailer', async () => {
    const db = t.runtime.database.db;
    const permits = await loadPermits(db);
    expect(permits.map((p) => [p.state, p.kind, p.number, p.expiresOn])).toEqual([
      ['FL', 'distributor', 'FL-TPD-0004812', '2027-09-27'],
      ['GA', 'distributor', 'GA-TD-201733', '2027-04-15'],
    ]);
    const decision = orderGate({
      state: 'TX',
      day: '2026-11-01',
      companyName: 'Humidor Cigars',
      customerName: 'A Texas shop',
      licenses: [],
      permits,
      rules: await loadLicenseRules(db),
    });
    expect(decision.allowed).toBe(false);
  });

  it('gives every active item a profile by brand and item, but for two deliberate gaps', async () => {
    const { items, gapCount } = await itemTaxProfiles(t.runtime.database.db);
    const gaps = items.filter((item) => item.missing.length > 0);
    expect(gaps.map((item) => [item.name, item.missing])).toEqual([
      ['p-EHT10', ['poundsPerThousand']],
      ['p-YOS25', ['poundsPerThousand']],
    ]);
    expect(gapCount).toBe(2);
    const box = items.find((item) => item.name === 'p-AC301');
    expect(box?.resolved).toMatchObject({
      kind: 'cigar',
      handmade: true,
      wholeLeafWrapper: true,
      poundsPerThousand: 27.5,
    });
    expect(box?.resolved.cigarsPerUnit).toBeGreaterThan(0);
    expect(items.find((item) => item.brand === 'Corona Real')?.resolved.handmade).toBe(false);
    expect(items.find((item) => item.name === 'p-HUM25')?.resolved.kind).toBe('not-tobacco');
    expect(items.find((item) => item.name === 'Shipping')?.resolved.kind).toBe('not-tobacco');
  });

  it('writes nothing a second time', async () => {
    expect(await seedDemoCompliance(t.runtime.database.db, now)).toBe(false);
  });
});
