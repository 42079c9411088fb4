import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floridaDocument, pageFixtures } from './support/data.js';
import { desktop, phone, signInAs, settle } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * axe-core over every route of both specs, as a rep and as an admin, at 375 px and 1280 px:
 * any WCAG 2.0/2.1/2.2 A or AA violation fails the route (docs/accessibility.md).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

const fixtures = { customerListId: '', noteId: '', orderId: '', eventId: '' };

/** Every screen of both specs and of this round (router.tsx), with the ids and query strings they need. */
function routes(): string[] {
  const { customerListId, noteId, orderId, eventId } = fixtures;
  const customer = encodeURIComponent(customerListId);
  return [
    '/',
    '/notecreate',
    `/submitnote?id=${noteId}&customerListID=${customer}`,
    `/noteview/${noteId}`,
    `/deletenote?customerListID=${customer}`,
    '/notefeed',
    '/notifications',
    `/customerpage/${customer}`,
    '/ordercreate',
    `/submitorder?id=${orderId}&customerListID=${customer}`,
    '/orderfeed',
    `/orderview/${orderId}`,
    '/orderdelete?result=success',
    '/raffletickets',
    `/invoiceview/${floridaDocument('invoices')}`,
    `/salesorderview/${floridaDocument('salesorders')}`,
    `/creditmemoview/${floridaDocument('creditmemos')}`,
    '/lists',
    '/inventory/',
    '/events/',
    `/appointmentTable/${eventId}`,
    '/reportspage',
    '/admin/',
    '/admin/quickbooks',
    '/admin/audit',
    '/mytasks',
    '/settings',
    '/search?q=cigar',
    '/trash',
    '/sync',
  ];
}

async function violationsOf(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: Violation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, wcagTags);
}

/** What axe's WCAG rules leave to best practice but Humidor requires: one h1 and a page title. */
async function structureProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements instead of one`);
  const title = await page.title();
  if (!/^\S.* · Humidor$/.test(title)) problems.push(`document title "${title}" does not name the page`);
  return problems;
}

/** One line per violating element, so a failure says what to fix and where. */
function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}`),
  );
}

/** The violations of a route at a phone's width and then at a desktop's. */
async function auditRoute(page: Page, path: string): Promise<string[]> {
  const found: string[] = [];
  for (const [label, viewport] of [
    ['375 px', phone],
    ['1280 px', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await settle(page);
    const lines = [...(await structureProblems(page)), ...describeViolations(await violationsOf(page))];
    console.info([`axe ${path} at ${label}: ${lines.length} violating elements`, ...lines].join('\n  '));
    found.push(...lines.map((line) => `${label} ${line}`));
  }
  return found;
}

useJourneys();

beforeAll(async () => {
  const [repContext, adminContext] = [
    await browser.newContext({ baseURL: server.url }),
    await browser.newContext({ baseURL: server.url }),
  ];
  const [rep, admin] = [await repContext.newPage(), await adminContext.newPage()];
  await signInAs(rep, 'rep.fl@humidor.test');
  await signInAs(admin, 'admin@humidor.test');
  Object.assign(fixtures, await pageFixtures(rep, admin, 'Accessibility', 1));
  await Promise.all([repContext.close(), adminContext.close()]);
});

describe('WCAG 2.2 AA on every route', () => {
  it('the sign-in page, before and after a refused sign-in', async () => {
    const context = await browser.newContext({ baseURL: server.url, bypassCSP: true });
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

  describe.each([
    ['a rep', 'rep.fl@humidor.test'],
    ['an admin', 'admin@humidor.test'],
  ])('as %s', (_role, email) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: server.url, viewport: phone, bypassCSP: true });
      page = await context.newPage();
      await signInAs(page, email);
    });
    afterAll(async () => {
      await context?.close();
    });

    it('has no violations on any route at 375 px and 1280 px', { timeout: 600_000 }, async () => {
      const found: Record<string, string[]> = {};
      for (const path of routes()) {
        const lines = await auditRoute(page, path);
        if (lines.length) found[path] = lines;
      }
      expect(found).toEqual({});
    });
  });
});
