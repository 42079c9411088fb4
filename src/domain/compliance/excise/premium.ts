import type { TaxProfileFields } from '../item-profiles.js';
import { centsOf, compare, decimal, exact, measured, over } from './exact.js';
import type { PremiumTest } from './rules.js';

/** The profile fields a state's premium test reads: an item lacking one is a gap, not a guess. */
export function premiumTestNeeds(test: PremiumTest): (keyof TaxProfileFields)[] {
  const needs: (keyof TaxProfileFields)[] = [];
  if (test.handmade) needs.push('handmade');
  if (test.wholeLeafWrapper) needs.push('wholeLeafWrapper');
  if (test.noNonTobaccoIngredients) needs.push('nonTobaccoIngredients');
  if (test.minWholesalePerCigar !== undefined) needs.push('wholesalePriceCents', 'cigarsPerUnit');
  if (test.minPoundsPerThousand !== undefined) needs.push('poundsPerThousand');
  return needs;
}

/**
 * The first condition of the test an item fails, or null when it is a premium cigar by the state's
 * definition. Call after `premiumTestNeeds` found every field set.
 */
export function premiumTestFails(test: PremiumTest, profile: TaxProfileFields): string | null {
  if (test.handmade && profile.handmade !== true) return 'not handmade';
  if (test.wholeLeafWrapper && profile.wholeLeafWrapper !== true) return 'no whole-leaf wrapper';
  if (test.noNonTobaccoIngredients && profile.nonTobaccoIngredients !== false)
    return 'non-tobacco ingredients';
  if (test.minWholesalePerCigar !== undefined) {
    const perCigar = over(exact(profile.wholesalePriceCents ?? 0), exact(profile.cigarsPerUnit ?? 1));
    if (compare(perCigar, centsOf(test.minWholesalePerCigar)) < 0) return 'wholesale below the least';
  }
  if (test.minPoundsPerThousand !== undefined) {
    const pounds = measured(profile.poundsPerThousand ?? 0, 2);
    if (compare(pounds, decimal(test.minPoundsPerThousand)) < 0) return 'too light';
  }
  return null;
}
