import type { TaxProfileFields } from '../item-profiles.js';
import {
  centsOf,
  ceiling,
  compare,
  decimal,
  dollarsText,
  exact,
  lesser,
  measured,
  over,
  percentText,
  plus,
  times,
  type Exact,
} from './exact.js';
import { priceBaseWords, type BracketWhen, type KindTax } from './rules.js';

type TaxedMethod = Exclude<KindTax, { method: 'exempt' | 'not-on-file' }>;
type Field = keyof TaxProfileFields;

/** A line's tax before rounding, with its words; or what stops it. */
export type MethodTax = { cents: Exact; words: string } | { missing: Field[] } | { noBracket: true };

interface LineFacts {
  qty: number;
  priceCents: number;
}

const hundred = exact(100);
const cigarsWord = (count: bigint | number) => `${count} cigar${count === 1 || count === 1n ? '' : 's'}`;

function adValorem(
  method: Extract<TaxedMethod, { method: 'ad-valorem' }>,
  line: LineFacts,
  profile: TaxProfileFields,
): MethodTax {
  const baseCents =
    method.base === 'sale'
      ? line.priceCents
      : method.base === 'list'
        ? profile.listPriceCents
        : profile.wholesalePriceCents;
  const capped = method.capPerCigar !== undefined || method.capTiers !== undefined;
  const missing: Field[] = [];
  if (baseCents === null) missing.push(method.base === 'list' ? 'listPriceCents' : 'wholesalePriceCents');
  if (capped && profile.cigarsPerUnit === null) missing.push('cigarsPerUnit');
  if (baseCents === null || missing.length > 0) return { missing };

  const rate = method.surcharge
    ? plus(decimal(method.percent), decimal(method.surcharge.percent))
    : decimal(method.percent);
  const rateWords = method.surcharge
    ? `${percentText(decimal(method.percent))} + ${percentText(decimal(method.surcharge.percent))} ${method.surcharge.name}`
    : percentText(decimal(method.percent));
  const baseWord = priceBaseWords[method.base];
  if (!capped || profile.cigarsPerUnit === null) {
    const cents = times(times(exact(baseCents), over(rate, hundred)), exact(line.qty));
    return { cents, words: `${rateWords} of ${dollarsText(exact(baseCents))} ${baseWord} × ${line.qty}` };
  }
  const perCigar = over(exact(baseCents), exact(profile.cigarsPerUnit));
  const cigars = line.qty * profile.cigarsPerUnit;
  const byRate = times(perCigar, over(rate, hundred));
  let cap: Exact | null = method.capPerCigar === undefined ? null : centsOf(method.capPerCigar);
  let tierWords = '';
  if (method.capTiers) {
    const fromTop = [...method.capTiers].sort((a, b) =>
      compare(decimal(b.fromPerCigar), decimal(a.fromPerCigar)),
    );
    const index = fromTop.findIndex((candidate) => compare(perCigar, centsOf(candidate.fromPerCigar)) >= 0);
    const tier = fromTop[index];
    if (tier) {
      cap = cap === null ? centsOf(tier.cap) : lesser(cap, centsOf(tier.cap));
      const bounds: string[] = [];
      if (compare(decimal(tier.fromPerCigar), exact(0)) > 0)
        bounds.push(`from ${dollarsText(centsOf(tier.fromPerCigar))}`);
      const above = fromTop[index - 1];
      if (above) bounds.push(`under ${dollarsText(centsOf(above.fromPerCigar))}`);
      tierWords = bounds.length > 0 ? ` (the cap ${bounds.join(' and ')} a cigar)` : '';
    }
  }
  const binds = cap !== null && compare(byRate, cap) > 0;
  const perCigarTax = binds && cap ? cap : byRate;
  const capWords = binds && cap ? ` capped at ${dollarsText(cap)}${tierWords}` : '';
  return {
    cents: times(perCigarTax, exact(cigars)),
    words: `${rateWords} of ${dollarsText(perCigar)} ${baseWord}${capWords} × ${cigarsWord(cigars)}`,
  };
}

function whenNeeds(when: BracketWhen): Field[] {
  const needs: Field[] = [];
  if (when.maxPoundsPerThousand !== undefined || when.overPoundsPerThousand !== undefined)
    needs.push('poundsPerThousand');
  if (when.maxListPerCigar !== undefined || when.overListPerCigar !== undefined) needs.push('listPriceCents');
  if (when.nonTobaccoIngredients !== undefined) needs.push('nonTobaccoIngredients');
  return needs;
}

