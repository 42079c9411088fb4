import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noMailForLinksMessage } from '../auth/shop-auth.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { multipart } from '../test/multipart.js';

/**
 * Issue 48's hardening on both databases: a revoked buyer's open tab is told at once and its live
 * stream ends (decision 0343); the buyer reaches the company's logo and nothing else of the
 * attachments; the shop's public sign-in posts refuse another site's page (login CSRF).
 */
const png = fs.readFileSync(path.join(import.meta.dirname, '../attachments/fixtures/sample.png'));
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-shop-hardening-'));

let t: TestApp;
let baseUrl: string;
let admin: TestSession, fl: TestSession;
let bea: BuyerSession, gus: BuyerSession;
const db = () => t.runtime.database.db;

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await insertCustomer(db(), 'C-FL', 'Florida Smokes', 'FL');
  await insertCustomer(db(), 'C-FL2', 'Gulf Cigars', 'FL');
  admin = await t.userSession({ email: 'admin@h.test', role: 'admin' });
  fl = await t.userSession({ email: 'fl@h.test', role: 'rep', states: ['FL'] });
  bea = await signedInBuyer(t, 'C-FL', 'bea@h.test');
  gus = await signedInBuyer(t, 'C-FL2', 'gus@h.test');
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** An open stream that collects the names of the events it is sent, and whether it ended. */
async function openStream(cookie: string, url: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}${url}`, { headers: { cookie }, signal: abort.signal });
  expect(response.status).toBe(200);
  const events: string[] = [];
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let ended = false;
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const frames = buffered.split('\n\n');
      buffered = frames.pop() ?? '';
      for (const frame of frames) {
        const name = /^event: (.*)$/m.exec(frame)?.[1];
        if (name) events.push(name);
      }
    }
    ended = !abort.signal.aborted;
  })();
  return {
    events,
    ended: () => ended,
    async close() {
      abort.abort();
      await reading;
    },
  };
}

describe('revoking a buyer with the shop open', () => {
  it('tells their open tab at once and ends its stream; nobody else hears of it', async () => {
    const beaTab = await openStream(bea.cookie, '/api/shop/live');
    const gusTab = await openStream(gus.cookie, '/api/shop/live');
    const staff = await openStream(admin.cookie, '/api/live');
    const revoked = await fl.request('POST', `/api/customers/C-FL/buyers/${bea.buyerId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    await expect.poll(() => beaTab.ended()).toBe(true);
    expect(beaTab.events).toEqual(['revoked']);
    // The tab's reconnection is refused: the sessions ended with the revocation.
    expect((await fetch(`${baseUrl}/api/shop/live`, { headers: { cookie: bea.cookie } })).status).toBe(401);

    // Another shop's buyer is still served, and told nothing; a staff stream is told nothing either.
    await fl.request('POST', '/api/customers/C-FL2/contacts', { firstName: 'Marker', position: 'Owner' });
    await expect.poll(() => staff.events).toContain('change');
    expect(gusTab.ended()).toBe(false);
    expect(gusTab.events).not.toContain('revoked');
    const staffFrames = staff.events.filter((e) => e !== 'ping');
    expect(staffFrames.every((e) => e === 'change')).toBe(true);
    await gusTab.close();
    await staff.close();
  });
});

describe("the company's logo in the shop", () => {
  it('is the one attachment a buyer reaches, named in /api/shop/me', async () => {
    expect((await gus.request('GET', '/api/shop/me')).json().company.logoUrl).toBeNull();
    expect((await gus.request('GET', '/api/shop/portal-logo')).statusCode).toBe(404);

    const { body, contentType } = multipart([{ name: 'logo.png', bytes: png }]);
    const stored = await t.app.inject({
      method: 'POST',
      url: '/api/attachments?ownerType=portal&ownerId=logo',
      headers: { cookie: admin.cookie, 'content-type': contentType },
      payload: body,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const [attachment] = stored.json().attachments as { id: string }[];

    const me = (await gus.request('GET', '/api/shop/me')).json();
    expect(me.company.logoUrl).toBe('/api/shop/portal-logo');
    const logo = await gus.request('GET', me.company.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
    // The attachments themselves stay the company's, and the logo route is no stranger's.
    expect((await gus.request('GET', `/api/attachments/${attachment?.id}/file`)).statusCode).toBe(401);
    expect((await gus.request('GET', '/api/shop/logo')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/portal-logo' })).statusCode).toBe(401);
    expect((await fl.request('GET', '/api/shop/portal-logo')).statusCode).toBe(401);
  });
});

describe('an emailed sign-in link on a server without email', () => {
  it('is refused with a clear 400, alike for a buyer and a stranger', async () => {
    for (const email of ['gus@h.test', 'nobody@h.test']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/shop/auth/sign-in/magic-link',
        payload: { email, callbackURL: '/shop' },
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json().message, email).toBe(noMailForLinksMessage);
    }
  });
});

describe("the shop's public sign-in posts", () => {
  const posts = [
    { url: '/api/shop/invitation', payload: { token: 'x'.repeat(43), password: 'a-good-password' } },
    { url: '/api/shop/auth/sign-in/magic-link', payload: { email: 'nobody@h.test', callbackURL: '/shop' } },
    { url: '/api/shop/auth/sign-in/email', payload: { email: 'gus@h.test', password: 'wrong-password' } },
  ];

  it.each(posts)('refuse $url from another site, without any cookie', async ({ url, payload }) => {
    for (const headers of [{ origin: 'http://evil.example' }, { referer: 'http://evil.example/page' }]) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().code).toBe('CROSS_SITE');
    }
  });

  it.each(posts)('answer $url from Humidor itself, or without an origin', async ({ url, payload }) => {
    const own = new URL(t.runtime.config.publicUrl).origin;
    for (const headers of [{ origin: own }, {}]) {
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, JSON.stringify(headers)).not.toBe(403);
    }
  });
});
