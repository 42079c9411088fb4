import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { desktop, phone, settle } from './browser.js';

/**
 * axe-core on a page of a journey: any WCAG 2.0/2.1/2.2 A or AA violation, or any of axe's best
 * practices (heading order, allowed roles, landmarks…), and Humidor's own structure rules
 * (docs/accessibility.md). The walk of every route (accessibility.test.ts) and the shop portal's
 * journeys, whose pages are no route of the staff router, audit with it.
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

export async function violationsOf(page: Page): Promise<Violation[]> {
  // Evaluated through the browser's protocol, not as a <script>: the shop journeys' pages keep the
  // server's Content Security Policy, which refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
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
  }, axeTags);
}

/** What axe's WCAG rules leave to best practice but Humidor requires: one h1 and a page title. */
export async function structureProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements instead of one`);
  const title = await page.title();
  if (!/^\S.* · Humidor$/.test(title)) problems.push(`document title "${title}" does not name the page`);
  return problems;
}

/** One line per violating element, so a failure says what to fix and where. */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (node) =>
        // axe's first line of the why ("…contrast of 4.37 (foreground color: #ffffff…)") names the fix.
        `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
}

/** The violations on the page as it is now, each line prefixed with where it was found. */
export async function audit(page: Page, where: string): Promise<string[]> {
  await settle(page);
  const lines = [...(await structureProblems(page)), ...describeViolations(await violationsOf(page))];
  console.info([`axe ${where}: ${lines.length} violating elements`, ...lines].join('\n  '));
  return lines.map((line) => `${where} ${line}`);
}

/**
 * The violations of the page at both widths: as it is at the width it has, then with the window
 * turned to the other one (as a tablet turns), so a route costs one navigation.
 */
export async function auditBothWidths(page: Page, where: string): Promise<string[]> {
  const widths = page.viewportSize()?.width === desktop.width ? [desktop, phone] : [phone, desktop];
  const found = await audit(page, `${where} at ${widths[0]!.width} px`);
  await page.setViewportSize(widths[1]!);
  found.push(...(await audit(page, `${where} at ${widths[1]!.width} px`)));
  return found;
}
