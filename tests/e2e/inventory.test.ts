import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

const checked = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).isChecked();

describe('inventory', () => {
  it('keeps the view and grouping across a reload, and filters with highlights', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    await page.goto('/inventory/');
    await page.getByRole('heading', { name: 'Inventory Page' }).waitFor();
    await page.getByText('Showing Inventory').waitFor();
    await expect(checked(page, 'Orderable Inventory')).resolves.toBe(true);
    await expect(checked(page, 'Brand')).resolves.toBe(true);

    await page.getByRole('radio', { name: 'All Inventory' }).check();
    await page.getByRole('radio', { name: 'Qty On Hand' }).check();
    await page
      .getByRole('region', { name: '0-50' })
      .or(page.getByRole('region', { name: '500+' }))
      .first()
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Inventory Page' }).waitFor();
    await expect(checked(page, 'All Inventory')).resolves.toBe(true);
    await expect(checked(page, 'Qty On Hand')).resolves.toBe(true);
    await expect(
      page.evaluate(() => [localStorage.getItem('inventoryType'), localStorage.getItem('groupBy')]),
    ).resolves.toEqual(['all', 'onHand']);

    await page.getByPlaceholder('Type item name or description').fill('ROBUSTO');
    await page.locator('mark').first().waitFor();
    const marks = await page.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((text) => text.toLowerCase() === 'robusto')).toBe(true);

    await page.getByPlaceholder('Type item name or description').fill('no such cigar anywhere');
    await page.getByText('No inventory found').waitFor();
    await context.close();
  });
});

async function openDemoGrid(page: Page, rep: string) {
  await page.goto('/events/');
  await page.getByRole('link', { name: /Trade Show/ }).click();
  await page.waitForURL('**/appointmentTable/**');
  const repSelect = page.getByRole('combobox', { name: 'Rep' });
  await repSelect.click();
  await page.getByRole('option', { name: new RegExp(`^${rep} ·`) }).click();
  await expect.poll(() => repSelect.inputValue()).toMatch(new RegExp(`^${rep} ·`));
  await page.getByRole('table', { name: 'Appointment grid' }).waitFor();
}

describe('appointments', () => {
  it('two reps book and delete, live, and only the author may delete', async () => {
    const frankContext = await newContext(browser, server.url, phone);
    const tessContext = await newContext(browser, server.url, desktop);
    const frank = await frankContext.newPage();
    const tess = await tessContext.newPage();
    await signInAs(frank, 'rep.fl@humidor.test');
    await signInAs(tess, 'rep.tx@humidor.test');
    await openDemoGrid(frank, 'FL');
    await openDemoGrid(tess, 'FL');

    // Frank books 10:00 AM of the first day (the phone shows one day at a time).
    const slot = frank.getByRole('button', { name: /^Book .* 10:00 AM$/ }).first();
    const slotLabel = (await slot.getAttribute('aria-label')) ?? '';
    const when = slotLabel.replace(/^Book /, '');
    await slot.click();
    const dialog = frank.getByRole('dialog', { name: 'New Appointment' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe('Please enter an account name');
    await dialog.getByRole('textbox', { name: 'Account Name' }).fill('Coral Gables Cigars');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await frank.getByRole('button', { name: `Coral Gables Cigars, ${when}` }).waitFor();

    // Tess sees it appear without reloading, may not delete it, and cannot book the same slot.
    await tess.getByRole('button', { name: `Coral Gables Cigars, ${when}` }).click();
    const existing = tess.getByRole('dialog', { name: 'Appointment' });
    await existing.getByText('Submitted By').waitFor();
    await existing.getByRole('button', { name: 'Delete' }).click();
    await expect(existing.getByRole('alert').textContent()).resolves.toBe(
      'Only the author of this appointment can delete it',
    );
    // The dialog's own × is also named Close; the footer's Close button comes after it.
    await existing.getByRole('button', { name: 'Close' }).last().click();

    // Frank deletes it; it leaves Tess's grid live.
    await frank.getByRole('button', { name: `Coral Gables Cigars, ${when}` }).click();
    await frank.getByRole('dialog', { name: 'Appointment' }).getByRole('button', { name: 'Delete' }).click();
    await tess.getByRole('button', { name: `Book ${when}` }).waitFor();
    await frank.getByRole('button', { name: `Book ${when}` }).waitFor();
    await frankContext.close();
    await tessContext.close();
  });
});

describe('events', () => {
  it('office creates and deactivates an event while a rep watches the list live', async () => {
    const officeContext = await newContext(browser, server.url, desktop);
    const repContext = await newContext(browser, server.url, phone);
    const office = await officeContext.newPage();
    const rep = await repContext.newPage();
    await signInAs(office, 'office@humidor.test');
    await signInAs(rep, 'rep.tx@humidor.test');
    await rep.goto('/events/');
    await rep.getByRole('link', { name: /Trade Show/ }).waitFor();
    await expect(rep.getByRole('button', { name: 'New Event' }).count()).resolves.toBe(0);

    await office.goto('/events/');
    await office.getByRole('button', { name: 'New Event' }).click();
    const form = office.getByRole('dialog', { name: 'New Event' });
    await form.getByRole('textbox', { name: 'Event' }).fill('Spring Expo');
    await form.getByLabel('Starting').fill('2030-03-01');
    await form.getByLabel('Ending').fill('2030-02-27');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe(
      'The event cannot end before it starts',
    );
    await form.getByLabel('Ending').fill('2030-03-02');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await rep.getByRole('link', { name: 'Spring Expo' }).waitFor();

    await office
      .getByRole('row', { name: /Spring Expo/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = office.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByRole('checkbox', { name: 'Active' }).uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await rep.getByRole('link', { name: 'Spring Expo' }).waitFor({ state: 'detached' });
    await officeContext.close();
    await repContext.close();
  });
});

describe('reports', () => {
  it('shows the report link holder the dashboard frame; others read Not Authorized', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'admin@humidor.test');
    await page.goto('/reportspage');
    await page.getByText('Not Authorized').waitFor();
    // An admin is told where a user's report link is set.
    await page.getByRole('link', { name: 'Admin → Users → Edit' }).waitFor();
    // At a desktop's width the footer bar is hidden (decision 0253): the side menu holds the link.
    const menu = page.getByLabel('Side menu');
    await menu.getByRole('link', { name: 'Home' }).waitFor();
    await expect(menu.getByRole('link', { name: 'Reports' }).count()).resolves.toBe(0);

    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const url = 'https://reports.example.com/d/42';
    const saved = await page.request.patch(`/api/admin/users/${me.user.id}`, { data: { reportUrl: url } });
    expect(saved.status()).toBe(200);
    await page.reload();
    const frame = page.locator('iframe[title="Reports dashboard"]');
    await frame.waitFor({ state: 'attached' });
    await expect(frame.getAttribute('src')).resolves.toBe(url);
    await expect(frame.getAttribute('height')).resolves.toBe('1500');
    await expect(page.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).resolves.toBe(
      url,
    );
    await menu.getByRole('link', { name: 'Reports' }).waitFor();
    await context.close();
  });
});
