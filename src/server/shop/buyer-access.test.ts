import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';

/**
 * Issue 48: a buyer reaches nothing of the company. This walks every operation of the OpenAPI
 * document as a signed-in buyer, with their own shop's id (the id they would most likely try) and
 * real ids of its notes and contacts, and asserts no company route answers them with data.
 */
let t: TestApp;
let admin: TestSession;
let buyer: BuyerSession;
const ids: Record<string, string> = {};

/** What must never appear in a buyer's answer: another shop's name, the shop's notes and contacts, staff. */
const secrets = ['Gulf Cigars', 'Private note subject', 'Contact Secretname', 'admin@w.test'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'Florida Smokes', 'FL');
  await insertCustomer(db, 'C-FL2', 'Gulf Cigars', 'FL');
  admin = await t.userSession({ email: 'admin@w.test', role: 'admin' });
  const note = await admin.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId: 'C-FL',
    subject: 'Private note subject',
    text: 'Only for the company.',
    tags: ['Visit'],
    damagedItems: [],
  });
  expect(note.statusCode, note.body).toBe(201);
  const contact = await admin.request('POST', '/api/customers/C-FL/contacts', {
    firstName: 'Contact',
    lastName: 'Secretname',
    position: 'Owner',
  });
  expect(contact.statusCode, contact.body).toBe(201);
  buyer = await signedInBuyer(t, 'C-FL', 'walker@shop.test');
  Object.assign(ids, {
    listId: 'C-FL',
    customerListId: 'C-FL',
    id: (note.json() as { note: { id: string } }).note.id,
    contactId: (contact.json() as { contact: { id: string } }).contact.id,
    buyerId: buyer.buyerId,
  });
});
afterAll(() => t.close());

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];
/** The portal's own routes: the buyer's (their answers are checked for secrets like every other). */
const buyerRoutes = /^\/api\/shop\//;

describe('a buyer walking every route of the OpenAPI document', () => {
  it('gets no answer with company data from any of them', async () => {
    const document = (await admin.request('GET', '/docs/json')).json() as OpenApi;
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      methods.filter((method) => method in item).map((method) => ({ path, method: method.toUpperCase() })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const answered: string[] = [];
    for (const { path, method } of operations) {
      const url = path
        .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(ids[name] ?? `unknown-${name}`))
        .replace('*', 'get-session');
      const response = await buyer.request(method, url, method === 'GET' ? undefined : {});
      const label = `${method} ${path} → ${response.statusCode}`;
      for (const secret of secrets) expect(response.body, label).not.toContain(secret);
      if (response.statusCode < 300) answered.push(`${method} ${path}`);
      else if (!buyerRoutes.test(path)) expect([401, 403, 404, 405], label).toContain(response.statusCode);
    }
    // Only the portal's own answer, and the Web Connector's SOAP endpoint, which answers anyone (its
    // WSDL; a SOAP fault for what is no SOAP) and keeps its data behind the connection's own password.
    expect(answered.sort()).toEqual([
      'GET /api/shop/account',
      'GET /api/shop/estimates',
      'GET /api/shop/me',
      'GET /api/shop/orders',
      'GET /api/shop/reorder',
      'GET /api/shop/statement',
      'GET /qbwc',
      'POST /qbwc',
    ]);
  });
});
