import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertCustomer } from '../test/document-fixtures.js';
import { licenseReminderJobHandlers, reminderDue, sendLicenseReminders } from './reminders.js';
import { listenToChanges } from '../test/live-events.js';
import { licenseRow } from '../test/license-fixtures.js';
import { saveEmailPreferences } from '../users/email-preferences.js';

let t: TestApp;
let repCa: TestSession;
let repTx: TestSession;
let office: TestSession;

/** The fixed clock: 10 a.m. in New York (the digest's zone) on 6 December 2026. */
const today = new Date('2026-12-06T15:00:00Z');
const dayAfter = (days: number) => new Date(today.getTime() + days * 86_400_000);

const db = () => t.runtime.database.db;
const run = (now: Date) =>
  db()
    .transaction()
    .execute((tx) => sendLicenseReminders(tx, now, { mail: true }));

async function addLicense(id: string, listId: string, expiresOn: string) {
  await db()
    .insertInto('customerLicenses')
    .values(
      licenseRow(
        { id, customerListId: listId, state: 'CA', number: `N-${id}`, expiresOn },
        today.toISOString(),
      ),
    )
    .execute();
}

const tasksOf = (userId: string) =>
  db()
    .selectFrom('notes')
    .select(['subject', 'customerListId', 'taskDescription', 'taskDueAt'])
    .where('taskAssigneeId', '=', userId)
    .orderBy('subject')
    .execute();
const notificationsOf = (userId: string) =>
  db().selectFrom('notifications').select(['text', 'link']).where('userId', '=', userId).execute();

beforeAll(async () => {
  t = await createTestApp();
  await insertCustomer(db(), 'C-CA', 'CA', 'Smoke Shop');
  repCa = await t.userSession({ email: 'ca@reminders.test', role: 'rep', states: ['CA'] });
  repTx = await t.userSession({ email: 'tx@reminders.test', role: 'rep', states: ['TX'] });
  office = await t.userSession({ email: 'office@reminders.test', role: 'office' });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const table of [
    'customerLicenses',
    'licenseReminders',
    'notifications',
    'noteInvolvedUsers',
    'mailOutbox',
  ] as const)
    await db().deleteFrom(table).execute();
  await db().deleteFrom('notes').execute();
});

describe('reminderDue', () => {
  it('is the nearest window a license is inside', () => {
    expect([31, 30, 8, 7, 0, -1].map(reminderDue)).toEqual([null, 30, 30, 7, 7, null]);
  });
});

