import { taxProfileFieldsSchema, type TaxProfileFields } from '../item-profiles.js';

/** For tests: an item's whole tax profile, the schema's defaults with `fields` over them. */
export const taxProfile = (fields: Partial<TaxProfileFields>): TaxProfileFields => ({
  ...taxProfileFieldsSchema.parse({}),
  ...fields,
});

/**
 * For tests: what makes a hand-made premium cigar, 20 to the box, 12 lb per thousand, no non-tobacco
 * ingredients, $100 list and wholesale — the fields alone, as a brand's or an item's stored profile
 * holds them.
 */
export const premiumCigarFields = {
  kind: 'cigar',
  cigarsPerUnit: 20,
  poundsPerThousand: 12,
  handmade: true,
  wholeLeafWrapper: true,
  nonTobaccoIngredients: false,
  listPriceCents: 10_000,
  wholesalePriceCents: 10_000,
} as const satisfies Partial<TaxProfileFields>;

/**
 * For tests: the compliance reports' premium cigar, `cigarsPerUnit` to the box, 10 lb per thousand,
 * $200 list and $100 wholesale: premium by every state's test (Tex. Tax Code 155.021(b)(3): over 3 lb
 * a thousand, listed above 3.3¢ a cigar) — the fields alone, as a stored profile holds them.
 */
export const reportPremiumCigarFields = (cigarsPerUnit: number) => ({
  ...premiumCigarFields,
  cigarsPerUnit,
  poundsPerThousand: 10,
  listPriceCents: 20_000,
});

/** For tests: a premium cigar's whole tax profile (`premiumCigarFields` over the defaults), `fields` over it. */
export const premiumCigar = (fields: Partial<TaxProfileFields> = {}): TaxProfileFields =>
  taxProfile({ ...premiumCigarFields, ...fields });
