import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapCustomersAnswer } from '../../domain/map/contract.js';
import { decodeMapCustomers } from '../../domain/map/customers.js';
import { outsideUnitedStatesMessage } from '../../domain/visits/geo.js';
import { getSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { brandedItem, mirrorSender, salesInvoice } from '../test/sales-fixtures.js';
import { listenToChanges } from '../test/live-events.js';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-map-'));
let t: TestApp;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;
let office: TestSession;
let floridaRep: TestSession;
let newYorkRep: TestSession;

/** A customer as QuickBooks sends it, with a real ZIP code so the import places it. */
const customer = (
  id: string,
  name: string,
  ship: { city: string; state: string; zip: string; addr1?: string },
) => ({
  ListID: id,
  FullName: name,
  CompanyName: name,
  IsActive: 'true',
  BillAddress: { Addr1: ship.addr1 ?? '1 Main St', City: ship.city, State: ship.state, PostalCode: ship.zip },
  ShipAddress: { Addr1: ship.addr1 ?? '1 Main St', City: ship.city, State: ship.state, PostalCode: ship.zip },
});

const tampa = { city: 'Tampa', state: 'FL', zip: '33602' };
const austin = { city: 'Austin', state: 'TX', zip: '78701' };

async function mapOf(session: TestSession, query = '') {
  const response = await session.request('GET', `/api/map/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MapCustomersAnswer>();
}

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  send = await mirrorSender(t);
  await send('customers', {
    CustomerRet: [
      customer('C-TAMPA', 'Tampa Leaf', tampa),
      customer('C-AUSTIN', 'Austin Smoke', austin),
      { ...customer('C-NOWHERE', 'Nowhere Cigars', { city: 'Miami', state: 'FL', zip: '' }) },
    ],
  });
  // Assortment products ('p-' codes) bought in the last 9 months make a grade (D from 14 SKUs).
  const items = Array.from({ length: 14 }, (_, i) => ({
    ...brandedItem(`I-${i}`, 'Cielo'),
    Name: `p-box-${i}`,
  }));
  await send('items', { ItemInventoryRet: items });
  const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  await send('invoices', {
    InvoiceRet: [
      salesInvoice({
        id: 'INV-T1',
        customer: 'C-TAMPA',
        date: recent,
        shipState: 'FL',
        rep: 'FL',
        lines: items.map((item) => [item.ListID, '10.00'] as [string, string]),
      }),
    ],
  });
  admin = await t.userSession({ email: 'admin@map.test', role: 'admin' });
  office = await t.userSession({ email: 'office@map.test', role: 'office' });
  floridaRep = await t.userSession({ email: 'fl@map.test', role: 'rep', states: ['FL'] });
  newYorkRep = await t.userSession({ email: 'ny@map.test', role: 'rep', states: ['NY'] });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('the map’s customers', () => {
  it('sends every customer an admin sees, column by column, with place, grade, last order and status', async () => {
    const answer = await mapOf(admin);
    expect(answer.ids).toEqual(['C-AUSTIN', 'C-NOWHERE', 'C-TAMPA']);
    for (const column of [answer.names, answer.latitudes, answer.lastOrders, answer.lastVisits]) {
      expect(column).toHaveLength(3);
    }
    expect(answer.grades).toHaveLength(3);
    const [austinRow, nowhere, tampaRow] = decodeMapCustomers(answer);
    expect(tampaRow).toMatchObject({
      name: 'Tampa Leaf',
      city: 'Tampa',
      state: 'FL',
      grade: 'D',
      source: 'zip',
    });
    expect(tampaRow!.latitude).toBeCloseTo(27.95, 1);
    expect(tampaRow!.longitude).toBeCloseTo(-82.46, 1);
    expect(tampaRow!.lastOrder).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(austinRow).toMatchObject({ grade: null, lastOrder: null, lastVisit: null, status: 'overdue' });
    // A customer without a ZIP code is listed, with no place.
    expect(nowhere).toMatchObject({ latitude: null, longitude: null, source: null });
  });

  it('a rep receives only the customers of their states, and a rep of other states none at all', async () => {
    expect((await mapOf(floridaRep)).ids).toEqual(['C-NOWHERE', 'C-TAMPA']);
    const none = await mapOf(newYorkRep);
    expect(none.ids).toEqual([]);
    expect(none.latitudes).toEqual([]);
    expect(none.longitudes).toEqual([]);
    expect(none.names).toEqual([]);
  });

  it('a check-in makes a customer fine at once, though the answer was kept before it', async () => {
    const tampaOf = async () => decodeMapCustomers(await mapOf(admin)).find((c) => c.id === 'C-TAMPA');
    expect((await tampaOf())?.status).not.toBe('fine');
    const checkIn = await floridaRep.request('POST', '/api/visits', {
      id: crypto.randomUUID(),
      customerId: 'C-TAMPA',
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    // The kept answer is forgotten when visit.changed arrives (after the answer on PostgreSQL).
    await expect.poll(async () => (await tampaOf())?.status).toBe('fine');
    expect((await tampaOf())!.lastVisit).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('a moved pin shows at once in the mover’s next map, and is told live to its states’ users', async () => {
    const before = decodeMapCustomers(await mapOf(floridaRep)).find((c) => c.id === 'C-TAMPA')!;
    const live = listenToChanges(t.runtime.bus);
    try {
      const moved = await floridaRep.request('PUT', '/api/map/customers/C-TAMPA/location', {
        latitude: 27.95,
        longitude: -82.45,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      // Open maps of Florida fetch theirs again; other instances forget their kept answers.
      await live.arrived([{ kind: 'customer.place', id: 'C-TAMPA', scopeStates: ['FL'] }]);
    } finally {
      live.stop();
    }
    // In the customer's history, from where to where, for those who see the customer.
    const history = async (session: TestSession) =>
      ((await session.request('GET', '/api/history/customer/C-TAMPA')).json().entries ?? []) as {
        entityType: string;
        userName: string;
        changes: Record<string, { before: unknown; after: unknown }>;
      }[];
    const moves = (await history(floridaRep)).filter((entry) => entry.entityType === 'place');
    expect(moves[0]!.changes).toEqual({
      latitude: { before: before.latitude, after: 27.95 },
      longitude: { before: before.longitude, after: -82.45 },
      source: { before: before.source, after: 'pin' },
    });
    expect((await history(newYorkRep)).filter((entry) => entry.entityType === 'place')).toEqual([]);
    const after = decodeMapCustomers(await mapOf(floridaRep)).find((c) => c.id === 'C-TAMPA')!;
    expect(after.source).toBe('pin');
    expect(after.latitude).not.toBe(before.latitude);
  });
});

describe('one rep’s day', () => {
  const date = '2026-11-20';
  beforeAll(async () => {
    const db = t.runtime.database.db;
    const visit = (id: string, customerListId: string, startedAt: string) => ({
      id,
      customerListId,
      userId: floridaRep.userId,
      startedAt,
      endedAt: null,
      latitude: null,
      longitude: null,
      distanceMiles: null,
      noteId: null,
      createdAt: startedAt,
    });
    await db
      .insertInto('visits')
      .values([
        // 9:00 and 23:30 in New York (the company's zone) are that day; 1:00 UTC is the evening before.
        visit('00000000-0000-4000-8000-000000000001', 'C-TAMPA', '2026-11-20T14:00:00.000Z'),
        visit('00000000-0000-4000-8000-000000000002', 'C-AUSTIN', '2026-11-21T04:30:00.000Z'),
        visit('00000000-0000-4000-8000-000000000003', 'C-TAMPA', '2026-11-20T01:00:00.000Z'),
      ])
      .execute();
  });

  it('admin and office see the rep’s visits of that day in the company’s time zone', async () => {
    for (const session of [admin, office]) {
      const { day } = await mapOf(session, `?rep=${floridaRep.userId}&date=${date}`);
      expect(day).toMatchObject({ userId: floridaRep.userId, date, userName: 'Test User' });
      expect(day!.visits.map((v) => v.customerId)).toEqual(['C-TAMPA', 'C-AUSTIN']);
    }
  });

  it('a rep may open their own day, with the visits of their states only, and no one else’s', async () => {
    const own = await mapOf(floridaRep, `?rep=${floridaRep.userId}&date=${date}`);
    expect(own.day!.visits.map((v) => v.customerId)).toEqual(['C-TAMPA']);
    const other = await newYorkRep.request('GET', `/api/map/customers?rep=${floridaRep.userId}&date=${date}`);
    expect(other.statusCode).toBe(403);
  });

  it('refuses a rep without a date, and a rep who does not exist', async () => {
    const half = await admin.request('GET', `/api/map/customers?rep=${floridaRep.userId}`);
    expect(half.statusCode).toBe(400);
    expect(half.json<{ message: string }>().message).toMatch(/both a rep and a date/);
    const missing = await admin.request('GET', `/api/map/customers?rep=nobody&date=${date}`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('dragging a pin', () => {
  const key = { latitude: 27.9711, longitude: -82.4648 };
  const pin = (session: TestSession, id: string, body: unknown) =>
    session.request('PUT', `/api/map/customers/${id}/location`, body);

  it('a rep who sees the customer sets it, and the map shows the pin', async () => {
    const response = await pin(floridaRep, 'C-TAMPA', key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ customerId: 'C-TAMPA', ...key, source: 'pin' });
    const tampaRow = decodeMapCustomers(await mapOf(admin)).find((c) => c.id === 'C-TAMPA');
    expect(tampaRow).toMatchObject({ ...key, source: 'pin' });
  });

  it('the pin stays through an import of the same address and goes when the address changes', async () => {
    await send('customers', { CustomerRet: [customer('C-TAMPA', 'Tampa Leaf', tampa)] });
    expect(decodeMapCustomers(await mapOf(admin)).find((c) => c.id === 'C-TAMPA')).toMatchObject({
      source: 'pin',
    });
    await send('customers', {
      CustomerRet: [customer('C-TAMPA', 'Tampa Leaf', { ...tampa, addr1: '9 Bay St' })],
    });
    expect(decodeMapCustomers(await mapOf(admin)).find((c) => c.id === 'C-TAMPA')).toMatchObject({
      source: 'zip',
    });
  });

  it('a rep of other states gets "not found", the office may not drag, an admin may anywhere', async () => {
    expect((await pin(newYorkRep, 'C-TAMPA', key)).statusCode).toBe(404);
    expect((await pin(floridaRep, 'C-AUSTIN', { latitude: 30.27, longitude: -97.74 })).statusCode).toBe(404);
    expect((await pin(office, 'C-TAMPA', key)).statusCode).toBe(403);
    expect((await pin(admin, 'C-AUSTIN', { latitude: 30.27, longitude: -97.74 })).statusCode).toBe(200);
  });

  it('refuses a place outside the United States and a body that is not a place', async () => {
    const paris = await pin(admin, 'C-TAMPA', { latitude: 48.8566, longitude: 2.3522 });
    expect(paris.statusCode).toBe(400);
    expect(paris.json<{ message: string }>().message).toBe(outsideUnitedStatesMessage);
    expect((await pin(admin, 'C-TAMPA', { latitude: 'north' })).statusCode).toBe(400);
    expect((await pin(admin, 'C-TAMPA', { latitude: 95, longitude: -82 })).statusCode).toBe(400);
  });
});

describe('the basemap', () => {
  const file = Buffer.concat([Buffer.from('PMTiles'), Buffer.from([3]), Buffer.alloc(1000, 7)]);
  const upload = (session: TestSession, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/map/basemap.pmtiles',
      headers: { cookie: session.cookie, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const download = (range?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/map/basemap.pmtiles',
      headers: { cookie: floridaRep.cookie, ...(range && { range }) },
    });

  it('is none until an admin uploads a PMTiles file, and then Humidor’s own address', async () => {
    expect((await floridaRep.request('GET', '/api/map/basemap')).json()).toEqual({ kind: 'none' });
    expect((await download()).statusCode).toBe(404);
    expect((await upload(floridaRep, file)).statusCode).toBe(403);
    const wrong = await upload(admin, Buffer.from('<html>not tiles</html>'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toMatch(/not a PMTiles basemap/);
    const live = listenToChanges(t.runtime.bus);
    try {
      expect((await upload(admin, file)).statusCode).toBe(204);
      // Open map pages and the admin's settings hear of it.
      await live.arrived([{ kind: 'settings.changed', id: 'mapTiles' }]);
    } finally {
      live.stop();
    }
    expect((await floridaRep.request('GET', '/api/map/basemap')).json()).toEqual({
      kind: 'pmtiles',
      url: '/api/map/basemap.pmtiles',
    });
  });

  it('answers HTTP Range requests, as PMTiles readers send them', async () => {
    const whole = await download();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(file)).toBe(true);
    const head = await download('bytes=0-6');
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-6/${file.length}`);
    expect(head.body).toBe('PMTiles');
    const tail = await download('bytes=-8');
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(file.subarray(file.length - 8))).toBe(true);
    const open = await download(`bytes=${file.length - 3}-`);
    expect(open.rawPayload.equals(file.subarray(file.length - 3))).toBe(true);
    const past = await download(`bytes=${file.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${file.length}`);
  });

  it('an admin may point it at a tile address instead, checked like any setting', async () => {
    const bad = await admin.request('PUT', '/api/admin/settings/mapTiles', { kind: 'url', url: 'tiles' });
    expect(bad.statusCode).toBe(400);
    // Addresses whose host a policy would widen to any host (issue 44): refused, nothing saved.
    for (const [url, message] of [
      ['https://{s}/{z}/{x}/{y}.png', /instead of \{s\}/],
      ['https://{s}.tile.example.org/{z}/{x}/{y}.png', /instead of \{s\}/],
      ['https://*/{z}/{x}/{y}.png', /host in full/],
      ['https://*.example.org/{z}/{x}/{y}.png', /host in full/],
      ['http://tiles.example.com/{z}/{x}/{y}.png', /starting with https/],
    ] as const) {
      const refused = await admin.request('PUT', '/api/admin/settings/mapTiles', { kind: 'url', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(message);
    }
    expect((await getSetting(t.runtime.database.db, 'mapTiles')).kind).not.toBe('url');
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    const saved = await admin.request('PUT', '/api/admin/settings/mapTiles', { kind: 'url', url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await floridaRep.request('GET', '/api/map/basemap')).json()).toEqual({ kind: 'url', url });

    // The page's policy lets the map reach that host, and only while it is the basemap.
    const policy = async () =>
      String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directive = async (name: string) =>
      (await policy()).split(';').find((part) => part.startsWith(`${name} `));
    await expect
      .poll(() => directive('img-src'))
      .toBe("img-src 'self' data: blob: https://tiles.example.com");
    expect(await directive('connect-src')).toBe("connect-src 'self' https://tiles.example.com");

    // A value saved before the rule (written here behind the schema's back) adds no host at all.
    await t.runtime.database.db
      .updateTable('settings')
      .set({ value: { kind: 'url', url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } })
      .where('key', '=', 'mapTiles')
      .execute();
    await t.runtime.bus.publish({ kind: 'settings.changed', id: 'mapTiles' });
    await expect.poll(policy).not.toContain('tiles.example.com');
    expect(await directive('img-src')).toBe("img-src 'self' data: blob:");
    expect(await directive('connect-src')).toBe("connect-src 'self'");
    await admin.request('PUT', '/api/admin/settings/mapTiles', { kind: 'url', url });
    await expect.poll(policy).toContain('https://tiles.example.com');
    const none = await admin.request('PUT', '/api/admin/settings/mapTiles', { kind: 'none' });
    expect(none.statusCode).toBe(200);
    await expect.poll(policy).not.toContain('tiles.example.com');
  });
});
