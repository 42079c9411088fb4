import type { BrowserContext, Page } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/web/app/router.js';
import { floridaDocument, pageFixtures } from './support/data.js';
import { auditBothWidths, describeViolations, violationsOf } from './support/axe.js';
import { phone, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * axe-core over every route of the router as a rep, and over the routes an admin sees otherwise as an
 * admin, at 375 px and 1280 px: any
 * WCAG 2.0/2.1/2.2 A or AA violation, or any of axe's best practices (heading order, allowed roles,
 * landmarks…), fails the route (docs/accessibility.md).
 *
 * The walk runs in four tabs at once, each in a context of its own signed in once, without the
 * service worker (decision 0286): each role's routes shared between two.
 * axe's own run is most of this file's time, and it runs in one renderer per tab: one walk at a time
 * kept one of CI's two cores idle (decision 0378).
 */
const fixtures = { customerListId: '', noteId: '', orderId: '', eventId: '' };

/**
 * Each path of the router (`src/web/app/router.tsx`) and the address that opens it: real ids from
 * the demo data and this file's fixtures, and the query strings the page needs. A route added to
 * the router and not here fails 'audits every route of the router'.
 */
function addresses(): Record<string, string> {
  const { customerListId, noteId, orderId, eventId } = fixtures;
  const customer = encodeURIComponent(customerListId);
  return {
    '/': '/',
    '/customerpage/:customerListID': `/customerpage/${customer}`,
    '/notecreate': '/notecreate',
    '/submitnote': `/submitnote?id=${noteId}&customerListID=${customer}`,
    '/noteview/:id': `/noteview/${noteId}`,
    '/deletenote': `/deletenote?customerListID=${customer}`,
    '/notefeed': '/notefeed',
    '/mytasks': '/mytasks',
    '/settings': '/settings',
    '/notifications': '/notifications',
    '/ordercreate': '/ordercreate',
    '/submitorder': `/submitorder?id=${orderId}&customerListID=${customer}`,
    '/orderfeed': '/orderfeed',
    '/orderview/:id': `/orderview/${orderId}`,
    '/orderdelete': '/orderdelete?result=success',
    '/invoiceview/:id': `/invoiceview/${floridaDocument('invoices')}`,
    '/salesorderview/:id': `/salesorderview/${floridaDocument('salesorders')}`,
    '/creditmemoview/:id': `/creditmemoview/${floridaDocument('creditmemos')}`,
    '/inventory': '/inventory',
    '/lists': '/lists',
    '/events': '/events',
    '/appointmentTable/:id': `/appointmentTable/${eventId}`,
    '/admin': '/admin',
    '/admin/audit': '/admin/audit',
    '/admin/compliance': '/admin/compliance',
    '/admin/compliance/items': '/admin/compliance/items',
    '/admin/compliance/license-lists': '/admin/compliance/license-lists',
    '/admin/compliance/reports': '/admin/compliance/reports',
    '/admin/shop-portal': '/admin/shop-portal',
    '/admin/prospects': '/admin/prospects',
    '/trash': '/trash',
    '/admin/quickbooks': '/admin/quickbooks',
    '/raffletickets': '/raffletickets',
    '/insights': '/insights',
    '/visits': '/visits',
    '/map': '/map',
    '/reportspage': '/reportspage',
    '/search': '/search?q=cigar',
    '/outbox': '/outbox',
    // The outbox's first path, answered by the outbox page.
    '/sync': '/sync',
    // The signed-in shell's "Page not found".
    '*': '/no-such-page',
  };
}

/** The router's own table: every path under the signed-in shell, redirects too (the index route is '/'). */
function signedInPaths(): string[] {
  const shell = routes[0]?.children?.find((route) => route.path === '/');
  return (shell?.children ?? []).map((route: RouteObject) => (route.index ? '/' : (route.path ?? '')));
}

async function auditRoute(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return auditBothWidths(page, path);
}

/** The tabs of a route beyond the one it opens on, each audited too (those a user has). */
const tabsOf: Record<string, string[]> = {
  '/customerpage/:customerListID': ['Stats', 'Notes', 'Transactions'],
  '/admin': ['Settings', 'Integration tokens'],
  '/admin/quickbooks': ['Run log', 'Order push queue', 'QuickBooks Online'],
  '/visits': ['Due', 'Today', 'Office'],
  '/insights': ['At risk', 'Brand reach', 'Rep activity'],
};