function whenHolds(when: BracketWhen, profile: TaxProfileFields): boolean {
  const pounds = measured(profile.poundsPerThousand ?? 0, 2);
  const listPerCigar = over(exact(profile.listPriceCents ?? 0), exact(profile.cigarsPerUnit ?? 1));
  if (when.maxPoundsPerThousand !== undefined && compare(pounds, decimal(when.maxPoundsPerThousand)) > 0)
    return false;
  if (when.overPoundsPerThousand !== undefined && compare(pounds, decimal(when.overPoundsPerThousand)) <= 0)
    return false;
  if (when.maxListPerCigar !== undefined && compare(listPerCigar, centsOf(when.maxListPerCigar)) > 0)
    return false;
  if (when.overListPerCigar !== undefined && compare(listPerCigar, centsOf(when.overListPerCigar)) <= 0)
    return false;
  if (
    when.nonTobaccoIngredients !== undefined &&
    profile.nonTobaccoIngredients !== when.nonTobaccoIngredients
  )
    return false;
  return true;
}

function whenWords(when: BracketWhen): string {
  const words: string[] = [];
  if (when.maxPoundsPerThousand !== undefined)
    words.push(`${when.maxPoundsPerThousand} lb or less per thousand`);
  if (when.overPoundsPerThousand !== undefined)
    words.push(`over ${when.overPoundsPerThousand} lb per thousand`);
  if (when.maxListPerCigar !== undefined)
    words.push(`list ${dollarsText(centsOf(when.maxListPerCigar))} or less a cigar`);
  if (when.overListPerCigar !== undefined)
    words.push(`list over ${dollarsText(centsOf(when.overListPerCigar))} a cigar`);
  if (when.nonTobaccoIngredients === true) words.push('with non-tobacco ingredients');
  if (when.nonTobaccoIngredients === false) words.push('no non-tobacco ingredients');
  return words.length > 0 ? ` (${words.join(', ')})` : '';
}

function perCount(
  method: Extract<TaxedMethod, { method: 'per-count' }>,
  line: LineFacts,
  profile: TaxProfileFields,
): MethodTax {
  if (profile.cigarsPerUnit === null) return { missing: ['cigarsPerUnit'] };
  const cigars = line.qty * profile.cigarsPerUnit;
  // Brackets are read in order; one that cannot be decided for want of a field stops the line
  // (it might be the one that applies), so a gap is listed rather than a later bracket guessed.
  for (const bracket of method.brackets) {
    const missing = whenNeeds(bracket.when).filter((field) => profile[field] === null);
    if (missing.length > 0) return { missing };
    if (!whenHolds(bracket.when, profile)) continue;
    const exactCounts = over(exact(cigars), exact(bracket.perCigars));
    const counts = bracket.partCountsWhole ? exact(ceiling(exactCounts)) : exactCounts;
    const amount = dollarsText(centsOf(bracket.amount));
    const per =
      bracket.perCigars === 1
        ? 'a cigar'
        : `per ${bracket.perCigars.toLocaleString('en-US')} cigars${bracket.partCountsWhole ? ' or part' : ''}`;
    const countWords =
      bracket.partCountsWhole && bracket.perCigars > 1
        ? `${ceiling(exactCounts)} (${cigarsWord(cigars)})`
        : cigarsWord(cigars);
    return {
      cents: times(centsOf(bracket.amount), counts),
      words: `${amount} ${per} × ${countWords}${whenWords(bracket.when)}`,
    };
  }
  return { noBracket: true };
}

function perOunce(
  method: Extract<TaxedMethod, { method: 'per-ounce' }>,
  line: LineFacts,
  profile: TaxProfileFields,
): MethodTax {
  if (profile.ouncesPerUnit === null) return { missing: ['ouncesPerUnit'] };
  const listed = measured(profile.ouncesPerUnit, 3);
  const least = method.minOuncesPerPackage === undefined ? null : decimal(method.minOuncesPerPackage);
  const raised = least !== null && compare(listed, least) < 0;
  const ounces = raised && least ? least : listed;
  const ounceWords = `${ouncesText(ounces)} oz${raised ? ` (the least a package is taxed at; ${ouncesText(listed)} oz listed)` : ''}`;
  return {
    cents: times(times(centsOf(method.amount), ounces), exact(line.qty)),
    words: `${dollarsText(centsOf(method.amount))} an ounce × ${ounceWords} × ${line.qty}`,
  };
}

/** An exact count of ounces in plain digits (at most three places, as the profile keeps them). */
function ouncesText(value: Exact): string {
  const thousandths = times(value, exact(1000));
  return (Number(thousandths.n / thousandths.d) / 1000).toString();
}

/** The tax of one line by one method of a state's rule, before rounding. */
export function taxOfMethod(method: TaxedMethod, line: LineFacts, profile: TaxProfileFields): MethodTax {
  switch (method.method) {
    case 'ad-valorem':
      return adValorem(method, line, profile);
    case 'per-count':
      return perCount(method, line, profile);
    case 'per-ounce':
      return perOunce(method, line, profile);
  }
}
