import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'rep.fl@raffle.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  const order = await fl.request(
    'POST',
    '/api/orders',
    orderBody({ orderType: 'PCA2025', products: [{ listId: fixtureItems.cosecha.listId, qty: 25 }] }),
  );
  expect(order.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/raffle-tickets', () => {
  it('pages the feed with a cursor until every ticket was listed once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/raffle-tickets?limit=10${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await fl.request('GET', url)).json();
      expect(page.tickets.length).toBeLessThanOrEqual(10);
      seen.push(...page.tickets.map((ticket: { ticketNumber: string }) => ticket.ticketNumber));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
  });

  it('refuses a cursor it did not make', async () => {
    const response = await fl.request('GET', '/api/raffle-tickets?cursor=nonsense');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The cursor is not valid; reload the raffle tickets.');
  });
});
