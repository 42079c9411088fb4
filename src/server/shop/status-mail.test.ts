import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import type { ShopOrder } from '../../domain/shop/orders.js';
import type { AppConfig } from '../config/config.js';
import { mailOutboxWorker } from '../mail/outbox.js';
import type { MailTransport } from '../mail/transport.js';
import { markOrderPushed } from '../orders/commands.js';
import { putSetting } from '../settings/queries.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { smtpTransport } from '../mail/transport.js';

/**
 * Issue 48, part 3 on both databases: the buyer who placed a shop's order gets an email at each
 * change of its status, queued with the change and sent after it commits (decision 0342).
 */
let smtp: SmtpSink;
let mail: NonNullable<AppConfig['mail']>;
let t: TestApp;
let fl: TestSession;
let bea: BuyerSession;
const db = () => t.runtime.database.db;
const { adf } = fixtureItems;

/** The readable text of a quoted-printable MIME message (enough for ASCII bodies). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const outbox = (transport: MailTransport) =>
  mailOutboxWorker({
    db: db(),
    dialect: t.runtime.database.dialect,
    transport,
    from: mail.from,
    publicUrl: 'https://crm.example.test',
  });
/** One round of the outbox through the SMTP sink; the mails to `email` it received. */
async function sendOutbox(email: string) {
  const before = smtp.received.length;
  const transport = smtpTransport(mail.smtpUrl);
  try {
    await outbox(transport).runOnce(new Date());
  } finally {
    transport.close();
  }
  return smtp.received.slice(before).filter((m) => m.to.includes(email));
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  mail = { smtpUrl: smtp.url, from: 'Humidor <humidor@example.test>' };
  t = await createTestApp({ config: { mail } });
  await seedOrderFixtures(db());
  await putSetting(db(), 'shopPortal', { ...shopPortalDefault, enabled: true, brands: ['Demo'] }, null);
  fl = await t.userSession({ email: 'fl@mail.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  bea = await signedInBuyer(t, 'C-FL', 'bea@mail.test');
  // Mail queued while setting up (none expected) leaves now, so each test reads only its own.
  await sendOutbox('bea@mail.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function placed(buyer = bea): Promise<string> {
  const response = await buyer.request('POST', '/api/shop/orders', {
    lines: [{ listId: adf.listId, qty: 2 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { order: ShopOrder }).order.id;
}

/** The order pushed as the Online push does it: its record (number, document) with the status. */
const pushedOnline = (id: string, document: 'estimate' | 'invoice', docNumber: string) =>
  markOrderPushed({ db: db(), bus: t.runtime.bus }, id, `QBO-${docNumber}`, async (tx) => {
    const at = new Date().toISOString();
    await tx
      .insertInto('qboPushes')
      .values({
        orderId: id,
        realmId: 'realm',
        document,
        generation: 0,
        status: 'pushed',
        qboId: `QBO-${docNumber}`,
        docNumber,
        error: null,
        retriedBy: null,
        retriedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  });

describe("the buyer's emails", () => {
  it('tell "Changed by your rep" with the message, then "In QuickBooks as estimate 1042"', async () => {
    const id = await placed();
    // Submitting mails the rep, not the buyer.
    expect(await sendOutbox('bea@mail.test')).toEqual([]);
    const approved = await fl.request('POST', `/api/orders/${id}/approve`, {
      lines: [{ listId: adf.listId, qty: 3 }],
      message: 'One more ADF: it sells.',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const [changed, ...more] = await sendOutbox('bea@mail.test');
    expect(more).toEqual([]);
    expect(changed?.subject).toMatch(/^Your order of \d{4}-\d{2}-\d{2}: Changed by your rep$/);
    const text = decoded(changed?.raw ?? '');
    expect(text).toContain("Your rep's message: One more ADF: it sells.");
    expect(text).toContain('https://crm.example.test/shop');
    expect(text).toContain('because your shop ordered in the shop portal');
    expect(text).not.toContain('My settings');

    await pushedOnline(id, 'estimate', '1042');
    const [pushed] = await sendOutbox('bea@mail.test');
    expect(pushed?.subject).toMatch(/: In QuickBooks as estimate 1042$/);
    // Reported again: no change, no second email.
    await pushedOnline(id, 'estimate', '1042').catch(() => undefined);
    expect(await sendOutbox('bea@mail.test')).toEqual([]);
  });

  it('tell "Approved", then "Invoiced"; "Declined: <reason>"', async () => {
    const approvedId = await placed();
    await fl.request('POST', `/api/orders/${approvedId}/approve`, {});
    expect((await sendOutbox('bea@mail.test')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/: Approved$/),
    ]);
    await pushedOnline(approvedId, 'invoice', '2001');
    expect((await sendOutbox('bea@mail.test')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/: Invoiced$/),
    ]);

    const declinedId = await placed();
    await fl.request('POST', `/api/orders/${declinedId}/decline`, { reason: 'Out of ADF until March.' });
    expect((await sendOutbox('bea@mail.test')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/: Declined: Out of ADF until March\.$/),
    ]);
  });

  it('never cost the status change when the mail server fails: the mail waits and is sent later', async () => {
    const id = await placed();
    const failing: MailTransport = {
      send: () => Promise.reject(new Error('SMTP down')),
      close: () => undefined,
    };
    const declined = await fl.request('POST', `/api/orders/${id}/decline`, { reason: 'No stock.' });
    expect(declined.statusCode).toBe(200);
    await outbox(failing).runOnce(new Date());
    const row = await db()
      .selectFrom('orders')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('OrderDeclined');
    const waiting = await db()
      .selectFrom('mailOutbox')
      .select(['status', 'lastError', 'runAt'])
      .where('subject', 'like', '%Declined: No stock.')
      .executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', lastError: 'SMTP down' });
    // The retry, once due, reaches the buyer.
    await db()
      .updateTable('mailOutbox')
      .set({ runAt: new Date(0).toISOString() })
      .where('status', '=', 'pending')
      .execute();
    expect((await sendOutbox('bea@mail.test')).map((m) => m.subject)).toEqual([
      expect.stringMatching(/: Declined: No stock\.$/),
    ]);
  });

  it('reach no revoked buyer', async () => {
    const id = await placed();
    await fl.request('POST', `/api/orders/${id}/decline`, { reason: 'Closed account.' });
    const revoked = await fl.request('POST', `/api/customers/C-FL/buyers/${bea.buyerId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await sendOutbox('bea@mail.test')).toEqual([]);
    const row = await db()
      .selectFrom('mailOutbox')
      .select('status')
      .where('subject', 'like', '%Declined: Closed account.')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('skipped');
  });
});

describe("the staff's email about a shop's order to review", () => {
  it("follows each reviewer's email level, as every notification email does", async () => {
    // New users, so every row counted is this order's; the office reviews every shop's orders.
    const [everything, tasksOnly, noEmail] = (await Promise.all(
      ['office1', 'office2', 'office3'].map((name) =>
        t.userSession({ email: `${name}@mail.test`, role: 'office' }),
      ),
    )) as [TestSession, TestSession, TestSession];
    for (const [who, level] of [
      [everything, 'everything'],
      [tasksOnly, 'tasks'],
    ] as const) {
      const saved = await who.request('PUT', '/api/me/email-preferences', { level, dailyDigest: false });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const reviewers = [everything.userId, tasksOnly.userId, noEmail.userId];
    const count = (table: 'mailOutbox' | 'notifications') =>
      db()
        .selectFrom(table)
        .select('userId')
        .where('userId', 'in', reviewers)
        .execute()
        .then((rows) => reviewers.map((id) => rows.filter((r) => r.userId === id).length));
    // The earlier test revoked bea: another buyer of the shop orders.
    await placed(await signedInBuyer(t, 'C-FL', 'cal@mail.test'));
    // Each is told in the app; an order waiting for one's review is one's task (decision 0377): "everything"
    // and "mentions and my tasks" mail it, "no email" does not.
    expect(await count('notifications')).toEqual([1, 1, 1]);
    expect(await count('mailOutbox')).toEqual([1, 1, 0]);
  });
});
