import type { AtRiskReason } from '../insights/contract.js';
import type { PriorityWeights } from './settings.js';

/**
 * Whom to see first (issue 47, part 2; decision 0316): a customer's priority from what Humidor
 * knows of it, with the words that explain it on each stop. Pure, so the phone and the server give
 * the same number for the same facts.
 */

export type Pin = 'in' | 'out';

export interface PriorityFacts {
  /** The customer's grade's cadence (domain/visits/cadence.ts). */
  cadenceDays: number;
  /** Whole days since the last visit; null when never visited. */
  daysSinceVisit: number | null;
  /** Sales insight's at-risk signal; null when no rule puts the customer at risk. */
  risk: {
    reasons: readonly AtRiskReason[];
    daysSinceLastInvoice: number;
    reorderIntervalDays: number | null;
    last90DaysCents: number;
    sameDaysLastYearCents: number;
  } | null;
  /** Open (unresolved) tasks on the customer, and notes tagged Follow-up not resolved. */
  openTasks: number;
  openFollowUps: number;
  /** The customer's license: expiring within the reminder window (days left), or lapsed (no valid one). */
  license: { standing: 'expiring'; daysLeft: number } | { standing: 'lapsed' } | null;
  /** The rep's pin on the customer, if any. */
  pin: Pin | null;
}

export type PriorityPart = 'pin' | 'overdue' | 'neverVisited' | 'atRisk' | 'openTasks' | 'license';

export interface Priority {
  /** 0 when pinned out; otherwise 1 and the parts' points (a pin in outweighs every unpinned customer). */
  priority: number;
  parts: { part: PriorityPart; points: number }[];
  /** The parts in words, "; " between them. */
  explanation: string;
}

/** Overdue points stop growing at twice the cadence overdue. */
export const overdueCap = 2;
/** Tasks and follow-ups count for up to this many. */
export const openTaskCap = 3;

/** The most points a customer can have without a pin: a pin in is worth one more than this. */
export function unpinnedMaximum(weights: PriorityWeights): number {
  return (
    1 +
    Math.max(overdueCap * weights.overdue, weights.neverVisited) +
    weights.atRisk +
    openTaskCap * weights.openTask +
    Math.max(weights.licenseExpiring, weights.licenseLapsed)
  );
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function visitWords(facts: PriorityFacts): string {
  const { daysSinceVisit: since, cadenceDays } = facts;
  const cadence = `on a ${cadenceDays}-day cadence`;
  if (since === null) return 'never visited';
  const over = since - cadenceDays;
  if (over > 0) return `overdue by ${plural(over, 'day')} ${cadence}`;
  if (over === 0) return `due today ${cadence}`;
  if (since === 0) return `visited today ${cadence}`;
  return `visited ${plural(since, 'day')} ago ${cadence}`;
}

function riskWords(risk: NonNullable<PriorityFacts['risk']>): string {
  const words: string[] = [];
  if (risk.reasons.includes('interval') && risk.reorderIntervalDays !== null)
    words.push(
      `no invoice for ${plural(risk.daysSinceLastInvoice, 'day')} against a usual ${Math.round(risk.reorderIntervalDays)}`,
    );
  if (risk.reasons.includes('drop') && risk.sameDaysLastYearCents > 0) {
    const down = Math.round(100 - (risk.last90DaysCents * 100) / risk.sameDaysLastYearCents);
    words.push(`sales down ${down} % on the same 90 days last year`);
  }
  return `at risk: ${words.join(', ')}`;
}

function licenseWords(license: NonNullable<PriorityFacts['license']>): string {
  if (license.standing === 'lapsed') return 'license expired';
  if (license.daysLeft === 0) return 'license expires today';
  return `license expires in ${plural(license.daysLeft, 'day')}`;
}

export function priorityOf(facts: PriorityFacts, weights: PriorityWeights): Priority {
  const parts: Priority['parts'] = [];
  const words: string[] = [];
  if (facts.pin) words.push(facts.pin === 'in' ? 'pinned in by you' : 'pinned out by you');
  words.push(visitWords(facts));
  if (facts.daysSinceVisit === null) parts.push({ part: 'neverVisited', points: weights.neverVisited });
  else {
    const over = facts.daysSinceVisit - facts.cadenceDays;
    if (over > 0)
      parts.push({
        part: 'overdue',
        points: Math.round(weights.overdue * Math.min(over / facts.cadenceDays, overdueCap)),
      });
  }
  if (facts.risk && facts.risk.reasons.length > 0) {
    parts.push({ part: 'atRisk', points: weights.atRisk });
    words.push(riskWords(facts.risk));
  }
  const open = facts.openTasks + facts.openFollowUps;
  if (open > 0) {
    parts.push({ part: 'openTasks', points: weights.openTask * Math.min(open, openTaskCap) });
    const counts: string[] = [];
    if (facts.openTasks > 0) counts.push(plural(facts.openTasks, 'open task'));
    if (facts.openFollowUps > 0) counts.push(plural(facts.openFollowUps, 'open follow-up'));
    words.push(counts.join(', '));
  }
  if (facts.license) {
    const points = facts.license.standing === 'lapsed' ? weights.licenseLapsed : weights.licenseExpiring;
    parts.push({ part: 'license', points });
    words.push(licenseWords(facts.license));
  }
  const sum = 1 + parts.reduce((total, p) => total + p.points, 0);
  let priority = sum;
  if (facts.pin === 'out') priority = 0;
  else if (facts.pin === 'in') {
    const bonus = unpinnedMaximum(weights);
    parts.unshift({ part: 'pin', points: bonus });
    priority = sum + bonus;
  }
  return { priority, parts, explanation: words.join('; ') };
}
