import type { z } from 'zod';
import type { DatedRule } from './dated.js';
import { licenseRuleSchema } from './license-rules.js';
import { shippedLicenseRules } from './shipped-license-rules.js';

/**
 * The topics of dated rules and, for each, the schema of one row and the rows Humidor ships. An
 * admin's new row is checked by its topic's schema and stored beside the shipped ones
 * (`complianceRules`), and every reader merges both through this one table (decision 0296).
 *
 * Only 'license' is accepted for now. The excise topic plugs in here when its schema exists
 * (`domain/compliance/excise/`): one line `excise: { label, schema: exciseRuleSchema, shipped:
 * shippedExciseRules }`, and the server's add, withdraw and load (`loadRules(db, 'excise')`) take it
 * with no other change.
 */
export interface RuleTopic<S extends z.ZodType<DatedRule & { source: { citation: string } }>> {
  label: string;
  schema: S;
  shipped: readonly z.output<S>[];
}

export const ruleTopics = {
  license: {
    label: 'Licensing',
    schema: licenseRuleSchema,
    shipped: shippedLicenseRules,
  } satisfies RuleTopic<typeof licenseRuleSchema>,
};

/** The topics the stored table knows; `ruleTopics` holds those Humidor accepts today. */
export const storedRuleTopics = ['license', 'excise'] as const;
export type StoredRuleTopic = (typeof storedRuleTopics)[number];

export type AcceptedRuleTopic = keyof typeof ruleTopics;
export const acceptedRuleTopics = Object.keys(ruleTopics) as AcceptedRuleTopic[];

/** A row of a topic, as its schema gives it (and as the shipped rows are typed). */
export type RuleOf<T extends AcceptedRuleTopic> = (typeof ruleTopics)[T]['shipped'][number];

export const isAcceptedRuleTopic = (topic: string): topic is AcceptedRuleTopic => topic in ruleTopics;

export const unacceptedTopicMessage = (topic: string) =>
  `Humidor accepts rules of the topic ${acceptedRuleTopics.join(', ')} for now, not "${topic}"`;
