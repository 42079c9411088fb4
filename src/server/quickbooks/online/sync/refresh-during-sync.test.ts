import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleCustomer,
  sampleInvoice,
  sampleItem,
} from '../../../../domain/test/quickbooks-online-samples.js';
import { fakeAccountingPart } from '../../../test/fake-quickbooks-online/accounting.js';
import {
  fakeCompanyData,
  type FakeCompanyData,
} from '../../../test/fake-quickbooks-online/accounting-data.js';
import {
  connectThroughFake,
  startFakeOnline,
  type FakeOnline,
} from '../../../test/fake-quickbooks-online/index.js';
import { expireAccessTokens } from '../../../test/fake-quickbooks-online/oauth.js';
import { createTestApp, type TestApp, type TestSession } from '../../../test/harness.js';
import { onlineConnection } from '../connection/service.js';
import { syncCompany } from './sync.js';

// Issue 29 part 7: an access token that expires in the middle of a sync (Intuit's last an hour, a
// first sync of a large company can take longer) is refreshed once and the sync carries on.

let company: FakeCompanyData;
let fake: FakeOnline;
let t: TestApp;
let admin: TestSession;

beforeAll(async () => {
  company = fakeCompanyData();
  company.put('Customer', { ...sampleCustomer, Id: '24' });
  company.put('Item', { ...sampleItem, Id: '11' });
  company.put('Invoice', { ...sampleInvoice, Id: '130', DocNumber: '90037' });
  fake = await startFakeOnline({
    company: { realmId: company.realmId, companyName: 'Sandbox Cigar Co' },
    parts: [fakeAccountingPart(company)],
  });
  t = await createTestApp({
    config: { publicUrl: 'https://crm.example.test', quickbooksOnline: fake.config },
  });
  admin = await t.userSession({ email: 'admin@online-refresh.test', role: 'admin' });
  expect((await connectThroughFake(admin)).outcome).toBe('connected');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('a sync whose access token expires half-way', () => {
  it('refreshes the token once and brings every record', async () => {
    // The connection may have started its first sync: let it end, then sync again from scratch.
    const deps = { db: t.runtime.database.db, bus: t.runtime.bus };
    const online = onlineConnection({
      database: t.runtime.database,
      bus: t.runtime.bus,
      config: { ...t.runtime.config, quickbooksOnline: fake.config },
    });
    const answer = company.answer;
    let answered = 0;
    company.answer = (...args) => {
      answered += 1;
      // Intuit expires the token after the first page has been answered.
      if (answered === 1) expireAccessTokens(fake.oauth);
      return answer(...args);
    };
    fake.oauth.tokenRequests.length = 0;
    fake.oauth.apiRequests.length = 0;
    const sync = () =>
      syncCompany(deps, company.realmId, online.http(company.realmId), { owner: 'refresh-test' });
    let outcome = await sync();
    // Busy only while the sync that connecting queued holds the company.
    await expect
      .poll(async () => (outcome = outcome.status === 'busy' ? await sync() : outcome).status)
      .not.toBe('busy');
    company.answer = answer;
    expect(outcome.status).toBe('synced');
    expect(answered).toBeGreaterThan(1);
    expect(fake.oauth.tokenRequests.filter((r) => r.grant === 'refresh_token')).toEqual([
      { grant: 'refresh_token', ok: true },
    ]);
    // One request was refused (401) and sent again after the refresh.
    expect(fake.oauth.apiRequests.length).toBe(answered + 1);
    const invoice = await admin.request('GET', '/api/invoices/90037');
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().invoice).toMatchObject({
      refNumber: '90037',
      customerName: 'Sonnenschein Family Store',
    });
  });
});
