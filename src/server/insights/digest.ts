import { can, type Principal } from '../../domain/access/policy.js';
import { resolvePeriod, weekStartOf } from '../../domain/insights/periods.js';
import { changePercent } from '../../domain/insights/rules.js';
import type { MailSection } from '../db/tables/mail.js';
import type { Db, Tx } from '../db/database.js';
import { netSales } from './queries.js';
import { atRiskCountFor, companyToday } from './figures.js';

const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * The digest's "Your week" block for a rep: net sales of this week so far (Monday to today, company
 * time) against the same days a year earlier, and the at-risk count, both within the rep's states.
 * Null for office and admin users, whose digest stays about their tasks.
 */
export async function yourWeekSection(db: Db | Tx, user: Principal, now: Date): Promise<MailSection | null> {
  if (!can(user, 'digest.yourWeek')) return null;
  const { today } = await companyToday(db, now.getTime());
  const week = resolvePeriod({ range: 'custom', from: weekStartOf(today), to: today }, today);
  const sales = await netSales(db, user, {}, week);
  const atRisk = await atRiskCountFor(db, user, {}, today);
  const change = changePercent(sales.thisPeriodCents, sales.lastPeriodCents);
  return {
    heading: 'Your week',
    lines: [
      `Net sales since Monday: ${money(sales.thisPeriodCents)}, against ${money(sales.lastPeriodCents)} the same days last year${change === null ? '' : ` (${change > 0 ? '+' : ''}${change} %)`}.`,
      `Customers at risk: ${atRisk}.`,
    ],
    link: '/insights',
    linkLabel: 'Open Insights',
  };
}
