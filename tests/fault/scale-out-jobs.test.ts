// Two Humidor processes, each running the job runner and serving the Web Connector, on one
// PostgreSQL: each reminder, digest and app order leaves once, not once per instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { saveConnection } from '../../src/server/quickbooks/desktop/commands.js';
import { addFixtureItems, requestsOf, runWebConnector } from '../../src/server/test/quickbooks-test-bed.js';
import { SimulatedQuickBooks, soapCall, soapResult } from '../../src/server/test/simulated-quickbooks.js';
import { orderBody } from '../../src/server/test/order-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../src/server/test/smtp-sink.js';
import { eventually, signInAs, startHumidor, type HumidorProcess } from './support/humidor-process.js';
import { scaleUsers, startScaleCluster, type ScaleCluster } from './support/scale-cluster.js';

let smtp: SmtpSink;
let cluster: ScaleCluster;
let database: Database;
let one: HumidorProcess;
let two: HumidorProcess;

beforeAll(async () => {
  smtp = await startSmtpSink();
  cluster = await startScaleCluster({ orders: true });
  database = openDatabase({ databaseUrl: cluster.env.DATABASE_URL });
  const env = {
    ...cluster.env,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Humidor <humidor@example.test>',
    // Both runners poll often, so they race for every due row.
    JOBS_POLL_MS: '200',
    HUMIDOR_TEST_CLOCK: '1',
  };
  [one, two] = await Promise.all([startHumidor(env), startHumidor(env)]);
});
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await database?.destroy();
  await cluster?.close();
  await smtp?.close();
});

/** Moves both instances' job clocks forward by the same time at the same moment; answers the new time. */
async function advanceBothClocks(ms: number): Promise<number> {
  const answers = await Promise.all(
    [one, two].map(async (server) => {
      const admin = await signInAs(server.url, scaleUsers.admin.email);
      const moved = await admin.fetch('/api/test/clock', { method: 'POST', body: { advanceMs: ms } });
      expect(moved.status).toBe(200);
      return Date.parse(((await moved.json()) as { now: string }).now);
    }),
  );
  return Math.min(...answers);
}

/** Waits until no job of `kind` and no mail is waiting or running: nothing more can be sent. */
async function untilSettled(kind: string): Promise<void> {
  const settled = await eventually(async () => {
    const jobs = await database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'running')
      .execute();
    const mail = await database.db
      .selectFrom('mailOutbox')
      .select('id')
      .where('status', 'in', ['pending', 'running'])
      .execute();
    return jobs.length === 0 && mail.length === 0;
  }, 20_000);
  expect(settled, 'the job runners did not finish').toBe(true);
}

const subjects = () => smtp.received.map((m) => m.subject);
const countOf = (subject: RegExp) => subjects().filter((s) => subject.test(s)).length;

describe('two instances running background jobs on one PostgreSQL', () => {
  it('send each due task reminder once, as a notification and an email', async () => {
    const rep = await signInAs(two.url, scaleUsers.rep.email);
    const preferences = await rep.fetch('/api/me/email-preferences', {
      method: 'PUT',
      body: { level: 'tasks', dailyDigest: true },
    });
    expect(preferences.status).toBe(200);
    const writer = await signInAs(one.url, scaleUsers.rep.email);
    const dueAt = new Date(Date.now() + 3_600_000).toISOString();
    const noteIds: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const created = await writer.fetch('/api/notes', {
        method: 'POST',
        body: {
          noteClass: 'standard',
          customerListId: 'C-FL',
          subject: `Reminder ${n}`,
          text: 'Bring the samples.',
          tags: ['Visit'],
          damagedItems: [],
        },
      });
      expect(created.status).toBe(201);
      const noteId = ((await created.json()) as { note: { id: string } }).note.id;
      const task = await writer.fetch(`/api/notes/${noteId}/task`, {
        method: 'PUT',
        body: { description: `Bring samples ${n}`, dueAt },
      });
      expect(task.status, await task.clone().text()).toBe(200);
      noteIds.push(noteId);
    }

    await advanceBothClocks(3_600_000 + 60_000);
    expect(
      await eventually(async () => countOf(/^Task Due: Reminder/) >= 6, 20_000),
      subjects().join('\n'),
    ).toBe(true);
    await untilSettled('task-reminder');
    // One more round on both, with nothing left to claim.
    await advanceBothClocks(0);
    await untilSettled('task-reminder');
    expect(countOf(/^Task Due: Reminder/)).toBe(6);
    const reminders = await database.db
      .selectFrom('notifications')
      .select('link')
      .where('type', '=', 'task-due')
      .execute();
    expect(reminders.map((r) => r.link).sort()).toEqual(noteIds.map((id) => `/noteview/${id}`).sort());
  });

  it('send the daily digest once', async () => {
    const before = countOf(/^Your tasks:/);
    const digest = await database.db
      .selectFrom('jobs')
      .select('runAt')
      .where('kind', '=', 'task-digest')
      .where('status', '=', 'pending')
      .execute();
    expect(digest).toHaveLength(1);
    const now = await advanceBothClocks(0);
    await advanceBothClocks(Date.parse(digest[0]!.runAt) - now + 60_000);
    expect(
      await eventually(async () => countOf(/^Your tasks:/) > before, 20_000),
      subjects().join('\n'),
    ).toBe(true);
    await untilSettled('task-digest');
    await advanceBothClocks(0);
    await untilSettled('task-digest');
    expect(countOf(/^Your tasks:/)).toBe(before + 1);
    expect(
      subjects()
        .filter((s) => /^Your tasks:/.test(s))
        .at(-1),
    ).toMatch(/^Your tasks: 6 open/);
  });
});

