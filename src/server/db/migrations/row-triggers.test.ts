import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { visitNote } from '../../test/note-fixtures.js';
import { seedOrderFixtures } from '../../test/order-fixtures.js';
import * as activityWeeks from './0046_activity_weeks.js';
import * as submittedLines from './0047_submitted_lines.js';
import * as customerRisk from './0048_customer_risk.js';
import * as salesPacks from './0049_sales_packs.js';

/** The trigger-kept tables' migrations go back and forth on both databases, triggers and all. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
});
afterAll(() => t.close());

describe('row triggers', () => {
  it('are dropped with their migrations and work again after them', async () => {
    const { db } = t.runtime.database;
    for (const migration of [salesPacks, customerRisk, submittedLines, activityWeeks])
      await migration.down(db);
    for (const migration of [activityWeeks, submittedLines, customerRisk, salesPacks]) await migration.up(db);
    const session = await t.userSession({ email: 'admin@row-triggers.test', role: 'admin' });
    const response = await session.request('POST', '/api/notes', visitNote('C-FL', []));
    expect(response.statusCode, response.body).toBe(201);
    const createdAt = response.json().note.createdAt as string;
    expect(await db.selectFrom('activityChanges').select('hour').execute()).toEqual([
      { hour: createdAt.slice(0, 13) },
    ]);
  });
});
