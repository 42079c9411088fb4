import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../domain/notes/card.js';
import type { Notification } from '../../domain/notifications/schemas.js';
import { testClock } from '../shared/jobs/clock.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges } from '../test/live-events.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { createBackgroundJobs } from '../jobs/background.js';

let t: TestApp;
let admin: TestSession, fl: TestSession, fl2: TestSession, tx: TestSession;

async function noteFor(session: TestSession, customerListId: string, subject: string): Promise<Note> {
  const response = await session.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId,
    subject,
    text: 'Talked about the new blends.',
    tags: ['Visit'],
    damagedItems: [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { note: Note }).note;
}

async function setTask(session: TestSession, noteId: string, body: Record<string, unknown>) {
  return session.request('PUT', `/api/notes/${noteId}/task`, { description: 'Call them back', ...body });
}

const mine = async (session: TestSession, query = '') =>
  ((await session.request('GET', `/api/tasks/mine${query}`)).json() as { tasks: Note[] }).tasks;

const reminders = async (session: TestSession) =>
  (
    (await session.request('GET', '/api/notifications')).json() as { notifications: Notification[] }
  ).notifications.filter((n) => n.type === 'task-due');

const jobsOf = (noteId: string) =>
  t.runtime.database.db
    .selectFrom('jobs')
    .select(['key', 'status', 'runAt'])
    .where('subject', '=', noteId)
    .orderBy('createdAt')
    .orderBy('key')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.runtime.database.db;
  await insertCustomer(db, 'C-FL', 'Florida Smokes', 'FL', null);
  await insertCustomer(db, 'C-TX', 'Texas Leaf', 'TX', null);
  admin = await t.userSession({ email: 'admin@k.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  fl = await t.userSession({
    email: 'fl@k.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Frank',
    lastName: 'Fl',
  });
  fl2 = await t.userSession({
    email: 'fl2@k.test',
    role: 'rep',
    states: ['FL'],
    firstName: 'Fay',
    lastName: 'Fl',
  });
  tx = await t.userSession({
    email: 'tx@k.test',
    role: 'rep',
    states: ['TX'],
    firstName: 'Tex',
    lastName: 'Tx',
  });
});
afterAll(() => t?.close());

