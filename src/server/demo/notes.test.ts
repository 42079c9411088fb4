import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoUsers } from '../bootstrap/demo-users.js';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime/runtime.js';
import { seedDemoNotes } from './notes.js';
import { insertCustomer, insertItem } from '../test/mirror-fixtures.js';

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
  await ensureDemoUsers(runtime);
  const { db } = runtime.database;
  await insertCustomer(db, 'C-FL', 'Miami Smoke', 'FL');
  await insertCustomer(db, 'C-TX', 'Austin Leaf', 'TX');
  await insertItem(db, 'I-1', 'p-RC1', 'Robusto Collection box');
});
afterAll(() => runtime.close());

describe('demo notes', () => {
  it('writes a year of notes once, with tasks and personal notes', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(await seedDemoNotes(runtime, now)).toBe(true);
    expect(await seedDemoNotes(runtime, now)).toBe(false);
    const notes = await runtime.database.db.selectFrom('notes').selectAll().execute();
    expect(notes.length).toBeGreaterThan(300);
    const personal = notes.filter((n) => n.noteClass === 'Personal-Note');
    expect(personal.length).toBeGreaterThan(0);
    expect(personal.every((n) => n.tags.join() === 'Personal-Note' && n.customerListId === null)).toBe(true);
    const users = await runtime.database.db.selectFrom('users').select(['id', 'states']).execute();
    for (const note of notes.filter((n) => n.noteClass === 'standard')) {
      const states = users.find((u) => u.id === note.authorId)?.states ?? [];
      if (states.length) expect(states).toContain(note.customerState);
    }
    expect(notes.some((n) => n.damagedItems.length > 0 && n.tags.some((t) => t.startsWith('Damaged-')))).toBe(
      true,
    );
    expect(notes.some((n) => n.isTask && !n.isResolved)).toBe(true);
    expect(notes.every((n) => n.createdAt >= '2025-11-22' && n.createdAt <= now.toISOString())).toBe(true);

    // A demo note tagged Visit is a visit: its customer's last visit is the newest such note.
    const newestVisit = new Map<string, string>();
    for (const note of notes)
      if (
        note.customerListId &&
        note.tags.includes('Visit') &&
        note.createdAt > (newestVisit.get(note.customerListId) ?? '')
      )
        newestVisit.set(note.customerListId, note.createdAt);
    expect(newestVisit.size).toBeGreaterThan(0);
    const kept = await runtime.database.db.selectFrom('customerLastVisits').selectAll().execute();
    expect(new Map(kept.map((row) => [row.customerListId, new Date(row.lastVisitAt).toISOString()]))).toEqual(
      newestVisit,
    );
  });
});
