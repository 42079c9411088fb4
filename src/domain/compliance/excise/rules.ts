import { z } from 'zod';
import { datedRuleFields, ruleSourceSchema } from '../dated.js';
import { taxKinds } from '../item-profiles.js';

/**
 * A state's excise tax rule as data (issue 46, part 4; decision 0287). Figures are decimal text
 * ('52.75' percent, '0.4026' dollars), never floats: the calculation reads them as exact fractions
 * (`exact.ts`) and rounds once per line. A rule without a source is refused (`ruleSourceSchema`).
 */

const decimalText = (what: string, places: number) =>
  z
    .string({ error: `${what}: write it as a number such as 0.50` })
    .trim()
    .refine((text) => !text.startsWith('-'), `${what} can't be negative`)
    .refine((text) => /^\d+(\.\d+)?$/.test(text), `${what}: write it as a number such as 0.50`)
    .refine(
      (text) => (text.split('.')[1]?.length ?? 0) <= places,
      `${what}: use at most ${places} decimal places`,
    );

/** A percent of a price: '52.75' is 52.75 %. */
const percentText = (what = 'A rate') =>
  decimalText(what, 4).refine((text) => Number(text) <= 1000, `${what} must be 1000 % or less`);
/** Dollars, to the ten-thousandth of a dollar and beyond ('0.4026', '0.0405', '1.22'). */
const dollarsText = (what = 'An amount') => decimalText(what, 6);

/** The price a percent applies to: the wholesale price, the maker's list price, or the order's own price. */
export const priceBases = ['wholesale', 'list', 'sale'] as const;
export type PriceBase = (typeof priceBases)[number];
export const priceBaseWords: Record<PriceBase, string> = {
  wholesale: 'wholesale',
  list: 'list price',
  sale: 'sale price',
};

/** A per-cigar cap chosen by the base price of one cigar: the first tier whose `from` it reaches, from the top (Vermont). */
const capTierSchema = z.object({
  fromPerCigar: dollarsText('A tier’s lowest price'),
  cap: dollarsText('A cap'),
});

const adValoremSchema = z.object({
  method: z.literal('ad-valorem'),
  base: z.enum(priceBases),
  percent: percentText(),
  /** A second percent of the same base, shown apart (Florida's 60 % surcharge, Fla. Stat. 210.276). */
  surcharge: z
    .object({ percent: percentText('A surcharge'), name: z.string().trim().min(1).max(80) })
    .optional(),
  /** The tax on one cigar never exceeds this (Washington 65¢). */
  capPerCigar: dollarsText('A cap').optional(),
  /** Caps by the price of one cigar (Vermont: $2 under $10, $4 from $10). */
  capTiers: z.array(capTierSchema).min(1).max(10).optional(),
});

/** Which cigars a per-count bracket covers; every condition named must hold. */
const bracketWhenSchema = z.object({
  maxPoundsPerThousand: decimalText('A weight', 2).optional(),
  overPoundsPerThousand: decimalText('A weight', 2).optional(),
  maxListPerCigar: dollarsText('A price').optional(),
  overListPerCigar: dollarsText('A price').optional(),
  nonTobaccoIngredients: z.boolean().optional(),
});
export type BracketWhen = z.infer<typeof bracketWhenSchema>;

