import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRulesDefault } from '../../domain/settings/orderRules.js';
import { issueRaffleTickets } from './raffle.js';
import { putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'rep.fl@rules.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

const refusal = async (body: Record<string, unknown>) => {
  const response = await fl.request('POST', '/api/orders', orderBody(body));
  expect(response.statusCode).toBe(400);
  return response.json().message as string;
};

describe('an order holds only what its form offers', () => {
  it('refuses free gifts ordered by hand, even at $0.00 on the form', async () => {
    const message = await refusal({
      customerListId: 'C-FL2',
      products: [
        { listId: fixtureItems.humidor.listId, qty: 5 },
        { listId: fixtureItems.anniversary.listId, qty: 3 },
        { listId: fixtureItems.adfGift.listId, qty: 40 },
      ],
    });
    expect(message).toBe(
      'p-HUM25, p-ANV25, p-ADF3PK are free gifts of the event benefits and cannot be ordered: the order earns gifts by itself.',
    );
  });

  it('grants the gifts by the benefit rules, named by their descriptions', async () => {
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderType: 'TAA2025', products: [{ listId: fixtureItems.big.listId, qty: 12 }] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().benefits.gifts).toEqual([
      { item: 'p-HUM25', description: 'p-HUM25 box', qty: 1 },
      { item: 'p-ANV25', description: 'p-ANV25 box', qty: 1 },
    ]);
  });

  it('refuses products that are not on the chosen form, and unknown forms', async () => {
    expect(await refusal({ products: [{ listId: fixtureItems.offForm.listId, qty: 1 }] })).toBe(
      "p-ELSE is not on the Standard order form. Order only the form's products.",
    );
    expect(await refusal({ orderFormType: 'Nope' })).toBe(
      'The order form Nope does not exist. Choose an order form from the list.',
    );
  });

  it("refuses rep codes that are not on the rep list, and the dash '-'", async () => {
    expect(await refusal({ repCode: 'ZZ' })).toBe(
      'The rep code ZZ is not on the rep code list. Choose a rep code from the list.',
    );
    expect(await refusal({ repCode: '-' })).toBe('Please select a REP Code');
  });
});

describe('what the server computes itself', () => {
  it('computes optimalAsmtMet from the order and ignores what the client sends', async () => {
    const response = await fl.request('POST', '/api/orders', orderBody({ optimalAsmtMet: true }));
    expect(response.statusCode).toBe(201);
    const order = (await fl.request('GET', `/api/orders/${response.json().ids[0]}`)).json().order;
    expect(order.optimalAsmtMet).toBe(false);
  });

  it('explains a new customer in a state the rep does not serve', async () => {
    const message = await refusal({
      customerListId: null,
      newCustomer: true,
      newCustomerInfo: {
        name: 'New Shop',
        street: '1 Main',
        city: 'Austin',
        state: 'TX',
        zip: '73301',
        firstName: 'A',
        lastName: 'B',
        phone: '1',
        email: 'a@b.test',
      },
    });
    expect(message).toBe(
      'You can take orders only for customers in your states (FL); TX is not one of them. Choose one of your states for the new customer.',
    );
  });
});

describe('raffle tickets', () => {
  it('issues at most the per-order maximum of the order rules', async () => {
    const db = t.runtime.database.db;
    const raffle = { ...orderRulesDefault.raffle, maxTicketsPerOrder: 3 };
    await putSetting(db, 'orderRules', { ...orderRulesDefault, raffle }, null);
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderType: 'PCA2025', products: [{ listId: fixtureItems.cosecha.listId, qty: 40 }] }),
    );
    await putSetting(db, 'orderRules', orderRulesDefault, null);
    expect(response.statusCode).toBe(201);
    expect(response.json().raffleTickets).toHaveLength(3);
    expect(response.json().alerts.map((a: { kind: string }) => a.kind)).toContain('raffleTickets');
  });

  it("follows the raffle event's order type set by an admin", async () => {
    const db = t.runtime.database.db;
    const raffle = { ...orderRulesDefault.raffle, orderType: 'TPE2024' as const };
    await putSetting(db, 'orderRules', { ...orderRulesDefault, raffle }, null);
    const cosecha = [{ listId: fixtureItems.cosecha.listId, qty: 4 }];
    const moved = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderType: 'TPE2024', products: cosecha }),
    );
    const former = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderType: 'PCA2025', products: cosecha }),
    );
    await putSetting(db, 'orderRules', orderRulesDefault, null);
    expect(moved.statusCode).toBe(201);
    expect(moved.json().raffleTickets).toHaveLength(4);
    expect(moved.json().benefits.raffleTickets).toBe(4);
    expect(former.statusCode).toBe(201);
    expect(former.json().raffleTickets).toEqual([]);
    expect(former.json().benefits.raffleTickets).toBe(0);
  });

  it('refuses in words when the numbers of an event run low', async () => {
    const order = (await fl.request('POST', '/api/orders', orderBody())).json();
    const owner = {
      orderId: order.ids[0] as string,
      event: 'SPACE',
      customerListId: null,
      customerName: 'Shop',
      customerState: 'FL',
      customerShipState: 'FL',
    };
    let next = 0;
    const source = () => next++;
    const issue = (count: number) =>
      t.runtime.database.db.transaction().execute((tx) => issueRaffleTickets(tx, owner, count, source, 20));
    expect(await issue(15)).toHaveLength(15);
    await expect(issue(4)).rejects.toThrow(
      'The SPACE raffle has 3 ticket numbers left and this order needs 4. Order fewer Cosecha boxes, or ask an administrator to lower the raffle tickets per order in the order rules.',
    );
  });
});
