import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeCensus, type FakeCensus } from '../test/fake-census.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { mirrorSender } from '../test/sales-fixtures.js';
import { geocodeJobHandlers, geocodeKind, geocodeRound } from './geocode.js';

let t: TestApp;
let census: FakeCensus;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;

const db = () => t.runtime.database.db;
const customer = (id: string, street: string) => ({
  ListID: id,
  FullName: id,
  CompanyName: id,
  IsActive: 'true',
  ShipAddress: { Addr1: street, City: 'Tampa', State: 'FL', PostalCode: '33602' },
});
const placeOf = (id: string) =>
  db()
    .selectFrom('customerLocations')
    .select(['latitude', 'longitude', 'source'])
    .where('customerListId', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  census = await startFakeCensus();
  send = await mirrorSender(t);
  admin = await t.userSession({ email: 'admin@geocode.test', role: 'admin' });
  census.known.set('401 Channelside Dr', '-82.4455,27.9432');
  census.known.set('1 Moved Ave', '-82.4600,27.9600');
  await send('customers', {
    CustomerRet: [
      customer('G-FOUND', '401 Channelside Dr'),
      customer('G-UNKNOWN', '9 Nowhere Ln'),
      customer('G-PINNED', '401 Channelside Dr'),
    ],
  });
});
afterAll(async () => {
  await census.close();
  await t.close();
});
beforeEach(() => {
  census.batches.length = 0;
  census.failWith = null;
});

describe('placing customers at their street addresses', () => {
  it('asks nothing outside Humidor until an admin chooses a geocoder', async () => {
    expect(await geocodeRound(db())).toEqual({ sent: 0, placed: 0 });
    expect(census.batches).toEqual([]);
    expect((await placeOf('G-FOUND')).source).toBe('zip');
  });

  it('places the matched ones, keeps a pin, and sends an address once until it changes', async () => {
    const refused = await admin.request('PUT', '/api/admin/settings/geocoder', {
      kind: 'census',
      url: 'nowhere',
    });
    expect(refused.statusCode).toBe(400);
    const saved = await admin.request('PUT', '/api/admin/settings/geocoder', {
      kind: 'census',
      url: census.url,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pinned = await admin.request('PUT', '/api/map/customers/G-PINNED/location', {
      latitude: 27.95,
      longitude: -82.45,
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    expect(await geocodeRound(db())).toEqual({ sent: 2, placed: 1 });
    expect(census.batches).toEqual([
      {
        benchmark: 'Public_AR_Current',
        rows: [
          { id: 'G-FOUND', street: '401 Channelside Dr', city: 'Tampa', state: 'FL', zip: '33602' },
          { id: 'G-UNKNOWN', street: '9 Nowhere Ln', city: 'Tampa', state: 'FL', zip: '33602' },
        ],
      },
    ]);
    expect(await placeOf('G-FOUND')).toEqual({ latitude: 27.9432, longitude: -82.4455, source: 'address' });
    expect((await placeOf('G-UNKNOWN')).source).toBe('zip');
    expect(await placeOf('G-PINNED')).toEqual({ latitude: 27.95, longitude: -82.45, source: 'pin' });

    // Nothing new to ask: the unmatched address is not sent again.
    expect(await geocodeRound(db())).toEqual({ sent: 0, placed: 0 });
    expect(census.batches).toHaveLength(1);

    // A moved customer goes back to its new ZIP centre at the import, then to its new street.
    await send('customers', { CustomerRet: [customer('G-UNKNOWN', '1 Moved Ave')] });
    expect((await placeOf('G-UNKNOWN')).source).toBe('zip');
    expect(await geocodeRound(db())).toEqual({ sent: 1, placed: 1 });
    expect(await placeOf('G-UNKNOWN')).toEqual({ latitude: 27.96, longitude: -82.46, source: 'address' });
    // The import keeps a geocoded place while its address stays.
    await send('customers', { CustomerRet: [customer('G-FOUND', '401 Channelside Dr')] });
    expect((await placeOf('G-FOUND')).source).toBe('address');
  });

  it('fails a round the geocoder refuses and changes nothing, so the next one asks again', async () => {
    await send('customers', { CustomerRet: [customer('G-LATER', '401 Channelside Dr')] });
    census.failWith = 503;
    await expect(geocodeRound(db())).rejects.toThrow('The geocoder answered 503.');
    expect((await placeOf('G-LATER')).source).toBe('zip');
    census.failWith = null;
    expect(await geocodeRound(db())).toEqual({ sent: 1, placed: 1 });
    expect((await placeOf('G-LATER')).source).toBe('address');
  });

  it('runs hourly: each round queues the next hour, and asks the geocoder after its commit', async () => {
    await send('customers', { CustomerRet: [customer('G-HOURLY', '401 Channelside Dr')] });
    const now = new Date('2026-11-28T05:20:00.000Z');
    const handler = geocodeJobHandlers({ db: db() })[geocodeKind]!;
    const after = await db()
      .transaction()
      .execute((tx) => handler({ tx, now, job: {} as Parameters<typeof handler>[0]['job'] }));
    const next = await db()
      .selectFrom('jobs')
      .select(['key', 'runAt'])
      .where('kind', '=', geocodeKind)
      .execute();
    expect(next.map((job) => job.key)).toContain(`${geocodeKind}:2026-11-28T06:00:00.000Z`);
    expect(census.batches).toEqual([]);
    await after?.();
    expect(census.batches).toHaveLength(1);
    expect((await placeOf('G-HOURLY')).source).toBe('address');
  });
});
