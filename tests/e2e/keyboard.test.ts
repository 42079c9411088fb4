import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeCustomerIn } from './support/data.js';
import { desktop, newContext, phone } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until the target has the focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < maxPresses; press++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), 'never reached by Tab').toBe(true);
}

/** Tabs to a button or link, checks its focus ring can be seen, and presses Enter on it. */
async function activate(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  expect(await focusRingWidth(page), 'focus ring').toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
}

/** Moves a Mantine combobox's highlight with the arrow keys to the option named `name`, then Enter. */
async function pickOption(page: Page, name: string, maxPresses = 40): Promise<void> {
  const highlighted = page.locator('[data-combobox-selected]');
  for (let press = 0; press < maxPresses; press++) {
    const current = (await highlighted.count())
      ? ((await highlighted.first().getAttribute('aria-label')) ?? (await highlighted.first().textContent()))
      : null;
    if (current?.trim() === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option ${name} never highlighted by the arrow keys`);
}

/** Records every text the shared live regions say (useAnnounce), so a test can hear them. */
async function listenToAnnouncer(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const heard: string[] = [];
    const last = new Map<Element, string>();
    (window as unknown as { heard: string[] }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[data-testid^="announcer-"]')) {
        const text = (region.textContent ?? '').trim();
        if (text && text !== last.get(region))
          heard.push(`${region.getAttribute('data-testid')?.replace('announcer-', '')}: ${text}`);
        last.set(region, text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard);

// A 1×1 PNG: a real image the upload's content sniffing accepts.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Summary {
  listId: string;
  fullName: string;
  state: string | null;
  isActive: boolean;
}
async function customersOf(page: Page, q: string): Promise<Summary[]> {
  const found = await page.request.get(`/api/customers/search?q=${q}&limit=50`);
  return ((await found.json()) as { customers: Summary[] }).customers;
}

/** Whether the focused element shows an outline a sighted keyboard user can see. */
const focusRingWidth = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return parseFloat(getComputedStyle(element).outlineWidth);
  });

async function signInByKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  const emailField = page.getByLabel('Email');
  await emailField.waitFor();
  // The email field has the focus on arrival.
  await expect.poll(() => isFocused(emailField)).toBe(true);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('humidor-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('every journey by keyboard alone', () => {
  it('signs in, skips to the main content and opens a page from the side menu', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Home · Humidor');

    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await tabTo(page, skip);
    await skip.waitFor();
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(isFocused(page.getByRole('main'))).resolves.toBe(true);

    const toggle = page.getByRole('button', { name: 'Toggle side menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await tabTo(page, page.getByLabel('Side menu').getByRole('link', { name: 'Notes Feed', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/notefeed');
    await expect.poll(() => page.title()).toBe('Notes Feed · Humidor');
    await context.close();
  });

  it('opens a dialog with the focus inside and gives the focus back when it closes', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page);
    await page.goto(`/customerpage/${encodeURIComponent(customer.listId)}`);
    const newContact = page.getByTestId('contacts').getByRole('button', { name: 'New' });
    await newContact.waitFor();
    await tabTo(page, newContact);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New Contact' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(newContact)).toBe(true);
    await context.close();
  });
  it('finds a customer, writes a note with tags, a file and a task, comments with a mention; the mentioned user hears it, reads and dismisses it', async () => {
    // The office user waits on the notifications page: the mention arrives live.
    const officeContext = await newContext(browser, server.url, phone);
    await listenToAnnouncer(officeContext);
    const office = await officeContext.newPage();
    await signInByKeyboard(office, 'office@humidor.test');
    await office.goto('/notifications');
    await office.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await office.getByTestId('unread-badge').waitFor();

    const context = await newContext(browser, server.url, desktop);
    await listenToAnnouncer(context);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');

    // Find a customer with the top bar's search: type, arrows, Enter.
    const customer = (await customersOf(page, 'a')).find((c) => c.state === 'FL' && c.isActive)!;
    const search = page.getByRole('banner').getByPlaceholder('Search customers');
    await tabTo(page, search);
    // The first two words, as a user types them; the arrows then find the one wanted.
    await page.keyboard.type(customer.fullName.split(' ').slice(0, 2).join(' '));
    await page.getByRole('option', { name: customer.fullName }).first().waitFor();
    await expect
      .poll(() => heard(page))
      .toContainEqual(expect.stringMatching(/^polite: \d+ customers? found$/));
    await pickOption(page, customer.fullName);
    await page.waitForURL(`**/customerpage/${encodeURIComponent(customer.listId)}`);

    // Write a note for that customer: subject, a tag from the list, text, a file, submit, confirm.
    await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer.listId)}`);
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    const subject = `Keyboard note ${Date.now()}`;
    await tabTo(page, page.getByRole('textbox', { name: 'Subject' }));
    await page.keyboard.type(subject);
    await tabTo(page, page.locator('input').and(page.getByLabel('Note Tags')));
    await page.keyboard.type('Visit');
    await pickOption(page, 'Visit');
    await page.locator('.mantine-Pill-label', { hasText: 'Visit' }).waitFor();
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByRole('textbox', { name: 'Note Text' }));
    await page.keyboard.type('Walked through the humidor with the owner.');
    const attach = page.getByRole('button', { name: 'Attach files' });
    // Listening first: the browser intercepts the chooser only once the listener is in place.
    const chooserOpened = page.waitForEvent('filechooser');
    await tabTo(page, attach);
    expect(await focusRingWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Remove shelf.png' }).waitFor();
    await activate(page, page.getByRole('button', { name: 'Submit', exact: true }));
    const confirm = page.getByRole('dialog', { name: 'Submit note' });
    await activate(page, confirm.getByRole('button', { name: 'Yes' }));
    await page.waitForURL('**/submitnote?**');
    expect(await heard(page)).toContain('polite: Note saved');
    const noteId = new URL(page.url()).searchParams.get('id')!;

    // Make it a task.
    await page.goto(`/noteview/${noteId}`);
    await page
      .getByRole('link', { name: /shelf\.png|Open shelf\.png/ })
      .or(page.getByRole('button', { name: 'Open shelf.png' }))
      .waitFor();
    await tabTo(page, page.getByRole('textbox', { name: 'Task description' }));
    await page.keyboard.type('Bring the new catalogue');
    await activate(page, page.getByRole('button', { name: 'Set as a Task' }));
    await page.getByTestId('task-description').getByText('Bring the new catalogue').waitFor();
    await expect.poll(() => heard(page)).toContain('polite: Task set');

    // Comment, mentioning Olivia with the picker (arrows, Enter) and closing it with Escape.
    const box = page.getByRole('textbox', { name: 'Add a comment' });
    await tabTo(page, box);
    await page.keyboard.type('Please call them @Oli');
    const list = page.getByRole('listbox', { name: 'Mention a user' });
    await list.getByRole('option', { name: 'Olivia Office' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Please call them @Olivia Office ');
    await page.keyboard.type('today, thanks @Ad');
    await list.waitFor();
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await activate(page, page.getByRole('button', { name: 'Comment', exact: true }));
    await page.getByTestId('comment').filter({ hasText: 'Please call them' }).waitFor();
    await expect.poll(() => heard(page)).toContain('polite: Comment saved');
    await context.close();

    // Olivia's screen reader says the notification arrived, without a reload.
    await expect
      .poll(() => heard(office), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^polite: New notification/));
    const mention = office.getByTestId('notification').filter({ hasText: 'Please call them' }).first();
    await mention.waitFor();
    // Read it: Enter on the notification opens the note.
    await activate(office, mention.getByRole('button', { name: /Please call them/ }));
    await office.waitForURL(`**/noteview/${noteId}`);
    await office.goto('/notifications');
    const dismiss = office
      .getByTestId('notification')
      .filter({ hasText: 'Please call them' })
      .first()
      .getByRole('button', { name: /^Dismiss / });
    await activate(office, dismiss);
    await expect.poll(() => heard(office)).toContain('polite: Notification dismissed');
    await officeContext.close();
  });

  it('takes an order: customer tab choices, a quantity, the TAA promotion, submit', async () => {
    const context = await newContext(browser, server.url, desktop);
    await listenToAnnouncer(context);
    const page = await context.newPage();
    await signInByKeyboard(page, 'rep.fl@humidor.test');
    let customer: Summary | undefined;
    for (const c of await customersOf(page, 'a')) {
      if (!c.isActive || c.state !== 'FL') continue;
      const detail = await page.request.get(`/api/customers/${encodeURIComponent(c.listId)}`);
      if (((await detail.json()) as { customer: { isTaaMember: boolean } }).customer.isTaaMember) {
        customer = c;
        break;
      }
    }
    const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
      items: { name: string; salesPrice: number }[];
    };
    const item = catalog.items.find((i) => i.name.startsWith('p-ADF1') && i.salesPrice > 0)!;
    const qty = Math.ceil(7000 / item.salesPrice);

    await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer!.listId)}`);
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    await tabTo(
      page,
      page
        .getByRole('textbox', { name: 'Order Type' })
        .or(page.getByRole('combobox', { name: 'Order Type' }))
        .first(),
    );
    await pickOption(page, 'TAA2025');
    await tabTo(
      page,
      page
        .getByRole('textbox', { name: 'Order Form' })
        .or(page.getByRole('combobox', { name: 'Order Form' }))
        .first(),
    );
    await pickOption(page, 'TAA 2025');
    await activate(page, page.getByRole('button', { name: 'Next' }));

    await tabTo(page, page.getByRole('textbox', { name: 'Find a product' }));
    await page.keyboard.type(item.name);
    await tabTo(page, page.getByRole('spinbutton', { name: `Quantity of ${item.name}` }));
    await page.keyboard.type(String(qty));
    await expect.poll(() => page.getByTestId('footer-total').textContent()).toContain(`${qty} boxes`);
    await activate(page, page.getByRole('button', { name: 'Next' }));
    await page.getByTestId('benefits').getByText('Free shipping').waitFor();

    await activate(page, page.getByRole('button', { name: 'Submit', exact: true }));
    const confirm = page.getByRole('dialog', { name: 'Submit order' });
    await activate(page, confirm.getByRole('button', { name: 'Submit' }));
    await page.waitForURL('**/submitorder?**');
    expect(await heard(page)).toContain('polite: Order saved');
    await context.close();
  });

  it('creates a user on the admin screen', async () => {
    const context = await newContext(browser, server.url, phone);
    const page = await context.newPage();
    await signInByKeyboard(page, 'admin@humidor.test');
    await page.goto('/admin/');
    const add = page.getByRole('button', { name: 'Add User' });
    await activate(page, add);
    const form = page.getByRole('form', { name: 'Add User' });
    await form.waitFor();
    const email = `kb.${Date.now()}@humidor.test`;
    await tabTo(page, form.getByRole('textbox', { name: 'First name' }));
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keys');
    await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(email);
    await tabTo(page, form.getByRole('textbox', { name: 'Password', exact: true }));
    await page.keyboard.type('keyboard-only-2026');
    await tabTo(page, form.getByRole('textbox', { name: 'Retype password' }));
    await page.keyboard.type('keyboard-only-2026');
    await activate(page, form.getByRole('button', { name: 'Create user' }));
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to create' });
    await activate(page, confirm.getByRole('button', { name: 'Create user' }));
    await form.waitFor({ state: 'detached' });
    await page.getByText(email).first().waitFor();
    // The focus goes back to the button the dialog was opened from.
    await expect.poll(() => isFocused(add)).toBe(true);
    await context.close();
  });
});