const perCountSchema = z.object({
  method: z.literal('per-count'),
  /** The first bracket whose conditions hold taxes the line (Tex. Tax Code 155.021(b)). */
  brackets: z
    .array(
      z.object({
        when: bracketWhenSchema.default({}),
        amount: dollarsText(),
        perCigars: z.number().int().min(1).max(1_000_000),
        /** "per 10 cigars or fraction of 10": a part of a count is taxed as a whole one. */
        partCountsWhole: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(10),
});

const perOunceSchema = z.object({
  method: z.literal('per-ounce'),
  amount: dollarsText(),
  /** A package lighter than this is taxed as this weight (Tex. Tax Code 155.0211: 1.2 oz). */
  minOuncesPerPackage: decimalText('A weight', 3).optional(),
});

const exemptSchema = z.object({
  method: z.literal('exempt'),
  /** Why, in words shown on the line ("Florida taxes no cigars — Fla. Stat. 210.25"). */
  why: z.string().trim().min(3).max(200),
});

/** Humidor holds no figure it could source: lines of this kind are listed as gaps, never taxed at 0. */
const notOnFileSchema = z.object({
  method: z.literal('not-on-file'),
  why: z.string().trim().min(3).max(200),
});

export const kindTaxSchema = z.discriminatedUnion(
  'method',
  [adValoremSchema, perCountSchema, perOunceSchema, exemptSchema, notOnFileSchema],
  { error: "Say how this kind is taxed: 'ad-valorem', 'per-count', 'per-ounce', 'exempt' or 'not-on-file'" },
);
export type KindTax = z.infer<typeof kindTaxSchema>;
/** A kind's tax as written in a shipped or admin row, before the defaults are filled in. */
export type KindTaxInput = z.input<typeof kindTaxSchema>;

/** A state's definition of a premium cigar; every condition named must hold (Minn. Stat. 297F.01 subd. 13a). */
export const premiumTestSchema = z.object({
  handmade: z.literal(true).optional(),
  wholeLeafWrapper: z.literal(true).optional(),
  noNonTobaccoIngredients: z.literal(true).optional(),
  minWholesalePerCigar: dollarsText('A price').optional(),
  minPoundsPerThousand: decimalText('A weight', 2).optional(),
  /** The definition in words, with its section, for the explanation. */
  words: z.string().trim().min(3).max(200),
});
export type PremiumTest = z.infer<typeof premiumTestSchema>;

/** The kinds a state's rule taxes: every kind but an admin's "not tobacco" (decision 0297). */
export const taxedKinds = taxKinds.filter(
  (kind): kind is Exclude<(typeof taxKinds)[number], 'not-tobacco'> => kind !== 'not-tobacco',
);
export type TaxedKind = (typeof taxedKinds)[number];

const kindsSchema = z.object(
  Object.fromEntries(taxedKinds.map((kind) => [kind, kindTaxSchema])) as Record<
    TaxedKind,
    typeof kindTaxSchema
  >,
  { error: 'Say how each kind is taxed: cigar, little-cigar, pipe-tobacco and other' },
);

const ruleCommon = {
  ...datedRuleFields,
  // The same source, refused in words when it is missing altogether.
  source: z.object(ruleSourceSchema.shape, { error: 'Name the statute or page the rule follows' }),
  /** A sentence for the admin page: what the rule says in plain words. */
  summary: z.string().trim().min(1, 'Say in a sentence what the rule taxes').max(500),
};

/**
 * The rule in force from `effectiveFrom`. `company`: the company collects and remits, each kind
 * taxed by `kinds` (premium cigars by `premiumCigars` when the test holds). `purchaser`: the
 * purchaser remits; the order shows `purchaserWords` instead of a tax (California's note).
 */
export const exciseRuleSchema = z.discriminatedUnion(
  'remitter',
  [
    z.object({
      ...ruleCommon,
      remitter: z.literal('company'),
      kinds: kindsSchema,
      premiumCigars: z.object({ test: premiumTestSchema, tax: kindTaxSchema }).optional(),
    }),
    z.object({
      ...ruleCommon,
      remitter: z.literal('purchaser'),
      purchaserWords: z.string().trim().min(10, 'Write the words the order shows the purchaser').max(300),
    }),
  ],
  { error: "Say who remits the tax: 'company' or 'purchaser'" },
);
export type ExciseRuleInput = z.input<typeof exciseRuleSchema>;
export type ExciseRule = z.infer<typeof exciseRuleSchema> & { recordedOrder?: number };
