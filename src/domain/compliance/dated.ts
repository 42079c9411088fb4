import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import { usStateCodes } from '../constants/states.js';

/** A state (or territory) code as every compliance row names it: upper case, one of the 55. */
export const stateCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.enum(usStateCodes, { error: 'Use a US state code such as TX or CA' }));
export type StateCode = z.infer<typeof stateCodeSchema>;

/**
 * Where a rule comes from: the statute or the state's page that says it. A rule without one is
 * refused, so every figure Humidor computes can be traced to the law it follows.
 */
export const ruleSourceSchema = z.object({
  citation: z
    .string({ error: 'Name the statute or page the rule follows' })
    .trim()
    .min(3, 'Name the statute or page the rule follows, like Tex. Tax Code 155.0415')
    .max(200),
  url: z
    .url({ protocol: /^https$/, error: 'Use a web address starting with https://' })
    .max(500)
    .nullable()
    .default(null),
});
export type RuleSource = z.infer<typeof ruleSourceSchema>;

/**
 * What every dated rule row has. A change in the law is a new row with a later `effectiveFrom`,
 * never an edit of an older one: an order dated before the change still finds the old rule.
 */
export const datedRuleFields = {
  state: stateCodeSchema,
  effectiveFrom: calendarDateSchema,
  source: ruleSourceSchema,
};

export interface DatedRule {
  state: string;
  effectiveFrom: string;
  /** Order among rows of the same state and day: a row recorded later wins (shipped rows are 0). */
  recordedOrder?: number;
}

/**
 * The rule in force in a state on a day: the row with the latest `effectiveFrom` on or before it
 * (a later-recorded row wins a tie); undefined when the state has no rule yet on that day.
 */
export function ruleInForce<R extends DatedRule>(
  rules: readonly R[],
  state: string,
  day: string,
): R | undefined {
  let found: R | undefined;
  for (const rule of rules) {
    if (rule.state !== state || rule.effectiveFrom > day) continue;
    if (
      !found ||
      rule.effectiveFrom > found.effectiveFrom ||
      (rule.effectiveFrom === found.effectiveFrom && (rule.recordedOrder ?? 0) >= (found.recordedOrder ?? 0))
    )
      found = rule;
  }
  return found;
}
