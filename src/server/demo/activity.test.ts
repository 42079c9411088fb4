import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../../domain/orders/constants.js';
import { ensureDemoUsers } from '../bootstrap/demo-users.js';
import type { Runtime } from '../runtime/runtime.js';
import { openTestRuntime } from '../test/harness.js';
import { seedScaledActivity } from './activity.js';
import { loadDemoCompany } from './load.js';

const now = new Date('2026-11-23T12:00:00Z');
const perScale = { notesPerScale: 400, ordersPerScale: 200 };
const runtimes: Runtime[] = [];

async function seeded(scale: number) {
  const runtime = await openTestRuntime();
  runtimes.push(runtime);
  await loadDemoCompany(
    { db: runtime.database.db, bus: runtime.bus },
    { customers: 120 * scale, transactions: false, today: '2026-11-23' },
  );
  await ensureDemoUsers(runtime);
  const written = await seedScaledActivity(runtime.database.db, { scale, now, ...perScale });
  return { db: runtime.database.db, written };
}

const count = async (
  db: Runtime['database']['db'],
  table: 'notes' | 'orders' | 'comments' | 'attachments' | 'visits',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let one: Awaited<ReturnType<typeof seeded>>;
let two: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  one = await seeded(1);
  two = await seeded(2);
});
afterAll(async () => {
  for (const runtime of runtimes) await runtime.close();
});

describe('seeding the app data at scale', () => {
  it('writes notes and orders in proportion to the scale, and only into empty tables', async () => {
    // 400 notes a unit of scale, and the reps' Visit notes of their visit history (decision 0256).
    expect(await count(one.db, 'notes')).toBe(one.written.notes);
    expect(await count(two.db, 'notes')).toBe(two.written.notes);
    expect(one.written.notes).toBeGreaterThan(400);
    expect(two.written.notes).toBeGreaterThan(800);
    expect(await count(one.db, 'visits')).toBe(one.written.visits);
    expect(await count(one.db, 'orders')).toBe(one.written.orders);
    expect(one.written.orders).toBeGreaterThan(190);
    expect(two.written.orders).toBeGreaterThan(380);
    for (const table of ['comments', 'attachments', 'orderLines', 'noteTags', 'visits'] as const) {
      expect(two.written[table]).toBeGreaterThan(1.4 * (one.written[table] ?? 0));
    }
    expect(await seedScaledActivity(one.db, { scale: 1, now, ...perScale })).toEqual({});
  });

  it('mixes tags, task states, personal notes, comments and attachment rows as the app writes them', async () => {
    const { db } = two;
    const notes = await db.selectFrom('notes').selectAll().execute();
    expect(notes.some((n) => n.isTask && !n.isResolved)).toBe(true);
    expect(notes.some((n) => n.isTask && n.isResolved)).toBe(true);
    expect(notes.some((n) => n.noteClass === 'Personal-Note' && n.customerListId === null)).toBe(true);
    expect(notes.some((n) => n.hasDamagedItems && n.tags.some((t) => t.startsWith('Damaged-')))).toBe(true);
    expect(notes.every((n) => n.createdAt <= now.toISOString())).toBe(true);
    const tagRows = await db.selectFrom('noteTags').selectAll().execute();
    expect(tagRows).toHaveLength(notes.reduce((sum, n) => sum + n.tags.length, 0));
    expect(await count(db, 'comments')).toBe(notes.reduce((sum, n) => sum + n.commentCount, 0));
    const attachments = await db.selectFrom('attachments').select(['ownerType', 'ownerId']).execute();
    expect(attachments.filter((a) => a.ownerType === 'note')).toHaveLength(
      notes.reduce((sum, n) => sum + n.attachmentCount, 0),
    );
    const involved = await db.selectFrom('noteInvolvedUsers').selectAll().execute();
    expect(involved.length).toBeGreaterThanOrEqual(notes.length);
  });

  it('mixes order types, statuses, free shipping, tags, other ship states and raffle tickets', async () => {
    const { db } = two;
    const orders = await db.selectFrom('orders').selectAll().execute();
    expect(new Set(orders.map((o) => o.orderType))).toEqual(new Set(orderTypes));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['OrderInQBooks', 'OrderSubmitted']));
    expect(orders.some((o) => o.orderTags.length > 0)).toBe(true);
    expect(orders.some((o) => o.customerShipState !== o.customerState)).toBe(true);
    expect(orders.every((o) => o.amount === o.totals.amount)).toBe(true);
    const tickets = await db.selectFrom('raffleTickets').select(['orderId']).execute();
    const ticketsOf = new Map<string, number>();
    for (const t of tickets) ticketsOf.set(t.orderId, (ticketsOf.get(t.orderId) ?? 0) + 1);
    for (const order of orders) expect(ticketsOf.get(order.id) ?? 0).toBe(order.raffleTickets);
    const lines = await db.selectFrom('orderLines').select(['orderId']).execute();
    expect(lines).toHaveLength(orders.reduce((sum, o) => sum + o.products.length, 0));
  });
});
