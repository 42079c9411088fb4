import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { clientWriteDays, createOnce, forgetOldClientWrites, type ClientWrite } from './idempotency.js';

let t: TestApp;
let fl: TestSession, fl2: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'fl@once.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  fl2 = await t.userSession({ email: 'fl2@once.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

const db = () => t.runtime.database.db;
const count = async (table: 'notes' | 'comments' | 'orders' | 'raffleTickets') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const noteBody = (clientId?: string) => ({
  noteClass: 'standard',
  customerListId: 'C-FL',
  subject: 'Shop visit',
  text: 'Talked about the new line.',
  tags: [],
  damagedItems: [],
  clientId,
});

describe('creating a note with a client ID', () => {
  it('saves one note for a repeated submit and answers the same note again', async () => {
    const before = await count('notes');
    const clientId = crypto.randomUUID();
    const first = await fl.request('POST', '/api/notes', noteBody(clientId));
    const second = await fl.request('POST', '/api/notes', noteBody(clientId));
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().note.id).toBe(first.json().note.id);
    expect(await count('notes')).toBe(before + 1);
  });

  it('saves one note when the same submit races itself', async () => {
    const before = await count('notes');
    const clientId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => fl.request('POST', '/api/notes', noteBody(clientId))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(new Set(responses.map((r) => r.json().note.id)).size).toBe(1);
    expect(await count('notes')).toBe(before + 1);
  });

  it('keeps the client IDs of different users apart', async () => {
    const clientId = crypto.randomUUID();
    const mine = (await fl.request('POST', '/api/notes', noteBody(clientId))).json().note;
    const theirs = (await fl2.request('POST', '/api/notes', noteBody(clientId))).json().note;
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.authorId).toBe(fl2.userId);
  });

  it('saves a new note for every submit without a client ID', async () => {
    const before = await count('notes');
    await fl.request('POST', '/api/notes', noteBody());
    await fl.request('POST', '/api/notes', noteBody());
    expect(await count('notes')).toBe(before + 2);
  });

  it('refuses a client ID that is not a UUID with a clear message', async () => {
    const response = await fl.request('POST', '/api/notes', noteBody('retry-1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('invalid submission ID');
  });
});

describe('creating a comment with a client ID', () => {
  it('saves one comment, counted once, for repeated and racing submits', async () => {
    const note = (await fl.request('POST', '/api/notes', noteBody())).json().note;
    const clientId = crypto.randomUUID();
    const body = { text: 'Following up next week.', clientId };
    const first = await fl.request('POST', `/api/notes/${note.id}/comments`, body);
    expect(first.statusCode, first.body).toBe(201);
    const repeats = await Promise.all(
      Array.from({ length: 3 }, () => fl.request('POST', `/api/notes/${note.id}/comments`, body)),
    );
    for (const repeat of repeats) expect(repeat.json().comment.id).toBe(first.json().comment.id);
    const rows = await db().selectFrom('comments').select('id').where('noteId', '=', note.id).execute();
    expect(rows).toHaveLength(1);
    const counted = await db()
      .selectFrom('notes')
      .select('commentCount')
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(counted.commentCount).toBe(1);
  });
});

describe('changing a task with a client ID', () => {
  const notificationsOf = async (userId: string) =>
    (await db().selectFrom('notifications').select('id').where('userId', '=', userId).execute()).length;

  it('applies a resent task change once: one set of notifications, the same note answered', async () => {
    const note = (await fl2.request('POST', '/api/notes', noteBody())).json().note;
    const made = await fl2.request('PUT', `/api/notes/${note.id}/task`, { description: 'Call back' });
    expect(made.statusCode, made.body).toBe(200);
    const before = await notificationsOf(fl2.userId);
    const clientId = crypto.randomUUID();
    const resolve = () => fl.request('POST', `/api/notes/${note.id}/task/resolve?clientId=${clientId}`);
    const first = await resolve();
    const again = await Promise.all([resolve(), resolve()]);
    expect(first.statusCode, first.body).toBe(200);
    for (const repeat of again) {
      expect(repeat.statusCode, repeat.body).toBe(200);
      expect(repeat.json().note.id).toBe(note.id);
    }
    expect(first.json().note.isResolved).toBe(true);
    expect(await notificationsOf(fl2.userId)).toBe(before + 1);
  });

  it('keeps a replayed change from undoing a later one', async () => {
    const note = (await fl.request('POST', '/api/notes', noteBody())).json().note;
    const setId = crypto.randomUUID();
    const set = () =>
      fl.request('PUT', `/api/notes/${note.id}/task?clientId=${setId}`, { description: 'First words' });
    expect((await set()).statusCode).toBe(200);
    await fl.request('PUT', `/api/notes/${note.id}/task`, { description: 'Second words' });
    const replay = await set();
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().note.taskDescription).toBe('Second words');
  });
});

