import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateMissingMessage, dateRangeMessage, quarterRangeMessage } from '../../domain/dates/calendar.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { mirrorSender, salesCustomer } from '../test/sales-fixtures.js';

/**
 * Issue 44, defects 1 and 7: dates the pattern let through. 9999-12-31 hung the server in the
 * insight routes (a day after it sorts before it), and dates that do not exist answered 500, or
 * were saved and then answered 500 on every read. Every date the API takes is a real day within
 * 1900–2100 now (`domain/dates/calendar.ts`), and anything else is a 400 saying why.
 */

let t: TestApp;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.userSession({ email: 'rep@dates.test', role: 'rep', states: ['FL'] });
  const send = await mirrorSender(t);
  await send('customers', { CustomerRet: [salesCustomer('C-ALPHA', 'Alpha Cigars', 'FL')] });
});
afterAll(() => t.close());

const insightRoutes = [
  '/api/insights/summary',
  '/api/insights/months',
  '/api/insights/by/brand',
  '/api/insights/by/state',
  '/api/insights/by/rep',
  '/api/insights/brand-reach',
  '/api/insights/rep-activity',
  '/api/customers/C-ALPHA/sales',
];

describe('the dates the API takes', () => {
  it.each(insightRoutes)(
    '%s answers 400 to the last days of year 9999, a day and a quarter',
    async (path) => {
      for (const [query, message] of [
        ['range=custom&from=9999-12-01&to=9999-12-31', dateRangeMessage],
        ['range=quarter&quarter=9999-Q4', quarterRangeMessage],
        ['range=quarter&quarter=0000-Q1', quarterRangeMessage],
        ['range=custom&from=0000-00-00&to=9999-99-99', dateMissingMessage],
        ['range=custom&from=2026-02-30&to=2026-03-01', dateMissingMessage],
        ['range=custom&from=1899-12-31&to=1900-01-31', dateRangeMessage],
      ]) {
        const response = await rep.request('GET', `${path}?${query}`);
        expect(response.statusCode, `${path}?${query}: ${response.body}`).toBe(400);
        expect(response.json().message, query).toBe(message);
      }
    },
  );

  it('answers the first and last days it takes', async () => {
    const response = await rep.request(
      'GET',
      '/api/insights/summary?range=custom&from=2100-12-01&to=2100-12-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().period).toMatchObject({ from: '2100-12-01', to: '2100-12-31' });
    const first = await rep.request('GET', '/api/insights/months?range=quarter&quarter=1900-Q1');
    expect(first.statusCode, first.body).toBe(200);
  });

  it('refuses a route plan for a day that does not exist, and saves nothing', async () => {
    const read = await rep.request('GET', '/api/visits/route?date=9999-99-99');
    expect(read.statusCode, read.body).toBe(400);
    expect(read.json().message).toBe(dateMissingMessage);
    const start = { latitude: 27.9506, longitude: -82.4572, label: 'Home' };
    for (const date of ['9999-99-99', '2026-02-29', '9999-12-31']) {
      const put = await rep.request('PUT', '/api/visits/route', { date, start, stops: ['C-ALPHA'] });
      expect(put.statusCode, `${date}: ${put.body}`).toBe(400);
    }
    expect(await t.runtime.database.db.selectFrom('routePlans').select('day').execute()).toEqual([]);
    const saved = await rep.request('PUT', '/api/visits/route', {
      date: '2026-02-28',
      start,
      stops: ['C-ALPHA'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a map day that does not exist', async () => {
    const response = await rep.request('GET', `/api/map/customers?rep=${rep.userId}&date=0000-00-00`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(dateMissingMessage);
  });

  it('refuses instants outside the years it takes in the feeds and on a task', async () => {
    for (const url of [
      '/api/notes?from=9999-12-31T00:00:00Z',
      '/api/orders?to=0000-01-01T00:00:00Z',
      '/api/visits?from=9999-12-30T00:00:00Z&to=9999-12-31T00:00:00Z',
    ]) {
      const response = await rep.request('GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
  });
});