describe('license reminders', () => {
  it('tasks and notifies the account’s rep and the office 30 and 7 days before, once each', async () => {
    await addLicense('L30', 'C-CA', '2027-01-05');
    await addLicense('LATER', 'C-CA', '2027-01-06');
    await run(today);
    for (const user of [repCa, office]) {
      expect(await tasksOf(user.userId)).toEqual([
        {
          subject: 'License expires in 30 days: CA state tobacco retailer license N-L30',
          customerListId: 'C-CA',
          taskDescription:
            'Ask Smoke Shop for the renewed license and record it on the customer page before 2027-01-05.',
          taskDueAt: '2027-01-05T14:00:00.000Z',
        },
      ]);
      expect(await notificationsOf(user.userId)).toHaveLength(1);
    }
    expect(await tasksOf(repTx.userId)).toEqual([]);
    expect(await notificationsOf(repTx.userId)).toEqual([]);

    // Again the same day: nothing new; the next day the later one enters its 30-day window.
    await run(today);
    expect(await tasksOf(repCa.userId)).toHaveLength(1);
    await run(dayAfter(1));
    await run(dayAfter(2));
    expect(await tasksOf(repCa.userId)).toHaveLength(2);
    await run(dayAfter(23));
    expect((await tasksOf(repCa.userId)).map((task) => task.subject)).toEqual([
      'License expires in 30 days: CA state tobacco retailer license N-L30',
      'License expires in 30 days: CA state tobacco retailer license N-LATER',
      'License expires in 7 days: CA state tobacco retailer license N-L30',
    ]);
    await run(dayAfter(23));
    expect(await tasksOf(repCa.userId)).toHaveLength(3);
    expect(await notificationsOf(office.userId)).toHaveLength(3);
  });

  it('reminds once of a license first seen inside 7 days, and again of a renewed one', async () => {
    await addLicense('SOON', 'C-CA', '2026-12-10');
    await run(today);
    expect((await tasksOf(repCa.userId)).map((task) => task.subject)).toEqual([
      'License expires in 4 days: CA state tobacco retailer license N-SOON',
    ]);
    // Renewed for a month: its new expiry is reminded again, 30 days before.
    await db()
      .updateTable('customerLicenses')
      .set({ expiresOn: '2027-01-05' })
      .where('id', '=', 'SOON')
      .execute();
    await run(today);
    expect(await tasksOf(repCa.userId)).toHaveLength(2);
    const marks = await db().selectFrom('licenseReminders').select(['daysBefore', 'expiresOn']).execute();
    expect(marks.map((m) => `${m.daysBefore} ${m.expiresOn}`).sort()).toEqual([
      '30 2026-12-10',
      '30 2027-01-05',
      '7 2026-12-10',
    ]);
  });

  it('emails those whose preferences ask for their tasks, once per license and window (decision 0346)', async () => {
    const mailOf = (userId: string) =>
      db()
        .selectFrom('mailOutbox')
        .select(['subject', 'aboutNoteIds'])
        .where('userId', '=', userId)
        .orderBy('subject')
        .execute();
    // As the user's Settings save it (the test app sends no email, so its route refuses).
    await saveEmailPreferences(db(), repCa.userId, { level: 'tasks', dailyDigest: false });
    await addLicense('MAIL', 'C-CA', '2027-01-05');
    await run(today);
    await run(today);
    const [task] = await db()
      .selectFrom('notes')
      .select('id')
      .where('taskAssigneeId', '=', repCa.userId)
      .execute();
    expect(await mailOf(repCa.userId)).toEqual([
      {
        subject: 'New Task: License expires in 30 days: CA state tobacco retailer license N-MAIL',
        aboutNoteIds: [task!.id],
      },
    ]);
    // The office left email off (the default): the task and notification only.
    expect(await mailOf(office.userId)).toEqual([]);
    expect(await notificationsOf(office.userId)).toHaveLength(1);
    await run(dayAfter(23));
    await run(dayAfter(23));
    expect((await mailOf(repCa.userId)).map((mail) => mail.subject)).toEqual([
      'New Task: License expires in 30 days: CA state tobacco retailer license N-MAIL',
      'New Task: License expires in 7 days: CA state tobacco retailer license N-MAIL',
    ]);
    // Without email configured, nothing is queued.
    await addLicense('NOMAIL', 'C-CA', '2027-01-06');
    await db()
      .transaction()
      .execute((tx) => sendLicenseReminders(tx, dayAfter(1), { mail: false }));
    expect(await mailOf(repCa.userId)).toHaveLength(2);
    expect(await tasksOf(repCa.userId)).toHaveLength(3);
  });

  it('reminds no one of an expired or deleted license', async () => {
    await addLicense('GONE', 'C-CA', '2026-12-05');
    await addLicense('DELETED', 'C-CA', '2026-12-20');
    await db()
      .updateTable('customerLicenses')
      .set({ deletedAt: today.toISOString() })
      .where('id', '=', 'DELETED')
      .execute();
    await run(today);
    expect(await tasksOf(repCa.userId)).toEqual([]);
  });

  it('runs as a job that queues the next hour and tells the recipients once committed', async () => {
    await addLicense('JOB', 'C-CA', '2026-12-13');
    const live = listenToChanges(t.runtime.bus);
    const handler = licenseReminderJobHandlers({ bus: t.runtime.bus, mail: true })['license-reminders'];
    const after = await db()
      .transaction()
      .execute((tx) =>
        handler!({
          tx,
          now: today,
          job: {
            id: 'j',
            kind: 'license-reminders',
            key: 'k',
            subject: null,
            payload: {},
            attempts: 1,
          } as never,
        }),
      );
    await after?.();
    await live.arrived([{ kind: 'notifications.changed', userIds: [office.userId, repCa.userId].sort() }]);
    live.stop();
    const next = await db()
      .selectFrom('jobs')
      .select('runAt')
      .where('kind', '=', 'license-reminders')
      .execute();
    expect(next.map((job) => job.runAt)).toEqual(['2026-12-06T16:00:00.000Z']);
  });
});
