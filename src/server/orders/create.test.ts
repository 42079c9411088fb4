import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderInputSchema } from '../../domain/orders/schemas.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { createOrders } from './commands.js';
import { findPrincipal } from '../users/queries.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let fl: TestSession;
let tx: TestSession;
let office: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'rep.fl@orders.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'rep.tx@orders.test', role: 'rep', states: ['TX'] });
  office = await t.userSession({ email: 'office@orders.test', role: 'office' });
});
afterAll(() => t.close());

const countOrders = async () =>
  Number(
    (
      await t.runtime.database.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/orders', () => {
  it('computes prices and totals itself and ignores the totals and prices a client sends', async () => {
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({
        totals: { amount: 1, qty: 1 },
        products: [{ listId: fixtureItems.adf.listId, qty: 2, price: 0.01 }],
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.totals).toEqual(
      expect.objectContaining({ amount: 720, qty: 2, facings: 1, retailValue: 1600 }),
    );
    const order = (await fl.request('GET', `/api/orders/${body.ids[0]}`)).json().order;
    expect(order.products).toEqual([
      expect.objectContaining({ name: 'p-ADF109', qty: 2, price: 360, amount: 720, msrp: 800 }),
    ]);
    expect(order).toEqual(
      expect.objectContaining({
        priceLevelName: '10%',
        terms: 'Net 30',
        status: 'OrderSubmitted',
        authorId: fl.userId,
        originalAuthorId: fl.userId,
        customerName: 'C-FL Smoke Shop',
        customerState: 'FL',
      }),
    );
  });

  it('uses the chosen price level, or 0% when the customer has none', async () => {
    const none = (await fl.request('POST', '/api/orders', orderBody({ customerListId: 'C-FL2' }))).json();
    expect(none.totals.amount).toBe(800);
    const chosen = (
      await fl.request(
        'POST',
        '/api/orders',
        orderBody({ customerListId: 'C-FL2', priceLevelListId: 'PL-10' }),
      )
    ).json();
    expect(chosen.totals.amount).toBe(720);
  });

  it('answers the validation messages of the spec', async () => {
    const response = await fl.request('POST', '/api/orders', { repCode: '', products: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.messages).toEqual([
      'Missing / Customer not selected',
      'Please select a REP Code',
      'Please select an order type',
      'Missing: Products, there are no products selected',
    ]);
  });

  it('refuses a multiply count outside 1 to 10 and instructions over 700', async () => {
    expect((await fl.request('POST', '/api/orders', orderBody({ multiplyOrder: 11 }))).statusCode).toBe(400);
    expect(
      (await fl.request('POST', '/api/orders', orderBody({ instructions: 'x'.repeat(701) }))).statusCode,
    ).toBe(400);
  });

  it('lets a rep order only for customers in their states', async () => {
    const response = await tx.request('POST', '/api/orders', orderBody());
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('A customer with the ID C-FL does not exist');
    const newCustomer = await tx.request(
      'POST',
      '/api/orders',
      orderBody({
        customerListId: null,
        newCustomer: true,
        newCustomerInfo: {
          name: 'New Shop',
          street: '1 Main',
          city: 'Miami',
          state: 'FL',
          zip: '33101',
          firstName: 'A',
          lastName: 'B',
          phone: '1',
          email: 'a@b.test',
        },
      }),
    );
    expect(newCustomer.statusCode).toBe(400);
  });

  it('refuses inactive customers and items', async () => {
    expect((await fl.request('POST', '/api/orders', orderBody({ customerListId: 'C-OFF' }))).statusCode).toBe(
      400,
    );
    const item = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ products: [{ listId: 'I-OLD', qty: 1 }] }),
    );
    expect(item.statusCode).toBe(400);
  });

  it('takes a new customer order with Credit Card terms and Missing : X messages', async () => {
    const missing = await office.request(
      'POST',
      '/api/orders',
      orderBody({ newCustomer: true, customerListId: null }),
    );
    expect(missing.statusCode).toBe(400);
    const messages: string[] = missing.json().details.messages;
    expect(messages.slice(0, 2)).toEqual(['Missing : Customer Name', 'Missing : Street Address']);
    expect(messages.at(-1)).toMatch(/switch to Current Customer/);
    const info = {
      name: 'New Shop',
      street: '1 Main',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
      firstName: 'A',
      lastName: 'B',
      phone: '1',
      email: 'a@b.test',
    };
    const created = await office.request(
      'POST',
      '/api/orders',
      orderBody({ newCustomer: true, customerListId: null, newCustomerInfo: info }),
    );
    expect(created.statusCode).toBe(201);
    const order = (await office.request('GET', `/api/orders/${created.json().ids[0]}`)).json().order;
    expect(order).toEqual(
      expect.objectContaining({ terms: 'Credit Card', newCustomer: true, customerState: 'TX' }),
    );
    expect((await fl.request('GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
  });

  it('applies the caps on the server and reports their alerts', async () => {
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({
        customerListId: 'C-FL2',
        products: [
          { listId: fixtureItems.big.listId, qty: 1 },
          { listId: fixtureItems.yos.listId, qty: 3 },
          { listId: fixtureItems.cielo.listId, qty: 5 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.alerts.map((a: { message: string }) => a.message)).toContain(
      'Warning: Total Cielo items (5) exceeds allowed limit of 2 boxes',
    );
    expect(body.totals.amount).toBe(1250);
  });

  it('gives TAA members on a TAA2025 order free shipping from 5,000', async () => {
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderType: 'TAA2025', products: [{ listId: fixtureItems.adf.listId, qty: 14 }] }),
    );
    const body = response.json();
    expect(body.totals.amount).toBe(5040);
    expect(body.benefits.freeShipping).toBe(true);
    expect(body.benefits.gifts).toEqual([{ item: 'p-ADF3PK', description: 'p-ADF3PK box', qty: 14 }]);
    const order = (await fl.request('GET', `/api/orders/${body.ids[0]}`)).json().order;
    expect(order.freeShipping).toBe(true);
  });

  it('orders for a user with a rep code chosen in the User selector', async () => {
    const response = await office.request('POST', '/api/orders', orderBody({ authorId: fl.userId }));
    const order = (await office.request('GET', `/api/orders/${response.json().ids[0]}`)).json().order;
    expect(order).toEqual(expect.objectContaining({ authorId: fl.userId, originalAuthorId: office.userId }));
    const refused = await fl.request('POST', '/api/orders', orderBody({ authorId: tx.userId }));
    expect(refused.statusCode).toBe(400);
  });

  it('checks order tags for exclusivity', async () => {
    const response = await fl.request(
      'POST',
      '/api/orders',
      orderBody({ orderTags: ['Phone-Order', 'Email-Order'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(
      (await fl.request('POST', '/api/orders', orderBody({ orderTags: ['Phone-Order', 'Rush'] }))).statusCode,
    ).toBe(201);
  });
});

describe('multiply order and raffle tickets', () => {
  it('creates n equal orders in one batch', async () => {
    const before = await countOrders();
    const body = (await fl.request('POST', '/api/orders', orderBody({ multiplyOrder: 3 }))).json();
    expect(body.ids).toHaveLength(3);
    expect(await countOrders()).toBe(before + 3);
    const orders = await t.runtime.database.db
      .selectFrom('orders')
      .selectAll()
      .where('batchId', '=', body.batchId)
      .execute();
    expect(new Set(orders.map((o) => o.amount))).toEqual(new Set([720]));
  });

  it('creates none of them when one fails (all or nothing)', async () => {
    const before = await countOrders();
    const user = (await findPrincipal(t.runtime.database.db, fl.userId))!;
    const input = orderInputSchema.parse(
      orderBody({
        orderType: 'PCA2025',
        multiplyOrder: 3,
        products: [{ listId: fixtureItems.cosecha.listId, qty: 1 }],
      }),
    );
    const sameNumber = () => 424242;
    await expect(
      createOrders({ ...t.runtime.database, bus: t.runtime.bus, tickets: sameNumber }, user, input),
    ).rejects.toThrow(/unique raffle tickets/);
    expect(await countOrders()).toBe(before);
  });

  it('retries a ticket number that is taken', async () => {
    const user = (await findPrincipal(t.runtime.database.db, fl.userId))!;
    const numbers = [7, 7, 7, 8];
    const input = orderInputSchema.parse(
      orderBody({ orderType: 'PCA2025', products: [{ listId: fixtureItems.cosecha.listId, qty: 2 }] }),
    );
    const source = () => numbers.shift() ?? 9;
    const created = await createOrders(
      { ...t.runtime.database, bus: t.runtime.bus, tickets: source },
      user,
      input,
    );
    expect(created.raffleTickets.map((r) => r.ticketNumber)).toEqual(['000007', '000008']);
  });

  it('issues unique 6-digit tickets for PCA2025 orders, even for parallel submits', async () => {
    const submits = Array.from({ length: 6 }, () =>
      fl.request(
        'POST',
        '/api/orders',
        orderBody({
          orderType: 'PCA2025',
          multiplyOrder: 2,
          products: [{ listId: fixtureItems.cosecha.listId, qty: 5 }],
        }),
      ),
    );
    const responses = await Promise.all(submits);
    for (const r of responses) expect(r.statusCode).toBe(201);
    const tickets = responses.flatMap((r) =>
      r.json().raffleTickets.map((x: { ticketNumber: string }) => x.ticketNumber),
    );
    expect(tickets).toHaveLength(60);
    for (const ticket of tickets) expect(ticket).toMatch(/^\d{6}$/);
    expect(new Set(tickets).size).toBe(60);
    const orderId = responses[0]!.json().ids[0];
    const forOrder = (await fl.request('GET', `/api/raffle-tickets?orderId=${orderId}`)).json().tickets;
    expect(forOrder).toHaveLength(5);
    expect((await tx.request('GET', `/api/raffle-tickets?orderId=${orderId}`)).json().tickets).toEqual([]);
  });

  it('issues no tickets for other order types', async () => {
    const body = (
      await fl.request(
        'POST',
        '/api/orders',
        orderBody({ products: [{ listId: fixtureItems.cosecha.listId, qty: 5 }] }),
      )
    ).json();
    expect(body.raffleTickets).toEqual([]);
  });

  it('exports raffle tickets as raffle_tickets.csv, scoped', async () => {
    const csv = await fl.request('GET', '/api/raffle-tickets/export.csv');
    expect(csv.headers['content-disposition']).toContain('raffle_tickets.csv');
    expect(csv.body.split('\r\n')[0]).toBe('\uFEFFTicket Number,Customer,Event,Order,Created');
    expect(csv.body.split('\r\n').length).toBeGreaterThan(60);
    const outside = await tx.request('GET', '/api/raffle-tickets/export.csv');
    expect(outside.body.trim().split('\r\n')).toHaveLength(1);
  });
});
