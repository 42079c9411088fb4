import { z } from 'zod';

/**
 * What an item is, as tobacco tax laws sort it. `not-tobacco` is an admin's explicit word that an
 * item (an ashtray, a cap, shipping) carries no excise: without it every item lacking a kind is a
 * gap, so nothing goes untaxed by silence (decision 0297).
 */
export const taxKinds = ['cigar', 'little-cigar', 'pipe-tobacco', 'other', 'not-tobacco'] as const;
export type TaxKind = (typeof taxKinds)[number];

export const taxKindLabels: Record<TaxKind, string> = {
  cigar: 'Cigar',
  'little-cigar': 'Little cigar',
  'pipe-tobacco': 'Pipe tobacco',
  other: 'Other tobacco product',
  'not-tobacco': 'Not tobacco (no excise)',
};

const cents = z
  .number({ error: 'Type a price' })
  .int('Use whole cents')
  .min(0, 'A price is not negative')
  .max(100_000_000, 'A price is at most $1,000,000');

/**
 * What excise tax needs to know of an item, set by brand or by item in Admin (issue 46, part 4).
 * Every field may be left open at either level: an item's own value wins over its brand's, field
 * by field (`resolveTaxProfile`), and an item still missing what its state's rule needs is listed
 * as a gap rather than silently untaxed. Prices are per unit sold (a box, a tin), in cents.
 */
export const taxProfileFieldsSchema = z.object({
  kind: z
    .enum(taxKinds, {
      error:
        'Choose what the item is: a cigar, a little cigar, pipe tobacco, another tobacco product, or not tobacco',
    })
    .nullable()
    .default(null),
  /** Cigars in one unit sold (a box of 20): per-cigar caps and per-thousand rates count them. */
  cigarsPerUnit: z
    .number({ error: 'Type how many cigars one unit holds' })
    .int('Use a whole number of cigars')
    .min(1, 'A unit holds at least one cigar')
    .max(10_000, 'A unit holds at most 10,000 cigars')
    .nullable()
    .default(null),
  /** Pounds per thousand cigars (Tex. Tax Code 155.021 sorts cigars by it), to the hundredth. */
  poundsPerThousand: z
    .number({ error: 'Type the pounds per thousand cigars' })
    .min(0, 'A weight is not negative')
    .max(1_000, 'Pounds per thousand cigars are at most 1,000')
    .multipleOf(0.01, 'Give pounds per thousand to the hundredth')
    .nullable()
    .default(null),
  /** Net ounces in one unit of pipe or other tobacco (per-ounce rates), to the thousandth. */
  ouncesPerUnit: z
    .number({ error: 'Type the ounces in one unit' })
    .min(0, 'A weight is not negative')
    .max(10_000, 'A unit holds at most 10,000 ounces')
    .multipleOf(0.001, 'Give ounces to the thousandth')
    .nullable()
    .default(null),
  /** Rolled by hand, with a wrapper of whole tobacco leaf: the premium tests (e.g. Minn. Stat. 297F.01). */
  handmade: z.boolean().nullable().default(null),
  wholeLeafWrapper: z.boolean().nullable().default(null),
  /** Holds ingredients other than tobacco, flavourings, water (Tex. Tax Code 155.021's top bracket). */
  nonTobaccoIngredients: z.boolean().nullable().default(null),
  /** The manufacturer's list price of one unit, in cents. */
  listPriceCents: cents.nullable().default(null),
  /** The wholesale price of one unit, in cents (the base of most ad valorem taxes). */
  wholesalePriceCents: cents.nullable().default(null),
});
export type TaxProfileFields = z.infer<typeof taxProfileFieldsSchema>;

export const taxProfileScopes = ['brand', 'item'] as const;
export type TaxProfileScope = (typeof taxProfileScopes)[number];

/** One stored row: the fields set for a brand (by name) or an item (by ListID). */
export const taxProfileSchema = z.object({
  scope: z.enum(taxProfileScopes),
  key: z.string().trim().min(1).max(120),
  fields: taxProfileFieldsSchema,
});
export type TaxProfile = z.infer<typeof taxProfileSchema>;

/** An item's profile: its own fields over its brand's, field by field. */
export function resolveTaxProfile(
  brand: Partial<TaxProfileFields> | undefined,
  item: Partial<TaxProfileFields> | undefined,
): TaxProfileFields {
  const resolved = taxProfileFieldsSchema.parse({});
  for (const key of Object.keys(resolved) as (keyof TaxProfileFields)[]) {
    const value = item?.[key] ?? brand?.[key] ?? null;
    (resolved as Record<string, unknown>)[key] = value;
  }
  return resolved;
}

/** The fields a kind of item needs before any state's tax can be worked out for it. */
const neededByKind: Record<TaxKind, (keyof TaxProfileFields)[]> = {
  cigar: [
    'cigarsPerUnit',
    'poundsPerThousand',
    'handmade',
    'wholeLeafWrapper',
    'nonTobaccoIngredients',
    'listPriceCents',
    'wholesalePriceCents',
  ],
  'little-cigar': ['cigarsPerUnit', 'poundsPerThousand', 'listPriceCents', 'wholesalePriceCents'],
  'pipe-tobacco': ['ouncesPerUnit', 'listPriceCents', 'wholesalePriceCents'],
  other: ['ouncesPerUnit', 'listPriceCents', 'wholesalePriceCents'],
  'not-tobacco': [],
};

/** What an item's resolved profile still lacks: Admin lists it as a gap, so nothing goes silently untaxed. */
export function missingTaxFields(profile: TaxProfileFields): (keyof TaxProfileFields)[] {
  if (profile.kind === null) return ['kind'];
  return neededByKind[profile.kind].filter((field) => profile[field] === null);
}