describe('the Web Connector reaching either instance', () => {
  const qb = new SimulatedQuickBooks();
  const login = { user: 'Office PC', password: 'humidor-qb-7' };
  const urls = () => [one.url, two.url];

  beforeAll(async () => {
    await saveConnection(database.db, { name: login.user, password: login.password, runEveryMinutes: 15 });
    for (const listId of ['C-FL', 'C-FL2'])
      qb.add('CustomerRet', {
        ListID: listId,
        Name: `${listId} Smoke Shop`,
        FullName: `${listId} Smoke Shop`,
        IsActive: 'true',
        BillAddress: { State: 'FL' },
      });
    addFixtureItems(qb);
  });

  async function placeOrder(): Promise<{ id: string; refNumber: () => Promise<string | undefined> }> {
    const rep = await signInAs(one.url, scaleUsers.rep.email);
    const created = await rep.fetch('/api/orders', { method: 'POST', body: orderBody() });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = ((await created.json()) as { ids: string[] }).ids[0]!;
    const refNumber = async () =>
      (
        await database.db
          .selectFrom('qbwcPushes')
          .select('refNumber')
          .where('orderId', '=', id)
          .executeTakeFirst()
      )?.refNumber;
    return { id, refNumber };
  }
  const statusOf = async (id: string) =>
    (await database.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const addsOf = (from: number, refNumber: string | undefined) =>
    requestsOf(qb, from, 'SalesOrderAddRq').filter((r) => refNumber && r.includes(`>${refNumber}<`));

  it('hands an app order to QuickBooks once when its calls alternate between the instances', async () => {
    const order = await placeOrder();
    const outcome = await runWebConnector(urls(), qb, login);
    expect(outcome.percents.at(-1), outcome.lastErrors.join('\n')).toBe(100);
    expect(addsOf(0, await order.refNumber())).toHaveLength(1);
    expect(await statusOf(order.id)).toBe('OrderInQBooks');

    const before = qb.requests.length;
    const next = await runWebConnector([two.url], qb, login);
    expect(next.percents.at(-1)).toBe(100);
    expect(requestsOf(qb, before, 'SalesOrderAddRq')).toEqual([]);
  });

  it('gives one run at a time when Web Connector calls reach both at once, and pushes the order once', async () => {
    const order = await placeOrder();
    const before = qb.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, n) =>
        soapResult(
          (
            await soapCall(urls()[n % 2]!, 'authenticate', {
              strUserName: login.user,
              strPassword: login.password,
            })
          ).body,
          'authenticate',
        ),
      ),
    );
    const granted = answers.filter((a) => Boolean(a[0])) as string[][];
    expect(answers.filter((a) => a[1] === 'busy')).toHaveLength(answers.length - granted.length);
    const outcomes = await Promise.all(
      granted.map((authentication) => runWebConnector(urls(), qb, login, { authentication })),
    );
    expect(addsOf(before, await order.refNumber())).toHaveLength(1);
    expect(granted).toHaveLength(1);
    expect(outcomes[0]?.percents.at(-1)).toBe(100);
    expect(await statusOf(order.id)).toBe('OrderInQBooks');
    expect(qb.schemaErrors).toEqual([]);
  });
});
