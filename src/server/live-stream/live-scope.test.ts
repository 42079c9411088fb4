import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChange } from '../../domain/live/changes.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let baseUrl: string;
let admin: TestSession;
let shipStateRep: TestSession;
let otherRep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  // Billed in Florida, shipped to Georgia: a Georgia rep sees its orders through the ship state only.
  await t.runtime.database.db
    .updateTable('customers')
    .set({ shipState: 'GA' })
    .where('listId', '=', 'C-FL2')
    .execute();
  admin = await t.userSession({ email: 'admin@live.test', role: 'admin' });
  shipStateRep = await t.userSession({
    email: 'rep.ga@live.test',
    role: 'rep',
    states: ['GA'],
    repCode: 'GA',
  });
  otherRep = await t.userSession({ email: 'rep.tx@live.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** An open live stream that collects every change it is told of. */
async function openStream(session: TestSession, path = '/api/live', headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { ...headers, cookie: session.cookie },
    signal: abort.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const changes: LiveChange[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffered += decoder.decode(value, { stream: true });
      const frames = buffered.split('\n\n');
      buffered = frames.pop() ?? '';
      for (const frame of frames) {
        const data = /^event: change\ndata: (.*)$/m.exec(frame);
        if (data?.[1]) changes.push(JSON.parse(data[1]) as LiveChange);
      }
    }
  })();
  return {
    changes,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe('live order changes follow the scope of the order read', () => {
  it('tell a rep who sees the order only through its ship state, and nobody outside both states', async () => {
    const shipState = await openStream(shipStateRep);
    const outside = await openStream(otherRep);
    const created = await admin.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL2' }));
    expect(created.statusCode).toBe(201);
    const [orderId] = created.json<{ ids: string[] }>().ids;

    // The Georgia rep reads the order, so the change that made it must reach them.
    expect((await shipStateRep.request('GET', `/api/orders/${orderId}`)).statusCode).toBe(200);
    await expect.poll(() => shipState.changes).toContainEqual({ kind: 'order.changed', id: orderId });

    // An order in the Texas rep's own state, created after, arrives: their stream was delivering.
    const later = await admin.request('POST', '/api/orders', orderBody({ customerListId: 'C-TX' }));
    expect(later.statusCode).toBe(201);
    const [texasOrderId] = later.json<{ ids: string[] }>().ids;
    await expect.poll(() => outside.changes).toContainEqual({ kind: 'order.changed', id: texasOrderId });
    expect(outside.changes).not.toContainEqual({ kind: 'order.changed', id: orderId });
    expect((await otherRep.request('GET', `/api/orders/${orderId}`)).statusCode).toBe(404);
    await shipState.close();
    await outside.close();
  });
});

describe('a tab of the build before the stream had its own path', () => {
  it('opens GET /api/events as an EventSource and is told the same changes', async () => {
    const oldTab = await openStream(admin, '/api/events', { accept: 'text/event-stream' });
    const created = await admin.request('POST', '/api/orders', orderBody({ customerListId: 'C-TX' }));
    expect(created.statusCode).toBe(201);
    const [orderId] = created.json<{ ids: string[] }>().ids;
    await expect.poll(() => oldTab.changes).toContainEqual({ kind: 'order.changed', id: orderId });
    await oldTab.close();
  });

  it('is the only GET of /api/events that answers a stream; POST still creates a trade event', async () => {
    const plain = await admin.request('GET', '/api/events');
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ code: 'NOT_FOUND', message: 'The live stream is at /api/live.' });
    const show = { name: 'Old-path Show', starting: '2025-03-01', ending: '2025-03-03' };
    expect((await admin.request('POST', '/api/events', show)).statusCode).toBe(201);
  });
});