describe('tasks with a due date and an assignee', () => {
  it('defaults the assignee to the note’s author and lists the task in their My Tasks', async () => {
    const note = await noteFor(fl, 'C-FL', 'Default assignee');
    const response = await setTask(admin, note.id, {});
    expect(response.statusCode, response.body).toBe(200);
    const task = (response.json() as { note: Note }).note;
    expect(task.taskAssignee?.id).toBe(fl.userId);
    expect(task.taskAssignedBy?.id).toBe(admin.userId);
    expect(task.taskDueAt).toBeNull();
    expect((await mine(fl)).map((n) => n.id)).toContain(note.id);
    expect((await mine(admin, '?assignedByMe=1')).map((n) => n.id)).toContain(note.id);
  });

  it('gives a task to another user with a due time; My Tasks lists soonest first, undated last', async () => {
    const later = await noteFor(fl, 'C-FL', 'Later one');
    const sooner = await noteFor(fl, 'C-FL', 'Sooner one');
    const undated = await noteFor(fl, 'C-FL', 'Undated one');
    for (const [note, dueAt] of [
      [later, '2030-01-10T15:00:00.000Z'],
      [sooner, '2030-01-05T15:00:00.000Z'],
      [undated, null],
    ] as const) {
      const response = await setTask(fl, note.id, { assigneeId: fl2.userId, dueAt });
      expect(response.statusCode, response.body).toBe(200);
    }
    const ids = (await mine(fl2)).map((n) => n.id);
    expect(ids).toEqual([sooner.id, later.id, undated.id]);
    const given = (await mine(fl, '?assignedByMe=true')).map((n) => n.id);
    expect(given).toEqual(expect.arrayContaining([sooner.id, later.id, undated.id]));
    expect(await mine(fl2, '?assignedByMe=1')).toEqual([]);
  });

  it('refuses an assignee who cannot see the note, and never lists a task outside one’s states', async () => {
    const note = await noteFor(admin, 'C-TX', 'Texas only');
    const refused = await setTask(admin, note.id, { assigneeId: fl.userId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/active user who can see this note/);
    expect(
      (await setTask(admin, note.id, { assigneeId: tx.userId, dueAt: '2030-02-01T10:00:00Z' })).statusCode,
    ).toBe(200);
    expect((await mine(tx)).map((n) => n.id)).toContain(note.id);
    expect((await mine(fl)).map((n) => n.id)).not.toContain(note.id);
  });

  it('lists active users as assignees', async () => {
    const users = (await fl.request('GET', '/api/tasks/assignees')).json() as {
      users: { displayName: string }[];
    };
    expect(users.users.map((u) => u.displayName)).toEqual(expect.arrayContaining(['Fay Fl', 'Tex Tx']));
  });
});

describe('reminders', () => {
  it('keeps one pending reminder per task and due time: rescheduled on a new due date, cancelled when done', async () => {
    const note = await noteFor(fl, 'C-FL', 'Reschedule me');
    await setTask(fl, note.id, { dueAt: '2030-03-01T09:00:00.000Z' });
    await setTask(fl, note.id, { dueAt: '2030-03-02T09:00:00.000Z' });
    expect((await jobsOf(note.id)).map((j) => [j.key.split(':').slice(2).join(':'), j.status])).toEqual([
      ['2030-03-01T09:00:00.000Z', 'cancelled'],
      ['2030-03-02T09:00:00.000Z', 'pending'],
    ]);
    await fl.request('POST', `/api/notes/${note.id}/task/resolve`);
    expect((await jobsOf(note.id)).every((j) => j.status === 'cancelled')).toBe(true);
    await fl.request('POST', `/api/notes/${note.id}/task/unresolve`);
    expect((await jobsOf(note.id)).filter((j) => j.status === 'pending')).toHaveLength(1);
    await fl.request('DELETE', `/api/notes/${note.id}/task`);
    expect((await jobsOf(note.id)).every((j) => j.status === 'cancelled')).toBe(true);
  });

  it('reminds the assignee once when the clock passes the due time, live, even across a restart', async () => {
    const note = await noteFor(fl, 'C-FL', 'Remind Fay');
    const dueAt = new Date(Date.now() + 60 * 60_000).toISOString();
    await setTask(fl, note.id, { assigneeId: fl2.userId, dueAt });
    const live = listenToChanges(t.runtime.bus);
    // The assignment told fl2 too: only the reminder's change may count below.
    await live.reset();
    const clock = testClock();
    const first = createBackgroundJobs({ ...t.runtime, clock });
    expect(await first.runner.runOnce()).toBe(0);
    expect(await reminders(fl2)).toEqual([]);
    clock.advance(61 * 60_000);
    // A new process (the first never ran it) finds the reminder in the table.
    const second = createBackgroundJobs({ ...t.runtime, clock });
    expect(await second.runner.runOnce()).toBeGreaterThanOrEqual(1);
    expect(await first.runner.runOnce()).toBe(0);
    const got = await reminders(fl2);
    expect(got).toHaveLength(1);
    expect(got[0]?.text).toContain('"Remind Fay" is due');
    expect(got[0]?.link).toBe(`/noteview/${note.id}`);
    await live.arrived([{ kind: 'notifications.changed', userIds: [fl2.userId] }]);
    live.stop();
    expect(await reminders(fl)).toEqual([]);
    // Setting the same due time again does not send it twice.
    await setTask(fl, note.id, { dueAt });
    await second.runner.runOnce();
    expect(await reminders(fl2)).toHaveLength(1);
  });

  it('sends nothing for a task done before its time', async () => {
    const note = await noteFor(fl, 'C-FL', 'Done early');
    await setTask(fl, note.id, {
      assigneeId: fl2.userId,
      dueAt: new Date(Date.now() + 60_000).toISOString(),
    });
    await fl.request('POST', `/api/notes/${note.id}/task/resolve`);
    const clock = testClock();
    clock.advance(5 * 60_000);
    await createBackgroundJobs({ ...t.runtime, clock }).runner.runOnce();
    expect((await reminders(fl2)).filter((n) => n.text.includes('Done early'))).toEqual([]);
  });
});
