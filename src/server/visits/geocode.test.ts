import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { internetOutbound, type Outbound } from '../shared/outbound.js';
import { startFakeCensus, type FakeCensus } from '../test/fake-census.js';
import { getSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { mirrorSender } from '../test/sales-fixtures.js';
import { geocodeJobHandlers, geocodeKind, geocodeRound } from './geocode.js';

let t: TestApp;
let census: FakeCensus;
let send: Awaited<ReturnType<typeof mirrorSender>>;
let admin: TestSession;

/**
 * The geocoder as an admin names it, and what its name resolves to: the resolver and the poster are
 * handed in (no network). The post goes to the fake Census, and notes the addresses it was pinned to.
 */
const geocoderUrl = 'https://census.test/geocoder/locations/addressbatch';
const publicIp = '93.184.215.14';
const dnsTable = new Map<string, string[]>();
const posted: string[][] = [];
const outbound: Outbound = {
  resolveHost: async (host) => {
    const found = dnsTable.get(host);
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  },
  post: (_url, form, addresses, signal) => {
    posted.push(addresses);
    return fetch(census.url, { method: 'POST', body: form, signal });
  },
};

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
  t = await createTestApp({ outbound });
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
  posted.length = 0;
  dnsTable.clear();
  dnsTable.set('census.test', [publicIp]);
});

