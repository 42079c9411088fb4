import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../domain/notifications/schemas.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let author: TestSession, helper: TestSession, other: TestSession, outsider: TestSession;
let noteId: string;
let live: LiveEvents;

async function notificationsOf(session: TestSession, query = ''): Promise<Notification[]> {
  const response = await session.request('GET', `/api/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { notifications: Notification[] }).notifications;
}

const unread = async (session: TestSession) =>
  ((await session.request('GET', '/api/notifications/unread-count')).json() as { count: number }).count;

beforeAll(async () => {
  t = await createTestApp();
  live = listenToChanges(t.runtime.bus);
  const rep = (email: string, firstName: string, states: ('FL' | 'TX')[] = ['FL']) =>
    t.userSession({ email, role: 'rep', states, firstName, lastName: 'Rep' });
  author = await rep('author@x.test', 'Author');
  helper = await rep('helper@x.test', 'Helper');
  other = await rep('other@x.test', 'Other');
  outsider = await rep('outsider@x.test', 'Outsider', ['TX']);
  await insertCustomer(t.runtime.database.db, 'C-FL', 'Miami Smoke', 'FL');
  const response = await author.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId: 'C-FL',
    subject: 'Humidor broken',
    text: 'Needs a new one.',
    tags: ['Visit'],
    damagedItems: [],
  });
  noteId = (response.json() as { note: { id: string } }).note.id;
});
afterAll(() => t.close());

describe('task changes notify the right people, never the actor', () => {
  it('new-task from a helper goes to the author only', async () => {
    await live.reset();
    const response = await helper.request('PUT', `/api/notes/${noteId}/task`, {
      description: 'Ship a humidor',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mine = await notificationsOf(author);
    expect(mine).toEqual([
      expect.objectContaining({
        type: 'new-task',
        actingUser: 'Helper Rep',
        text: 'set a task on "Humidor broken": Ship a humidor',
        link: `/noteview/${noteId}`,
      }),
    ]);
    expect(await notificationsOf(helper)).toEqual([]);
    expect(await notificationsOf(other)).toEqual([]);
    await live.arrived([{ kind: 'notifications.changed', userIds: [author.userId] }]);
  });

  it.each([
    { path: 'task/resolve', method: 'POST', type: 'resolved-task' },
    { path: 'task/unresolve', method: 'POST', type: 'unresolved-task' },
    { path: 'task', method: 'DELETE', type: 'removed-task' },
  ])('$type by the author goes to the involved helper', async ({ path, method, type }) => {
    expect((await author.request(method, `/api/notes/${noteId}/${path}`)).statusCode).toBe(200);
    expect((await notificationsOf(helper)).at(0)).toEqual(
      expect.objectContaining({ type, actingUser: 'Author Rep' }),
    );
    expect((await notificationsOf(author)).map((n) => n.type)).toEqual(['new-task']);
    expect(await notificationsOf(other)).toEqual([]);
    expect(await notificationsOf(outsider)).toEqual([]);
  });
});

describe('reading and dismissing', () => {
  it('counts unread, marks seen, dismisses; only the owner may touch a notification', async () => {
    const [first] = await notificationsOf(helper);
    expect(await unread(helper)).toBe(3);
    for (const session of [author, outsider]) {
      for (const action of ['seen', 'dismiss']) {
        const response = await session.request('POST', `/api/notifications/${first!.id}/${action}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(
          expect.objectContaining({ message: `A notification with the ID ${first!.id} does not exist` }),
        );
      }
    }
    expect((await helper.request('POST', `/api/notifications/${first!.id}/seen`)).statusCode).toBe(200);
    expect(await unread(helper)).toBe(2);
    expect((await notificationsOf(helper)).at(0)?.seen).toBe(true);
    expect((await helper.request('POST', `/api/notifications/${first!.id}/dismiss`)).statusCode).toBe(200);
    expect(await notificationsOf(helper)).toHaveLength(2);
    const all = await notificationsOf(helper, '?includeDismissed=1');
    expect(all).toHaveLength(3);
    expect(all.at(0)).toEqual(expect.objectContaining({ id: first!.id, dismissed: true }));
  });

  it('dismiss-all hides every notification of the user only', async () => {
    const response = await helper.request('POST', '/api/notifications/dismiss-all');
    expect(response.json()).toEqual({ dismissed: 2 });
    expect(await notificationsOf(helper)).toEqual([]);
    expect(await unread(helper)).toBe(0);
    expect(await notificationsOf(helper, '?includeDismissed=1')).toHaveLength(3);
    expect(await notificationsOf(author)).toHaveLength(1);
  });

  it('lists the last 90 days only, newest first, 50 at a time', async () => {
    const db = t.runtime.database.db;
    const day = 24 * 3600_000;
    const rows = Array.from({ length: 55 }, (_, i) => ({
      id: `bulk-${String(i).padStart(2, '0')}`,
      userId: other.userId,
      type: 'new-comment' as const,
      text: `old ${i}`,
      actingUserId: author.userId,
      actingUserName: 'Author Rep',
      link: `/noteview/${noteId}`,
      seen: false,
      dismissed: false,
      createdAt: new Date(Date.now() - (i + 1) * day * 1.7).toISOString(),
    }));
    await db.insertInto('notifications').values(rows).execute();
    const first = await other.request('GET', '/api/notifications');
    const page = first.json() as { notifications: Notification[]; nextCursor: string | null };
    expect(page.notifications).toHaveLength(50);
    expect(page.notifications[0]?.text).toBe('old 0');
    expect(page.nextCursor).not.toBeNull();
    const rest = await notificationsOf(other, `?cursor=${page.nextCursor}`);
    // 1.7 days apart: the 53rd (about 90.1 days old) and later are out of the window
    expect(rest.map((n) => n.text)).toEqual(['old 50', 'old 51']);
    expect(await unread(other)).toBe(52);
  });
});
