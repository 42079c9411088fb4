import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/config.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { buyerSessionOf, buyerSignIn, cookieOf } from '../test/buyer-fixtures.js';
import type { Buyer } from '../../domain/shop/contract.js';
import { invitationUnusableMessage, noEmailMessage } from './commands.js';

let smtp: SmtpSink;
let mail: NonNullable<AppConfig['mail']>;
let t: TestApp;
let admin: TestSession, fl: TestSession, tx: TestSession;

const dayMs = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  smtp = await startSmtpSink();
  mail = { smtpUrl: smtp.url, from: 'Humidor <humidor@example.test>' };
  t = await createTestApp({ config: { mail } });
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'Florida Smokes', 'FL');
  await insertCustomer(db, 'C-FL2', 'Gulf Cigars', 'FL');
  admin = await t.userSession({ email: 'admin@s.test', role: 'admin' });
  fl = await t.userSession({
    email: 'fl@s.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Rep',
  });
  tx = await t.userSession({ email: 'tx@s.test', role: 'rep', states: ['TX'] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

async function contact(listId: string, firstName: string, email: string | null): Promise<string> {
  const response = await admin.request('POST', `/api/customers/${listId}/contacts`, {
    firstName,
    position: 'Owner',
    ...(email === null ? {} : { email }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { contact: { id: string } }).contact.id;
}

/** Invites the contact as `who` and returns the token of the link in the email the sink received. */
async function invite(who: TestSession, listId: string, contactId: string, email: string) {
  const before = smtp.received.length;
  const response = await who.request(
    'POST',
    `/api/customers/${listId}/contacts/${contactId}/buyer-invitation`,
  );
  expect(response.statusCode, response.body).toBe(201);
  const received = smtp.received.slice(before).find((m) => m.to.includes(email));
  expect(received).toBeDefined();
  // The link's token is base64url, which quoted-printable leaves alone; soft line breaks are joined.
  const raw = (received?.raw ?? '').replace(/=\r?\n/g, '');
  const token = /\/shop\/invitation#([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  expect(token).toBeDefined();
  return { buyer: (response.json() as { buyer: Buyer }).buyer, token: token as string };
}

const accept = (token: string, password = 'a-good-password') =>
  t.app.inject({ method: 'POST', url: '/api/shop/invitation', payload: { token, password } });

const buyersOf = async (listId: string) =>
  ((await fl.request('GET', `/api/customers/${listId}/buyers`)).json() as { buyers: Buyer[] }).buyers;

describe('inviting a buyer', () => {
  it("the rep's invitation link works once: the buyer sets a password, is signed in and reaches the shop", async () => {
    const contactId = await contact('C-FL', 'Bea', 'Bea@Shop.test');
    const { buyer, token } = await invite(fl, 'C-FL', contactId, 'bea@shop.test');
    expect(buyer).toMatchObject({ email: 'bea@shop.test', status: 'invited', invitedByName: 'Frank Rep' });

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const bea = buyerSessionOf(t, buyer.id, cookieOf(accepted));
    const me = await bea.request('GET', '/api/shop/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ buyer: { email: 'bea@shop.test' }, shop: { name: 'Florida Smokes' } });

    // Used once: the same link again is refused, and changes nothing.
    const again = await accept(token, 'another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(invitationUnusableMessage);
    expect((await buyerSignIn(t, 'bea@shop.test', 'a-good-password')).statusCode).toBe(200);

    const [listed] = (await buyersOf('C-FL')).filter((b) => b.id === buyer.id);
    expect(listed).toMatchObject({ status: 'active', revokedAt: null });
    expect(listed?.lastLoginAt).not.toBeNull();
  });

  it('a link works for 7 days and not after', async () => {
    const start = Date.now();
    const early = await invite(
      admin,
      'C-FL2',
      await contact('C-FL2', 'Early', 'early@shop.test'),
      'early@shop.test',
    );
    const late = await invite(
      admin,
      'C-FL2',
      await contact('C-FL2', 'Late', 'late@shop.test'),
      'late@shop.test',
    );
    vi.useFakeTimers({ toFake: ['Date'], now: start + 7 * dayMs - 60_000 });
    expect((await accept(early.token)).statusCode).toBe(200);
    vi.setSystemTime(start + 7 * dayMs + 60_000);
    const expired = await accept(late.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(invitationUnusableMessage);
    expect((await buyersOf('C-FL2')).find((b) => b.id === late.buyer.id)?.status).toBe('expired');
  });

  it('says what is wrong: a contact without an email, another state’s customer, a short password, a second shop', async () => {
    const noEmail = await contact('C-FL', 'Nomail', null);
    const missing = await fl.request('POST', `/api/customers/C-FL/contacts/${noEmail}/buyer-invitation`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(noEmailMessage);

    const withEmail = await contact('C-FL', 'Otto', 'otto@shop.test');
    const outside = await tx.request('POST', `/api/customers/C-FL/contacts/${withEmail}/buyer-invitation`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toMatch(/C-FL/);
    expect((await tx.request('GET', '/api/customers/C-FL/buyers')).statusCode).toBe(404);

    const { token } = await invite(fl, 'C-FL', withEmail, 'otto@shop.test');
    const short = await accept(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);
    // The refused password did not spend the link.
    expect((await accept(token)).statusCode).toBe(200);

    const elsewhere = await contact('C-FL2', 'Otto', 'otto@shop.test');
    const second = await fl.request('POST', `/api/customers/C-FL2/contacts/${elsewhere}/buyer-invitation`);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already a buyer of another shop/);
  });
  it('a mail server that refuses the invitation gets a 502 saying to try later; the next invitation works', async () => {
    const contactId = await contact('C-FL', 'Ria', 'ria@shop.test');
    const invitation = `/api/customers/C-FL/contacts/${contactId}/buyer-invitation`;
    smtp.refusing = true;
    try {
      const refused = await fl.request('POST', invitation);
      expect(refused.statusCode, refused.body).toBe(502);
      expect(refused.json().message).toBe('The invitation email could not be sent. Try again later.');
    } finally {
      smtp.refusing = false;
    }
    // The buyer is listed with a spent link ("expired"), so that staff see whom they tried and that it
    // did not reach them; no mail left the server.
    const [listed] = (await buyersOf('C-FL')).filter((b) => b.email === 'ria@shop.test');
    expect(listed).toMatchObject({ status: 'expired', revokedAt: null });
    expect(smtp.received.filter((m) => m.to.includes('ria@shop.test'))).toHaveLength(0);
    // Tried again once the mail server takes it: one buyer, whose new link works.
    const { buyer, token } = await invite(fl, 'C-FL', contactId, 'ria@shop.test');
    expect(buyer.id).toBe(listed?.id);
    expect((await accept(token)).statusCode).toBe(200);
  });
});

describe('revoking a buyer', () => {
  it('refuses their live session on the next request, their sign-in and their old link', async () => {
    const contactId = await contact('C-FL', 'Rae', 'rae@shop.test');
    const first = await invite(fl, 'C-FL', contactId, 'rae@shop.test');
    const accepted = await accept(first.token);
    const rae = buyerSessionOf(t, first.buyer.id, cookieOf(accepted));
    expect((await rae.request('GET', '/api/shop/me')).statusCode).toBe(200);
    const pending = await invite(fl, 'C-FL', contactId, 'rae@shop.test');

    const revoked = await fl.request('POST', `/api/customers/C-FL/buyers/${first.buyer.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().buyer).toMatchObject({ status: 'revoked', revokedByName: 'Frank Rep' });

    expect((await rae.request('GET', '/api/shop/me')).statusCode).toBe(401);
    const signIn = await buyerSignIn(t, 'rae@shop.test', 'a-good-password');
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toMatch(/revoked/);
    expect((await accept(pending.token)).statusCode).toBe(400);
    // Another shop's buyer cannot be revoked through this customer; a rep of another state finds no such customer.
    expect((await tx.request('POST', `/api/customers/C-FL/buyers/${first.buyer.id}/revoke`)).statusCode).toBe(
      404,
    );
    expect(
      (await fl.request('POST', `/api/customers/C-FL2/buyers/${first.buyer.id}/revoke`)).statusCode,
    ).toBe(404);
  });
});

describe("a buyer's session", () => {
  it('is no staff session: the company routes and the live stream answer as to a stranger', async () => {
    const contactId = await contact('C-FL', 'Sam', 'sam@shop.test');
    const { buyer, token } = await invite(fl, 'C-FL', contactId, 'sam@shop.test');
    const sam = buyerSessionOf(t, buyer.id, cookieOf(await accept(token)));
    for (const url of ['/api/me', '/api/live', '/api/customers/C-FL/contacts', '/api/customers/C-FL/buyers'])
      expect((await sam.request('GET', url)).statusCode, url).toBe(401);
    // And a staff session is no buyer's.
    expect((await fl.request('GET', '/api/shop/me')).statusCode).toBe(401);
  });
});

describe('the emailed sign-in link', () => {
  /** The path and query of the sign-in link in the last mail to `email` (quoted-printable undone). */
  const signInLinkTo = (email: string) => {
    const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1);
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = /https?:\/\/[^\s"<>]+\/api\/shop\/auth\/magic-link\/verify\?[^\s"<>]+/.exec(raw)?.[0];
    if (!link) throw new Error(`no sign-in link in a mail to ${email}`);
    const url = new URL(link.replace(/&amp;/g, '&'));
    return url.pathname + url.search;
  };
  const ask = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shop/auth/sign-in/magic-link',
      payload: { email, callbackURL: '/shop' },
    });

  it('signs a buyer in once; a stranger and a revoked buyer get the same answer and no email', async () => {
    const contactId = await contact('C-FL2', 'Lin', 'lin@shop.test');
    const { buyer, token } = await invite(fl, 'C-FL2', contactId, 'lin@shop.test');
    expect((await accept(token)).statusCode).toBe(200);

    expect((await ask('lin@shop.test')).statusCode).toBe(200);
    const path = signInLinkTo('lin@shop.test');
    const landed = await t.app.inject({ method: 'GET', url: path });
    expect(landed.statusCode).toBe(302);
    expect(landed.headers.location).toMatch(/\/shop$/);
    const lin = buyerSessionOf(t, buyer.id, cookieOf(landed));
    expect((await lin.request('GET', '/api/shop/me')).statusCode).toBe(200);
    // Used once.
    expect(cookieOf(await t.app.inject({ method: 'GET', url: path }))).not.toMatch(/session_token=\w/);

    const before = smtp.received.length;
    expect((await ask('nobody@shop.test')).statusCode).toBe(200);
    await fl.request('POST', `/api/customers/C-FL2/buyers/${buyer.id}/revoke`);
    expect((await ask('lin@shop.test')).statusCode).toBe(200);
    expect(smtp.received.length).toBe(before);
  });

  it('answers a buyer the mail server refused as it answers a stranger: never a 500 (decision 0325)', async () => {
    const contactId = await contact('C-FL2', 'Mo', 'mo@shop.test');
    const { token } = await invite(fl, 'C-FL2', contactId, 'mo@shop.test');
    expect((await accept(token)).statusCode).toBe(200);
    const stranger = await ask('nobody@shop.test');
    smtp.refusing = true;
    try {
      const refused = await ask('mo@shop.test');
      expect(refused.statusCode, refused.body).toBe(stranger.statusCode);
      expect(refused.json()).toEqual(stranger.json());
    } finally {
      smtp.refusing = false;
    }
    // Mo received the invitation alone: the refused link left no trace to send later.
    expect(smtp.received.filter((m) => m.to.includes('mo@shop.test'))).toHaveLength(1);
  });
});
