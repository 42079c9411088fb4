import type { z } from 'zod';
import type { DatedRule } from './dated.js';
import { exciseRuleSchema } from './excise/rules.js';
import { shippedExciseRules } from './excise/shipped-excise-rules.js';
import { licenseRuleSchema } from './license-rules.js';
import { shippedLicenseRules } from './shipped-license-rules.js';

/**
 * The topics of dated rules and, for each, the schema of one row and the rows Humidor ships. An
 * admin's new row is checked by its topic's schema and stored beside the shipped ones
 * (`complianceRules`), and every reader merges both through this one table (decision 0296).
 *
 * Licensing rules (the order gate) and excise tax rules (the order desk, the documents and the
 * reports) both go through it: the server's add, withdraw and load (`loadRules(db, topic)`) take
 * any topic listed here.
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
  excise: {
    label: 'Excise tax',
    schema: exciseRuleSchema,
    shipped: shippedExciseRules,
  } satisfies RuleTopic<typeof exciseRuleSchema>,
};

/** The topics the stored table knows (its check constraint); `ruleTopics` holds those Humidor accepts. */
export const storedRuleTopics = ['license', 'excise'] as const;
export type StoredRuleTopic = (typeof storedRuleTopics)[number];

export type AcceptedRuleTopic = keyof typeof ruleTopics;
export const acceptedRuleTopics = Object.keys(ruleTopics) as AcceptedRuleTopic[];

/** A row of a topic, as its schema gives it (and as the shipped rows are typed). */
export type RuleOf<T extends AcceptedRuleTopic> = (typeof ruleTopics)[T]['shipped'][number];

export const isAcceptedRuleTopic = (topic: string): topic is AcceptedRuleTopic => topic in ruleTopics;

export const unacceptedTopicMessage = (topic: string) =>
  `Humidor keeps rules of the topics ${acceptedRuleTopics.join(' and ')}, not "${topic}"`;
