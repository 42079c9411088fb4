import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../runtime/runtime.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { openTestRuntime } from '../test/harness.js';
import { createUser } from '../users/commands.js';
import { generateDemoCompany } from './index.js';
import {
  closedMondays,
  demoOpeningHours,
  demoWorkingDays,
  loungeHours,
  seedDemoPlanning,
} from './planning.js';

type Doc = Record<string, unknown>;
const customers = [...generateDemoCompany({ today: '2026-11-01' })]
  .filter((batch) => batch.entity === 'customers')
  .flatMap((batch) => Object.values(batch.body).flat() as Doc[])
  .map((c) => ({ listId: String(c.ListID), fullName: String(c.FullName) }));

describe('the demo opening hours', () => {
  const rows = demoOpeningHours(customers);
  it('open the lounges in the evening and close some shops on Mondays, the same on every run', () => {
    expect(demoOpeningHours([...customers].reverse())).toEqual(rows);
    const lounges = rows.filter((r) => r.hours === loungeHours);
    const mondays = rows.filter((r) => r.hours === closedMondays);
    expect(lounges.length).toBeGreaterThan(10);
    expect(mondays.length).toBeGreaterThan(10);
    expect(loungeHours.fri).toEqual([['16:00', '22:00']]);
    expect(closedMondays.mon).toBeUndefined();
  });
});

describe('seedDemoPlanning', () => {
  let runtime: Runtime;
  beforeAll(async () => {
    runtime = await openTestRuntime();
  });
  afterAll(() => runtime.close());

  it('writes the hours and the demo reps’ weeks once, their places from the ZIP codes', async () => {
    const { db } = runtime.database;
    await insertCustomer(db, 'FL-1', 'FL', 'Ybor Cigar Lounge');
    const rep = await createUser(db, runtime.auth, {
      email: 'rep.fl@planning.test',
      firstName: 'Frank',
      lastName: 'Florida',
      role: 'rep',
      states: ['FL'],
      repCode: 'FL',
      password: 'planning-demo-password',
    });
    expect(await seedDemoPlanning(db)).toBe(true);
    expect(await seedDemoPlanning(db)).toBe(false);
    const hours = await db.selectFrom('customerHours').selectAll().execute();
    expect(hours.map((h) => [h.customerListId, h.openingHours])).toEqual([['FL-1', loungeHours]]);
    const week = await db.selectFrom('repWorkingDays').selectAll().executeTakeFirstOrThrow();
    expect(week.userId).toBe(rep.id);
    expect(Object.keys(week.workingDays.days).sort()).toEqual(
      Object.keys(demoWorkingDays('FL')!.days).sort(),
    );
    expect(week.workingDays.home!.place.latitude).toBeCloseTo(27.95, 1);
    expect(week.workingDays.days.thu!.start).toEqual({ kind: 'yesterday' });
  });
});
