import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureCustomer, fixtureTexasPermit, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { insertLicense, insertPermit } from '../test/gate-fixtures.js';

/**
 * The order gate on submit and the admin's override (issue 46, part 3; decisions 0298–0299): the
 * shipped rules of Texas (Tex. Tax Code 155.0415) and California (Cal. Bus. & Prof. Code 22980.1).
 */
let t: TestApp;
let rep: TestSession;
let admin: TestSession;
let floridaRep: TestSession;
const db = () => t.runtime.database.db;

const texasRefusal =
  'Texas: Humidor Cigar Co. holds no Texas distributor permit, so it may sell only to Texas permitted distributors — Tex. Tax Code 155.0415';
const californiaRefusal = (name: string, day: string) =>
  `California: a retailer needs a valid California state tobacco retailer license to buy tobacco, and ${name} has none valid on ${day} — Cal. Bus. & Prof. Code 22980.1`;
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(db());
  // The company holds no Texas permit here: the fixture's is taken away.
  await db().deleteFrom('companyPermits').where('id', '=', fixtureTexasPermit.id).execute();
  await db()
    .insertInto('customers')
    .values([
      fixtureCustomer('C-TXD', 'TX'),
      fixtureCustomer('C-CA', 'CA'),
      fixtureCustomer('C-CA-OK', 'CA'),
      fixtureCustomer('C-CA-OLD', 'CA'),
      // Billed in Florida, shipped to Texas: the ship-to state decides.
      fixtureCustomer('C-FL-TX', 'FL', { shipState: 'TX' }),
    ])
    .execute();
  await insertLicense(db(), { customerListId: 'C-TXD', state: 'TX', kind: 'distributor' });
  await insertLicense(db(), {
    customerListId: 'C-CA-OK',
    state: 'CA',
    kind: 'retailer',
    expiresOn: '2099-12-31',
  });
  await insertLicense(db(), {
    customerListId: 'C-CA-OLD',
    state: 'CA',
    kind: 'retailer',
    expiresOn: '2020-12-31',
  });
  // A deleted license counts for nothing.
  await insertLicense(db(), {
    customerListId: 'C-CA',
    state: 'CA',
    kind: 'retailer',
    deletedAt: '2024-01-01T00:00:00Z',
  });
  rep = await t.userSession({
    email: 'rep@gate.test',
    role: 'rep',
    states: ['TX', 'CA', 'FL'],
    repCode: 'FL',
  });
  floridaRep = await t.userSession({ email: 'fl@gate.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  admin = await t.userSession({ email: 'admin@gate.test', role: 'admin', repCode: 'FL' });
});
afterAll(() => t.close());

