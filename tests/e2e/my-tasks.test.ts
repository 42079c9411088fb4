import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { writeNote } from './support/data.js';
import { browserZone } from '../../src/domain/dates/ranges.js';
import { dueBucketOf } from '../../src/domain/tasks/due.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

// The jobs' clock may be moved by an admin (test only), and the runner looks often.
useJourneys({ HUMIDOR_TEST_CLOCK: '1', JOBS_POLL_MS: '300' });

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** A note about a Florida customer, written by Frank (rep.fl) through the API. */
const floridaNote = (rep: Page, subject: string) => writeNote(rep, 'FL', subject, 'Needs a new humidor.');

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(wide).toBe(false);
}

describe.each([
  ['phone', phone],
  ['desktop', desktop],
] as const)('My Tasks at %s width', (name, viewport) => {
  it('a task given to Olivia with a due date shows in her My Tasks under its section and is done in one tap', async () => {
    const subject = `Humidor for ${name} ${Date.now()}`;
    const rep = await signedIn('rep.fl@humidor.test', viewport);
    const noteId = await floridaNote(rep, subject);
    await rep.goto(`/noteview/${noteId}`);
    await rep.getByRole('textbox', { name: 'Task description' }).fill('Deliver the humidor');
    const due = new Date();
    due.setDate(due.getDate() + 2);
    await rep.getByLabel('Due date').fill(localDate(due));
    await rep.getByLabel('Due time').fill('10:30');
    const assignee = rep
      .getByRole('textbox', { name: 'Assigned to' })
      .or(rep.getByRole('combobox', { name: 'Assigned to' }))
      .first();
    await assignee.click();
    await assignee.fill('Olivia');
    await rep.getByRole('option', { name: 'Olivia Office' }).click();
    await rep.getByRole('button', { name: 'Set as a Task' }).click();
    await rep.getByTestId('task-due').filter({ hasText: 'Assigned to Olivia Office' }).waitFor();
    await noSidewaysScroll(rep);

    const office = await signedIn('office@humidor.test', viewport);
    await office.goto('/');
    await office.getByRole('region', { name: 'Open Tasks' }).getByRole('link', { name: 'My Tasks' }).click();
    await office.waitForURL('**/mytasks');
    due.setHours(10, 30, 0, 0);
    const bucket = dueBucketOf({ at: due, allDay: false }, new Date(), browserZone);
    const row = office.getByTestId(`bucket-${bucket}`).getByTestId('my-task').filter({ hasText: subject });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('from Frank Florida');
    await noSidewaysScroll(office);
    await row.getByRole('button', { name: 'Done: Deliver the humidor' }).click();
    await row.waitFor({ state: 'detached' });

    await rep.goto('/mytasks');
    await rep.getByText('Assigned by me', { exact: true }).click();
    await expect(rep.getByRole('radio', { name: 'Assigned by me' }).isChecked()).resolves.toBe(true);
    await rep.getByText('No open tasks you gave to others').or(rep.getByTestId('my-task').first()).waitFor();
    await expect(rep.getByTestId('my-task').filter({ hasText: subject }).count()).resolves.toBe(0);
    await rep.context().close();
    await office.context().close();
  });
});

describe('reminders', () => {
  it('Olivia gets a reminder, live, when the clock passes the due time', async () => {
    const subject = `Reminder check ${Date.now()}`;
    const rep = await signedIn('rep.fl@humidor.test', desktop);
    const noteId = await floridaNote(rep, subject);
    const users = (await (await rep.request.get('/api/tasks/assignees')).json()) as {
      users: { id: string; displayName: string }[];
    };
    const olivia = users.users.find((u) => u.displayName === 'Olivia Office');
    const set = await rep.request.put(`/api/notes/${noteId}/task`, {
      data: {
        description: 'Call about the humidor',
        assigneeId: olivia!.id,
        dueAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(set.status()).toBe(200);

    const office = await signedIn('office@humidor.test', phone);
    await office.goto('/notifications');
    await office.getByRole('heading', { name: 'Notifications' }).waitFor();
    const reminder = office.getByText(`the task on "${subject}" is due`, { exact: false });
    await expect(reminder.count()).resolves.toBe(0);

    const admin = await signedIn('admin@humidor.test', desktop);
    const moved = await admin.request.post('/api/test/clock', { data: { advanceMs: 2 * 3_600_000 } });
    expect(moved.status()).toBe(200);
    // Live: the page was not reloaded.
    await reminder.waitFor();
    await noSidewaysScroll(office);
    const refused = await rep.request.post('/api/test/clock', { data: { advanceMs: 1 } });
    expect(refused.status()).toBe(403);
    for (const page of [rep, office, admin]) await page.context().close();
  });
});