async function auditTabs(page: Page, path: string, tabs: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
    if ((await tab.count()) === 0) continue;
    await tab.click();
    await page.getByRole('tabpanel', { name: new RegExp(`^${name}`) }).waitFor();
    found.push(...(await auditBothWidths(page, `${path} (${name} tab)`)));
  }
  return found;
}

/**
 * The routes an admin sees otherwise than a rep: the admin's pages and tabs, and the pages that read
 * who is signed in (`useMe`) to offer author, office or admin actions; '/' audits the admin's menu.
 * Every other page draws the same components for both, so the rep's pass audits them.
 */
const adminRoutes = new Set([
  '/',
  '/noteview/:id',
  '/notefeed',
  '/orderview/:id',
  '/events',
  '/appointmentTable/:id',
  '/admin',
  '/admin/audit',
  '/admin/compliance',
  '/admin/compliance/items',
  '/admin/compliance/license-lists',
  '/admin/compliance/reports',
  '/admin/shop-portal',
  '/admin/prospects',
  '/admin/quickbooks',
  '/insights',
  '/visits',
  '/map',
  '/reportspage',
  '/outbox',
]);

useJourneys();

/**
 * A context for the audits: a phone at first, and no service worker, which only the offline journeys
 * need (decision 0286). `bypassCSP` lets axe's script tag in.
 */
const auditContext = () =>
  browser.newContext({ baseURL: server.url, viewport: phone, bypassCSP: true, serviceWorkers: 'block' });

/** The walk's tabs, each signed in once: each role's routes shared between two. */
const tabs = ['rep', 'rep2', 'admin', 'admin2'] as const;
const pages = {} as Record<(typeof tabs)[number], Page>;
let contexts: BrowserContext[] = [];

beforeAll(async () => {
  contexts = await Promise.all(tabs.map(() => auditContext()));
  const opened = await Promise.all(contexts.map((context) => context.newPage()));
  for (const [index, tab] of tabs.entries()) {
    pages[tab] = opened[index]!;
    await signInAs(pages[tab], tab.startsWith('rep') ? 'rep.fl@humidor.test' : 'admin@humidor.test');
  }
  Object.assign(fixtures, await pageFixtures(pages.rep, pages.admin, 'Accessibility', 1));
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

describe('WCAG 2.2 AA on every route', () => {
  it('audits every route of the router', () => {
    expect(Object.keys(addresses()).sort()).toEqual([...new Set(signedInPaths())].sort());
    expect([...adminRoutes].filter((route) => !(route in addresses()))).toEqual([]);
  });

  it('the sign-in page, before and after a refused sign-in', async () => {
    // Playwright's own 1280 × 720 window: the refused sign-in is audited after the turn to 375 px.
    const context = await browser.newContext({
      baseURL: server.url,
      bypassCSP: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const found = await auditRoute(page, '/login');
    await page.getByLabel('Email').fill('nobody@humidor.test');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    found.push(...describeViolations(await violationsOf(page)));
    expect(found).toEqual([]);
    await context.close();
  });

  // Each role's routes alternate between two tabs, so that the heavy pages (inventory, raffle
  // tickets, insight's tabs) fall to both; the four walks run at once, as siblings of one suite
  // (decision 0378).
  const rep = () => true;
  const admin = (route: string) => adminRoutes.has(route);
  it.concurrent.each([
    ['a rep', 'rep', rep, 0],
    ['a rep (the other half of the routes)', 'rep2', rep, 1],
    ['an admin', 'admin', admin, 0],
    ['an admin (the other half of the routes)', 'admin2', admin, 1],
  ] as const)(
    'as %s: no violations on any route at 375 px and 1280 px',
    { timeout: 600_000 },
    async (_role, tab, audited, half) => {
      const page = pages[tab];
      const routes = Object.entries(addresses()).filter(([route]) => audited(route));
      const found: string[] = [];
      for (const [route, path] of routes.filter((_, index) => index % 2 === half))
        found.push(...(await auditRoute(page, path)), ...(await auditTabs(page, path, tabsOf[route] ?? [])));
      // The lines themselves, not an object of them: the failure's one line in CI's summary names them.
      expect(found).toEqual([]);
    },
  );
});
