import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { floridaDocument, pageFixtures } from './support/data.js';
import { desktop, phone, signInAs, settle } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * Phone ergonomics (issue 15 part 7): every main page at 375 px has no sideways page scroll, a table
 * wider than the phone either becomes cards or says "swipe sideways" above it, every
 * visible thing a finger presses is at least 44 × 44 px (or sits in a hit area that large: its label,
 * the row it belongs to), and the footer's Reports button is whole on screen. Each page is also
 * photographed at 375 and 1280 px into test-results/phone/ to be looked at.
 */
/** The admin's page, signed in once and shared by the tests. */
let page: Page;
const fixtures = { customerListId: '', noteId: '', orderId: '', eventId: '' };
const shots = path.resolve('test-results/phone');

type Fixtures = typeof fixtures;

/** The main pages, signed in as the admin (who sees every state, so the widest tables). */
const pages: { name: string; path: (f: Fixtures) => string; tabs?: string[] }[] = [
  { name: 'home', path: () => '/' },
  {
    name: 'customer',
    path: (f) => `/customerpage/${encodeURIComponent(f.customerListId)}`,
    tabs: ['Stats', 'Notes', 'Transactions'],
  },
  { name: 'note-create', path: () => '/notecreate' },
  { name: 'note-view', path: (f) => `/noteview/${f.noteId}` },
  { name: 'note-feed', path: () => '/notefeed' },
  { name: 'notifications', path: () => '/notifications' },
  { name: 'order-create', path: () => '/ordercreate', tabs: ['Products', 'Summary'] },
  { name: 'order-feed', path: () => '/orderfeed' },
  { name: 'order-view', path: (f) => `/orderview/${f.orderId}` },
  { name: 'raffle-tickets', path: () => '/raffletickets' },
  { name: 'invoice', path: () => `/invoiceview/${floridaDocument('invoices')}` },
  { name: 'sales-order', path: () => `/salesorderview/${floridaDocument('salesorders')}` },
  { name: 'credit-memo', path: () => `/creditmemoview/${floridaDocument('creditmemos')}` },
  { name: 'lists', path: () => '/lists' },
  { name: 'inventory', path: () => '/inventory' },
  { name: 'events', path: () => '/events' },
  { name: 'appointments', path: (f) => `/appointmentTable/${f.eventId}` },
  { name: 'insights', path: () => '/insights', tabs: ['At risk', 'Brand reach', 'Rep activity'] },
  { name: 'reports', path: () => '/reportspage' },
  { name: 'admin', path: () => '/admin', tabs: ['Settings', 'Integration tokens'] },
  { name: 'quickbooks', path: () => '/admin/quickbooks' },
  { name: 'compliance', path: () => '/admin/compliance' },
  { name: 'compliance-items', path: () => '/admin/compliance/items' },
  { name: 'license-lists', path: () => '/admin/compliance/license-lists' },
  { name: 'compliance-reports', path: () => '/admin/compliance/reports' },
];

/**
 * Every visible interactive element whose hit area is under 44 × 44 px. The hit area is the element's
 * box joined with its labels' and with the nearest ancestor marked as its target (a whole card or
 * row that is the link, a Mantine checkbox's body), so a 24 px checkbox beside its 44 px label passes.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="link"]',
      '[role="menuitem"]',
    ].join(',');
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // off-canvas (the closed side menu), hidden, or visually hidden behind a drawn control
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.right <= 0 || box.left >= width) continue;
      const areas = [box];
      const labels = (element as HTMLInputElement).labels;
      if (labels) for (const label of labels) areas.push(label.getBoundingClientRect());
      // a label, a checkbox's body, or the field box around a tags input's inner text box (a click
      // anywhere in the field focuses it)
      const wrapper = element.closest(
        'label, .mantine-Checkbox-body, .mantine-Radio-body, .mantine-Switch-body, .mantine-Input-input',
      );
      if (wrapper) areas.push(wrapper.getBoundingClientRect());
      const drawn = areas.filter((a) => a.width > 0 && a.height > 0);
      if (drawn.length === 0) continue;
      const left = Math.min(...drawn.map((a) => a.left));
      const right = Math.max(...drawn.map((a) => a.right));
      const top = Math.min(...drawn.map((a) => a.top));
      const bottom = Math.max(...drawn.map((a) => a.bottom));
      // half a pixel of rounding (44 px set in rem at a 16 px root)
      if (right - left >= 43.5 && bottom - top >= 43.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        element.textContent?.trim().slice(0, 40) ??
        (element as HTMLInputElement).name;
      found.push(
        `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}" ${Math.round(right - left)}×${Math.round(bottom - top)}`,
      );
    }
    return found;
  });
}

/**
 * In the page: tables whose columns run past the right edge of their box with no visible "swipe
 * sideways" hint above them (a table that fits, or became cards, needs none).
 */