describe('creating orders with a client ID', () => {
  const raffleOrder = (clientId: string) =>
    orderBody({
      orderType: 'PCA2025',
      multiplyOrder: 2,
      products: [{ listId: fixtureItems.cosecha.listId, qty: 5 }],
      clientId,
    });

  it('saves the equal orders and their raffle tickets once, and answers the same again', async () => {
    const orders = await count('orders');
    const tickets = await count('raffleTickets');
    const clientId = crypto.randomUUID();
    const first = await fl.request('POST', '/api/orders', raffleOrder(clientId));
    expect(first.statusCode, first.body).toBe(201);
    const second = await fl.request('POST', '/api/orders', raffleOrder(clientId));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await count('orders')).toBe(orders + 2);
    expect(await count('raffleTickets')).toBe(tickets + first.json().raffleTickets.length);
  });

  it('saves them once when the same submit races itself', async () => {
    const orders = await count('orders');
    const clientId = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => fl.request('POST', '/api/orders', raffleOrder(clientId))),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    expect(new Set(responses.map((r) => r.json().ids.join()))).toHaveProperty('size', 1);
    expect(await count('orders')).toBe(orders + 2);
  });
});

describe('createOnce', () => {
  it('answers the loser of a race from the winner, whose transaction alone is kept', async () => {
    const write: ClientWrite = { userId: fl.userId, kind: 'note', clientId: crypto.randomUUID() };
    let entered = 0;
    let bothEntered: () => void = () => undefined;
    const barrier = new Promise<void>((resolve) => (bothEntered = resolve));
    const replayed: string[] = [];
    // Both attempts pass the first lookup before either saves: only the unique key can stop one.
    const attempt = (label: string) =>
      createOnce(db(), write, {
        async create(remember) {
          entered += 1;
          if (entered === 2) bothEntered();
          await barrier;
          await db()
            .transaction()
            .execute((tx) => remember(tx, { label }));
          return label;
        },
        async replay(saved: { label: string }) {
          replayed.push(saved.label);
          return saved.label;
        },
      });
    const [first, second] = await Promise.all([attempt('first'), attempt('second')]);
    expect(first).toBe(second);
    expect(replayed).toEqual([first]);
  });
});

describe('forgetting old client IDs', () => {
  it(`forgets a create's client ID after ${clientWriteDays} days, and a repeat after that is a new create`, async () => {
    const clientId = crypto.randomUUID();
    const first = await fl.request('POST', '/api/notes', noteBody(clientId));
    expect(first.statusCode, first.body).toBe(201);
    const day = 24 * 60 * 60 * 1000;
    expect(await forgetOldClientWrites(db(), new Date(Date.now() + (clientWriteDays - 1) * day))).toBe(0);
    expect((await fl.request('POST', '/api/notes', noteBody(clientId))).json().note.id).toBe(
      first.json().note.id,
    );
    expect(
      await forgetOldClientWrites(db(), new Date(Date.now() + (clientWriteDays + 1) * day)),
    ).toBeGreaterThan(0);
    const later = await fl.request('POST', '/api/notes', noteBody(clientId));
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().note.id).not.toBe(first.json().note.id);
  });
});