describe('placing customers at their street addresses', () => {
  it('asks nothing outside Humidor until an admin chooses a geocoder', async () => {
    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 0, placed: 0 });
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
      url: geocoderUrl,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pinned = await admin.request('PUT', '/api/map/customers/G-PINNED/location', {
      latitude: 27.95,
      longitude: -82.45,
    });
    expect(pinned.statusCode, pinned.body).toBe(200);

    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 2, placed: 1 });
    // The post connects only to the address the name was checked to stand for.
    expect(posted).toEqual([[publicIp]]);
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
    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 0, placed: 0 });
    expect(census.batches).toHaveLength(1);

    // A moved customer goes back to its new ZIP centre at the import, then to its new street.
    await send('customers', { CustomerRet: [customer('G-UNKNOWN', '1 Moved Ave')] });
    expect((await placeOf('G-UNKNOWN')).source).toBe('zip');
    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 1, placed: 1 });
    expect(await placeOf('G-UNKNOWN')).toEqual({ latitude: 27.96, longitude: -82.46, source: 'address' });
    // The import keeps a geocoded place while its address stays.
    await send('customers', { CustomerRet: [customer('G-FOUND', '401 Channelside Dr')] });
    expect((await placeOf('G-FOUND')).source).toBe('address');
  });

  it('fails a round the geocoder refuses and changes nothing, so the next one asks again', async () => {
    await send('customers', { CustomerRet: [customer('G-LATER', '401 Channelside Dr')] });
    census.failWith = 503;
    await expect(geocodeRound(db(), outbound)).rejects.toThrow('The geocoder answered 503.');
    expect((await placeOf('G-LATER')).source).toBe('zip');
    census.failWith = null;
    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 1, placed: 1 });
    expect((await placeOf('G-LATER')).source).toBe('address');
  });

  it('runs hourly: each round queues the next hour, and asks the geocoder after its commit', async () => {
    await send('customers', { CustomerRet: [customer('G-HOURLY', '401 Channelside Dr')] });
    const now = new Date('2026-11-28T05:20:00.000Z');
    const handler = geocodeJobHandlers({ db: db(), outbound })[geocodeKind]!;
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

describe('the geocoder’s address (issue 44)', () => {
  const save = (url: string) => admin.request('PUT', '/api/admin/settings/geocoder', { kind: 'census', url });
  const savedUrl = async () => {
    const geocoder = await getSetting(db(), 'geocoder');
    return geocoder.kind === 'census' ? geocoder.url : null;
  };

  it.each([
    ['http://169.254.169.254/latest/meta-data/', /must start with https/],
    ['https://169.254.169.254/latest/meta-data/', /link-local address/],
    ['file:///etc/passwd', /must start with https/],
    ['gopher://census.test/', /must start with https/],
    ['ftp://census.test/', /must start with https/],
    ['https://127.0.0.1/', /loopback address/],
    ['https://[::1]/', /loopback address/],
    ['https://[::ffff:10.0.0.1]/', /private address/],
    ['https://localhost/', /loopback address/],
    // Names are resolved at save: what they stand for now must be public too.
    ['https://metadata.test/', /metadata\.test \(169\.254\.169\.254\) is a link-local address/],
    ['https://office.test/', /office\.test \(192\.168\.1\.10\) is a private address/],
    ['https://cgnat.test/', /carrier-grade NAT/],
    ['https://mapped.test/', /mapped\.test \(::ffff:127\.0\.0\.1\) is a loopback address/],
    ['https://ula.test/', /private address/],
    ['https://split.test/', /split\.test \(10\.0\.0\.2\) is a private address/],
    ['https://nowhere.test/', /could not find nowhere\.test/],
  ])('refuses %s with 400 and saves nothing', async (url, message) => {
    dnsTable.set('metadata.test', ['169.254.169.254']);
    dnsTable.set('office.test', ['192.168.1.10']);
    dnsTable.set('cgnat.test', ['100.64.0.9']);
    dnsTable.set('mapped.test', ['::ffff:127.0.0.1']);
    dnsTable.set('ula.test', ['fd00::5']);
    // One public address beside a private one is refused: the connection could go to either.
    dnsTable.set('split.test', [publicIp, '10.0.0.2']);
    const before = await savedUrl();
    const refused = await save(url);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^url: /);
    expect(refused.json<{ message: string }>().message).toMatch(message);
    expect(await savedUrl()).toBe(before);
  });

  it('checks the name again before each post: pointed at a private address since, nothing is sent', async () => {
    expect((await save(geocoderUrl)).statusCode).toBe(200);
    await send('customers', { CustomerRet: [customer('G-REBOUND', '401 Channelside Dr')] });
    dnsTable.set('census.test', ['10.0.0.7']);
    await expect(geocodeRound(db(), outbound)).rejects.toThrow(
      'The geocoder was not asked: census.test (10.0.0.7) is a private address',
    );
    // The hourly job logs it and waits for the next hour.
    const warnings: string[] = [];
    const logger = { warn: (_obj: object, message: string) => void warnings.push(message), error: () => {} };
    const handler = geocodeJobHandlers({ db: db(), outbound, logger })[geocodeKind]!;
    const after = await db()
      .transaction()
      .execute((tx) => handler({ tx, now: new Date(), job: {} as Parameters<typeof handler>[0]['job'] }));
    await after?.();
    expect(warnings).toEqual(['The geocoder could not be asked; the next hour tries again.']);
    expect(posted).toEqual([]);
    expect(census.batches).toEqual([]);
    expect((await placeOf('G-REBOUND')).source).toBe('zip');
    // Public again, the next round sends it.
    dnsTable.set('census.test', [publicIp]);
    expect(await geocodeRound(db(), outbound)).toEqual({ sent: 1, placed: 1 });
  });

  it('connects only to the checked addresses, whatever the name resolves to', async () => {
    const port = new URL(census.url).port;
    const form = () => {
      const body = new FormData();
      body.append('benchmark', 'Public_AR_Current');
      body.append('addressFile', new Blob(['"1","401 Channelside Dr","Tampa","FL","33602"\n']), 'a.csv');
      return body;
    };
    // `census.test` resolves nowhere on this machine: the post reaches the fake by the pinned address.
    const answer = await internetOutbound.post(
      `http://census.test:${port}/geocoder/locations/addressbatch`,
      form(),
      ['127.0.0.1'],
      AbortSignal.timeout(10_000),
    );
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Match');
    expect(census.batches[0]?.rows[0]?.street).toBe('401 Channelside Dr');
  });
});