function tablesWithoutHint(): string[] {
  const found: string[] = [];
  for (const table of document.querySelectorAll('table')) {
    if (table.getBoundingClientRect().width === 0) continue;
    let box: HTMLElement | null = table.parentElement;
    while (box && box.scrollWidth <= box.clientWidth + 1 && box !== document.body) box = box.parentElement;
    if (!box || box === document.body) continue;
    // the hint sits above the scrolling box, inside the same wrapper (ui/ResponsiveTable.tsx WideTable)
    let hint: Element | null = null;
    for (let at: HTMLElement | null = box, up = 0; at && !hint && up < 5; at = at.parentElement, up += 1)
      hint = at.parentElement?.querySelector(':scope > [data-testid="scroll-hint"]') ?? null;
    const shown = hint !== null && hint.getBoundingClientRect().height > 0;
    if (!shown) {
      const name = table.getAttribute('aria-label') ?? table.querySelector('th')?.textContent ?? 'table';
      found.push(
        `table "${name}" scrolls sideways (${box.scrollWidth} in ${box.clientWidth} px) with no hint`,
      );
    }
  }
  return found;
}

/**
 * `tablesWithoutHint` once the hints have caught up with the layout: a hint is drawn after its box
 * is measured (a ResizeObserver, `useElementSize`), which on a loaded machine can come after the
 * page has settled, so the page gets up to two seconds to show every hint before the rest count.
 */
async function hiddenColumns(page: Page): Promise<string[]> {
  await page
    .waitForFunction(`(${tablesWithoutHint.toString()})().length === 0`, undefined, { timeout: 2_000 })
    .catch(() => undefined);
  return page.evaluate(tablesWithoutHint);
}

/** Sideways scroll, tables hiding columns without a hint, and small targets of the page as it is now. */
async function phoneProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  if (scrollWidth > phone.width) problems.push(`${where}: page is ${scrollWidth} px wide`);
  for (const table of await hiddenColumns(page)) problems.push(`${where}: ${table}`);
  for (const target of await smallTargets(page)) problems.push(`${where}: ${target}`);
  return problems;
}

useJourneys();

beforeAll(async () => {
  // No service worker: only the offline journeys need it (decision 0286).
  const context = await browser.newContext({ baseURL: server.url, viewport: phone, serviceWorkers: 'block' });
  const admin = await context.newPage();
  await signInAs(admin, 'admin@humidor.test');
  Object.assign(fixtures, await pageFixtures(admin, admin, 'Phone', 4));
  // the footer's Reports link shows only to a user with a dashboard
  const me = (await (await admin.request.get('/api/me')).json()) as { user: { id: string } };
  const saved = await admin.request.patch(`/api/admin/users/${me.user.id}`, {
    data: { reportUrl: 'https://reports.example.com/d/42' },
  });
  expect(saved.status()).toBe(200);
  page = admin;
  fs.mkdirSync(shots, { recursive: true });
});

describe('every main page on a 375 px phone', () => {
  it.each(pages)(
    '$name: no sideways page scroll, no touch target under 44 px; photographed at 375 and 1280 px',
    async (route) => {
      const target = route.path(fixtures);
      await page.setViewportSize(phone);
      await page.goto(target);
      await settle(page);
      const problems = await phoneProblems(page, target);
      await page.screenshot({ path: path.join(shots, `${route.name}-375.png`), fullPage: true });
      for (const tab of route.tabs ?? []) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await settle(page);
        problems.push(...(await phoneProblems(page, `${target} (${tab})`)));
        const file = `${route.name}-${tab.toLowerCase().replace(/\W+/g, '-')}-375.png`;
        await page.screenshot({ path: path.join(shots, file), fullPage: true });
      }
      if (route.tabs) await page.goto(target);
      await page.setViewportSize(desktop);
      await settle(page);
      await page.screenshot({ path: path.join(shots, `${route.name}-1280.png`), fullPage: true });
      expect(problems).toEqual([]);
    },
  );

  it('shows the footer Reports button whole, above the page and inside the screen', async () => {
    await page.setViewportSize(phone);
    await page.goto('/orderfeed');
    await settle(page);
    const footer = page.getByRole('navigation', { name: 'Quick actions' });
    const reports = footer.getByRole('link', { name: 'Reports' });
    await reports.waitFor();
    const box = (await reports.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    // nothing covers its label: the topmost element at its centre is the button or inside it
    const onTop = await reports.evaluate((element) => {
      const r = element.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
    await page.getByRole('link', { name: 'Reports' }).last().click();
    await page.waitForURL('**/reportspage');
  });
});
