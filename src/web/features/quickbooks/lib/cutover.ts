import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover';

const counted = (n: number, kind: CutoverKind) => `${n} ${kind}${n === 1 ? '' : 's'}`;

/** One sentence for the cutover's counts of a kind. */
export function cutoverSummary(
  kind: CutoverKind,
  counts: { matched: number; waiting: number; decided: number },
): string {
  if (!counts.matched && !counts.waiting && !counts.decided)
    return `No QuickBooks Online ${kind} needed matching to QuickBooks Desktop.`;
  const done = `Matched by the rules: ${counted(counts.matched, kind)}; decided by an admin: ${counts.decided}.`;
  return counts.waiting
    ? `${done} ${counted(counts.waiting, kind)} ${counts.waiting === 1 ? 'waits' : 'wait'} for you: pick the Desktop record each one is, or keep it as new. Nothing is deleted either way.`
    : `${done} Nothing waits for review.`;
}