const countOrders = async () =>
  Number(
    (
      await db()
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const order = (session: TestSession, extra: Record<string, unknown>) =>
  session.request('POST', '/api/orders', orderBody(extra));

describe('submitting an order the gate holds', () => {
  it('refuses a Texas retailer with the rule’s words and its source, and saves nothing', async () => {
    const before = await countOrders();
    const refused = await order(rep, { customerListId: 'C-TX' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: 'ORDER_HELD',
      message: texasRefusal,
      details: {
        reasons: [
          {
            state: 'TX',
            code: 'no-permit-not-distributor',
            message: texasRefusal,
            citation: 'Tex. Tax Code 155.0415',
            url: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.155.htm#155.0415',
          },
        ],
      },
    });
    expect(await countOrders()).toBe(before);
    // The ship-to state decides, not the billing state.
    expect((await order(rep, { customerListId: 'C-FL-TX' })).json().message).toBe(texasRefusal);
  });

  it('lets an order for a Texas permitted distributor go', async () => {
    expect((await order(rep, { customerListId: 'C-TXD' })).statusCode).toBe(201);
  });

  it('lets the same Texas order go once the company holds a Texas distributor permit, and not after it expired', async () => {
    const id = await insertPermit(db(), { state: 'TX', kind: 'distributor' });
    expect((await order(rep, { customerListId: 'C-TX' })).statusCode).toBe(201);
    await db().updateTable('companyPermits').set({ expiresOn: '2021-01-01' }).where('id', '=', id).execute();
    expect((await order(rep, { customerListId: 'C-TX' })).statusCode).toBe(422);
    await db()
      .updateTable('companyPermits')
      .set({ deletedAt: '2024-01-01T00:00:00Z' })
      .where('id', '=', id)
      .execute();
  });

  it('refuses a California shop without a valid retailer license (none, deleted or expired) and lets a licensed one go', async () => {
    const none = await order(rep, { customerListId: 'C-CA' });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(californiaRefusal('C-CA Smoke Shop', today()));
    expect((await order(rep, { customerListId: 'C-CA-OLD' })).json().message).toBe(
      californiaRefusal('C-CA-OLD Smoke Shop', today()),
    );
    expect((await order(rep, { customerListId: 'C-CA-OK' })).statusCode).toBe(201);
  });

  it('refuses a new customer in California, who can hold no license yet', async () => {
    const refused = await order(rep, {
      customerListId: null,
      newCustomer: true,
      newCustomerInfo: {
        name: 'Nuevo Humo',
        street: '1 Main St',
        city: 'Fresno',
        state: 'CA',
        zip: '93721',
        firstName: 'Eva',
        lastName: 'Luz',
        phone: '559-555-0100',
        email: 'eva@example.test',
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(californiaRefusal('Nuevo Humo', today()));
  });
});

describe('an admin lets one order through', () => {
  const reason = '  Sold before the law changed; counsel agreed in writing.  ';

  it('with a written reason: the order is saved, shows who let it through and why, and its history keeps it', async () => {
    const created = await order(admin, { customerListId: 'C-TX', gateOverride: { reason } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().ids[0] as string;
    const page = (await rep.request('GET', `/api/orders/${id}`)).json();
    expect(page.gate).toEqual({
      held: false,
      reasons: [expect.objectContaining({ message: texasRefusal })],
      override: { reason: reason.trim(), byName: expect.any(String), at: expect.any(String), state: 'TX' },
    });
    const history = (await admin.request('GET', `/api/history/order/${id}`)).json().entries as {
      action: string;
      changes: Record<string, { after: unknown }>;
    }[];
    expect(history.find((e) => e.action === 'create')?.changes.letThroughTheGate?.after).toBe(reason.trim());
  });

  it('refuses an override without a reason (400), and one sent by anyone but an admin (403)', async () => {
    const before = await countOrders();
    for (const gateOverride of [{ reason: '  abc  ' }, { reason: '' }, {}]) {
      const refused = await order(admin, { customerListId: 'C-TX', gateOverride });
      expect(refused.statusCode, JSON.stringify(gateOverride)).toBe(400);
      expect(refused.json().message).toMatch(/Write why this order may go through/);
    }
    const byRep = await order(rep, {
      customerListId: 'C-TX',
      gateOverride: { reason: 'The shop is my cousin' },
    });
    expect(byRep.statusCode).toBe(403);
    expect(await countOrders()).toBe(before);
  });

  it('holds for that order only: the next order for the same shop is refused again', async () => {
    expect((await order(admin, { customerListId: 'C-TX' })).statusCode).toBe(422);
  });
});

describe('an order held after it was submitted', () => {
  let id: string;
  beforeEach(async () => {
    // Submitted while the company held a permit that has since been taken away.
    const permit = await insertPermit(db(), { state: 'TX', kind: 'distributor' });
    id = (await order(rep, { customerListId: 'C-TX' })).json().ids[0] as string;
    await db()
      .updateTable('companyPermits')
      .set({ deletedAt: '2024-01-01T00:00:00Z' })
      .where('id', '=', permit)
      .execute();
  });

  it('shows its reasons on its page, and an admin lets it through with a reason kept in its history', async () => {
    expect((await rep.request('GET', `/api/orders/${id}`)).json().gate).toEqual({
      held: true,
      reasons: [expect.objectContaining({ message: texasRefusal, url: expect.stringMatching(/^https:/) })],
      override: null,
    });
    const path = `/api/orders/${id}/gate-override`;
    expect((await rep.request('POST', path, { reason: 'Because I say so' })).statusCode).toBe(403);
    expect((await admin.request('POST', path, { reason: ' no ' })).statusCode).toBe(400);
    expect((await admin.request('POST', path, {})).statusCode).toBe(400);
    const let_ = await admin.request('POST', path, {
      reason: 'Permit renewal filed; the state confirmed by phone.',
    });
    expect(let_.statusCode, let_.body).toBe(200);
    expect(let_.json().gate).toMatchObject({ held: false, override: { state: 'TX' } });
    const history = (await admin.request('GET', `/api/history/order/${id}`)).json().entries as {
      action: string;
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    expect(history.find((e) => e.action === 'update')?.changes.letThroughTheGate).toEqual({
      before: null,
      after: 'Permit renewal filed; the state confirmed by phone.',
    });
    // Nothing left to let through: refused in words.
    expect((await admin.request('POST', path, { reason: 'Once more, for luck' })).statusCode).toBe(409);
  });

  it('an override given for another ship-to state does not hold', async () => {
    await db()
      .updateTable('orders')
      .set({
        complianceOverrideReason: 'Given for Florida',
        complianceOverrideState: 'FL',
        complianceOverrideAt: new Date().toISOString(),
      })
      .where('id', '=', id)
      .execute();
    expect((await rep.request('GET', `/api/orders/${id}`)).json().gate.held).toBe(true);
  });
});

describe('the gate for the device', () => {
  it('answers the rules, permits and company name to every signed-in user', async () => {
    const inputs = (await floridaRep.request('GET', '/api/orders/gate/inputs')).json();
    expect(inputs.companyName).toBe('Humidor Cigar Co.');
    expect(inputs.rules.map((r: { state: string }) => r.state)).toEqual(expect.arrayContaining(['TX', 'CA']));
    expect(inputs.permits.every((p: { state: string }) => p.state)).toBe(true);
  });

  it('answers the licenses of the customers the user sees only', async () => {
    const mine = (await rep.request('GET', '/api/orders/gate/licenses')).json().licenses as {
      customerListId: string;
    }[];
    // The fixture's Florida shops hold their dealer permits (order-fixtures.ts) and are Florida's.
    const florida = ['C-FL', 'C-FL2', 'C-OFF'];
    expect(new Set(mine.map((l) => l.customerListId))).toEqual(
      new Set(['C-TXD', 'C-CA-OK', 'C-CA-OLD', ...florida]),
    );
    const floridas = (await floridaRep.request('GET', '/api/orders/gate/licenses')).json().licenses as {
      customerListId: string;
    }[];
    expect(new Set(floridas.map((l) => l.customerListId))).toEqual(new Set(florida));
    expect(
      (await floridaRep.request('GET', '/api/orders/gate/licenses?customerListId=C-TXD')).json().licenses,
    ).toEqual([]);
  });

  it('decides for a customer, a state or a day, and answers 404 for a customer out of scope', async () => {
    const held = (await rep.request('GET', '/api/orders/gate?customerListId=C-TX')).json();
    expect(held).toMatchObject({ state: 'TX', allowed: false, reasons: [{ message: texasRefusal }] });
    expect((await rep.request('GET', '/api/orders/gate?customerListId=C-TXD')).json().allowed).toBe(true);
    // Before the California rule took effect (2004-01-01), nothing was asked.
    expect((await rep.request('GET', '/api/orders/gate?state=ca&day=2003-12-31')).json()).toMatchObject({
      state: 'CA',
      allowed: true,
    });
    expect((await rep.request('GET', '/api/orders/gate?state=ZZ')).statusCode).toBe(400);
    expect((await rep.request('GET', '/api/orders/gate')).statusCode).toBe(400);
    expect((await floridaRep.request('GET', '/api/orders/gate?customerListId=C-TX')).statusCode).toBe(404);
  });
});
