import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../domain/notes/card.js';
import type { AppConfig } from '../config/config.js';
import { testClock } from '../shared/jobs/clock.js';
import { createBackgroundJobs } from '../jobs/background.js';
import { scheduleNextDigest } from '../tasks/digest.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { mirrorSender, salesInvoice } from '../test/sales-fixtures.js';
import { companyToday } from '../insights/figures.js';
import { enqueueMail, mailOutboxWorker } from './outbox.js';
import type { MailTransport } from './transport.js';

/** The readable text of a quoted-printable MIME message (enough for ASCII bodies). */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: SmtpSink;
let mail: NonNullable<AppConfig['mail']>;
let t: TestApp;
let admin: TestSession, fl: TestSession, fl2: TestSession, tx: TestSession;
/**
 * A fixed time of day, 10:00 in New York, three hours after the digest's default hour (07:00): the
 * reminder test's half hour never crosses it, whatever the real time of the run (at 11:30 UTC it did,
 * and fl2's digest came with the reminder); the digest test's day crosses it once.
 */
const origin = Date.parse('2029-01-09T15:00:00Z');
const startedAt = Date.now();
const clock = testClock(() => new Date(origin + Date.now() - startedAt));

const config = () => ({ ...t.runtime.config, mail, publicUrl: 'https://crm.example.test' });
/** One round of the background jobs: reminders and digests due, then the outbox. */
const runJobs = async () => {
  const jobs = createBackgroundJobs({ ...t.runtime, config: config(), clock });
  // As each server start does.
  await scheduleNextDigest(t.runtime.database.db, clock.now());
  await jobs.runner.runOnce();
  // Mail queued by this round's jobs leaves in the same process's next round.
  await jobs.runner.runOnce();
  await jobs.close();
};
const to = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function noteFor(session: TestSession, customerListId: string, subject: string): Promise<Note> {
  const response = await session.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId,
    subject,
    text: 'About the order.',
    tags: ['Visit'],
    damagedItems: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { note: Note }).note;
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  mail = { smtpUrl: smtp.url, from: 'Humidor <humidor@example.test>' };
  t = await createTestApp({ config: { mail } });
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'Florida Smokes', 'FL', null);
  await insertCustomer(db, 'C-TX', 'Texas Leaf', 'TX', null);
  admin = await t.userSession({ email: 'admin@m.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  fl = await t.userSession({
    email: 'fl@m.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Fl',
  });
  fl2 = await t.userSession({
    email: 'fl2@m.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Fay',
    lastName: 'Fl',
  });
  tx = await t.userSession({
    email: 'tx@m.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tex',
    lastName: 'Tx',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('email preferences', () => {
  it('are offered when SMTP is configured, and saved per user', async () => {
    expect((await fl2.request('GET', '/api/me')).json().email).toEqual({ available: true });
    expect((await fl2.request('GET', '/api/me/email-preferences')).json()).toEqual({
      available: true,
      preferences: { level: 'none', dailyDigest: false },
    });
    const saved = await fl2.request('PUT', '/api/me/email-preferences', {
      level: 'tasks',
      dailyDigest: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().preferences).toEqual({ level: 'tasks', dailyDigest: true });
    for (const session of [fl, tx])
      expect(
        (
          await session.request('PUT', '/api/me/email-preferences', {
            level: 'everything',
            dailyDigest: false,
          })
        ).statusCode,
      ).toBe(200);
    expect((await fl.request('PUT', '/api/me/email-preferences', { level: 'often' })).statusCode).toBe(400);
  });

  it('are hidden and refused without SMTP', async () => {
    const plain = await createTestApp();
    try {
      const user = await plain.userSession({ email: 'nomail@m.test', role: 'office' });
      expect((await user.request('GET', '/api/me')).json().email).toEqual({ available: false });
      const refused = await user.request('PUT', '/api/me/email-preferences', {
        level: 'tasks',
        dailyDigest: false,
      });
      expect(refused.statusCode).toBe(409);
    } finally {
      await plain.close();
    }
  });
});

describe('mail through a real SMTP server', () => {
  it('emails a new task and its reminder to the assignee who chose tasks, with text and HTML bodies', async () => {
    const note = await noteFor(fl, 'C-FL', 'Humidor repair');
    const dueAt = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    const set = await fl.request('PUT', `/api/notes/${note.id}/task`, {
      description: 'Bring the hygrometer',
      assigneeId: fl2.userId,
      dueAt,
    });
    expect(set.statusCode, set.body).toBe(200);
    await runJobs();
    const first = to('fl2@m.test');
    expect(first).toHaveLength(1);
    const message = decoded(first[0]!.raw);
    expect(first[0]!.from).toBe('humidor@example.test');
    expect(message).toMatch(/^Subject: New Task: Humidor repair/m);
    expect(message).toContain('Content-Type: text/plain');
    expect(message).toContain('Content-Type: text/html');
    expect(message).toContain('Frank Fl set a task on "Humidor repair": Bring the hygrometer');
    expect(message).toContain(`Open the note: https://crm.example.test/noteview/${note.id}`);
    expect(message).toContain(`<a href="https://crm.example.test/noteview/${note.id}">Open the note</a>`);

    clock.advance(31 * 60_000);
    await runJobs();
    const both = to('fl2@m.test');
    expect(both).toHaveLength(2);
    expect(decoded(both[1]!.raw)).toMatch(/^Subject: Task Due: Humidor repair/m);
    await runJobs();
    expect(to('fl2@m.test')).toHaveLength(2);
  });

  it('emails a mention to one who chose mentions and tasks, but not a comment on a note they only follow', async () => {
    const before = smtp.received.length;
    const note = await noteFor(fl, 'C-FL', 'Cedar trays');
    const comment = (text: string, taggedUsers: string[]) =>
      fl.request('POST', `/api/notes/${note.id}/comments`, { text, taggedUsers });
    expect((await comment('@Fay Fl can you bring the trays?', [fl2.userId])).statusCode).toBe(201);
    await runJobs();
    const mentions = smtp.received.slice(before).filter((m) => m.to.includes('fl2@m.test'));
    expect(mentions).toHaveLength(1);
    expect(decoded(mentions[0]!.raw)).toContain('Frank Fl mentioned you in a comment on "Cedar trays"');
    // Fay is now involved; a plain comment notifies her but is not hers to be emailed about.
    expect((await comment('Trays are in the van', [])).statusCode).toBe(201);
    await runJobs();
    expect(smtp.received.slice(before).filter((m) => m.to.includes('fl2@m.test'))).toHaveLength(1);
  });

  it('never emails a Florida rep about a Texas note, even one queued before they lost sight of it', async () => {
    const before = smtp.received.length;
    const note = await noteFor(admin, 'C-TX', 'Texas only');
    await admin.request('PUT', `/api/notes/${note.id}/task`, {
      description: 'Ship the samples',
      assigneeId: tx.userId,
    });
    await admin.request('POST', `/api/notes/${note.id}/comments`, {
      text: 'Samples are ready',
      taggedUsers: [],
    });
    await enqueueMail(t.runtime.database.db, {
      userId: fl.userId,
      aboutNoteIds: [note.id],
      subject: 'Should never leave',
      body: { intro: 'Texas words', lines: [], link: `/noteview/${note.id}`, linkLabel: 'Open' },
    });
    await runJobs();
    const sent = smtp.received.slice(before);
    expect(sent.filter((m) => m.to.includes('fl@m.test'))).toEqual([]);
    expect(sent.some((m) => m.to.includes('tx@m.test'))).toBe(true);
    const skipped = await t.runtime.database.db
      .selectFrom('mailOutbox')
      .select('status')
      .where('subject', '=', 'Should never leave')
      .executeTakeFirstOrThrow();
    expect(skipped.status).toBe('skipped');
  });

  it('sends the daily digest of open and overdue tasks to those who asked for it', async () => {
    const before = smtp.received.length;
    clock.advance(24 * 3_600_000);
    // A Florida invoice of the digest's day: a Florida rep's week counts it, a Texas rep's does not.
    const { today } = await companyToday(t.runtime.database.db, clock.now().getTime());
    const send = await mirrorSender(t);
    await send('invoices', {
      InvoiceRet: salesInvoice({
        id: 'W1',
        customer: 'C-FL',
        date: today,
        shipState: 'FL',
        rep: 'FL',
        lines: [['I-W', '123.45']],
      }),
    });
    const texasDigest = { level: 'everything', dailyDigest: true };
    expect((await tx.request('PUT', '/api/me/email-preferences', texasDigest)).statusCode).toBe(200);
    await runJobs();
    await tx.request('PUT', '/api/me/email-preferences', { ...texasDigest, dailyDigest: false });
    const digest = smtp.received.slice(before).filter((m) => m.to.includes('fl2@m.test'));
    expect(digest).toHaveLength(1);
    const message = decoded(digest[0]!.raw);
    expect(message).toMatch(/^Subject: Your tasks: 1 open, 1 overdue/m);
    expect(message).toContain('OVERDUE due');
    expect(message).toContain('Bring the hygrometer (Florida Smokes: Humidor repair;');
    expect(message).toContain('https://crm.example.test/mytasks');
    expect(message).toContain('Net sales since Monday: $123.45, against $0.00 the same days last year.');
    expect(message).toContain('Open Insights: https://crm.example.test/insights');
    // A Texas rep gets their week within their own states only.
    const texas = smtp.received.slice(before).filter((m) => m.to.includes('tx@m.test'));
    expect(texas).toHaveLength(1);
    const texasMessage = decoded(texas[0]!.raw);
    expect(texasMessage).toContain('Your week');
    expect(texasMessage).toContain('Net sales since Monday: $0.00');
    expect(texasMessage).not.toMatch(/123\.45|Florida/);
  });

  it("queues the digest at the local hour an admin sets, and refuses a time zone it doesn't know", async () => {
    const wrong = await admin.request('PUT', '/api/admin/settings/taskDigest', {
      hour: 6,
      timeZone: 'Pacific/Nowhere',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Choose a time zone by its name, such as America/New_York');
    const saved = await admin.request('PUT', '/api/admin/settings/taskDigest', {
      hour: 6,
      timeZone: 'America/Los_Angeles',
    });
    expect(saved.statusCode).toBe(200);
    const db = t.runtime.database.db;
    await scheduleNextDigest(db, new Date('2030-01-10T12:00:00Z'));
    const job = await db
      .selectFrom('jobs')
      .select(['runAt'])
      .where('key', '=', 'task-digest:2030-01-10')
      .executeTakeFirstOrThrow();
    expect(new Date(job.runAt).toISOString()).toBe('2030-01-10T14:00:00.000Z');
  });
});

describe('the outbox', () => {
  it('retries a failed send later with a growing pause, and sends it once it goes through', async () => {
    const db = t.runtime.database.db;
    let failures = 2;
    const sent: string[] = [];
    const flaky: MailTransport = {
      send: async (m) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error('421 try again later');
        }
        sent.push(m.subject);
      },
      close: () => undefined,
    };
    const now = testClock();
    const worker = mailOutboxWorker({
      db,
      dialect: t.runtime.database.dialect,
      transport: flaky,
      from: mail.from,
      publicUrl: 'https://crm.example.test',
    });
    // Only this test's row is pending: the earlier ones were sent or skipped.
    await enqueueMail(
      db,
      {
        userId: fl.userId,
        aboutNoteIds: [],
        subject: 'Flaky',
        body: { intro: 'Hello', lines: [], link: null, linkLabel: '' },
      },
      now.now(),
    );
    const row = () =>
      db
        .selectFrom('mailOutbox')
        .select(['status', 'attempts', 'runAt', 'lastError'])
        .where('subject', '=', 'Flaky')
        .executeTakeFirstOrThrow();
    await worker.runOnce(now.now());
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    await worker.runOnce(now.now());
    expect((await row()).attempts).toBe(1);
    now.advance(Date.parse(first.runAt) - now.now().getTime() + 1);
    await worker.runOnce(now.now());
    const second = await row();
    expect(second.attempts).toBe(2);
    expect(Date.parse(second.runAt) - now.now().getTime()).toBeGreaterThan(
      Date.parse(first.runAt) - Date.parse(first.runAt) + 30_000,
    );
    now.advance(3_600_000);
    await worker.runOnce(now.now());
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });
    expect(sent).toEqual(['Flaky']);
  });
});
