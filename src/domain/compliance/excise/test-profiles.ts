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

/** For tests: a premium cigar's whole tax profile (`premiumCigarFields` over the defaults), `fields` over it. */
export const premiumCigar = (fields: Partial<TaxProfileFields> = {}): TaxProfileFields =>
  taxProfile({ ...premiumCigarFields, ...fields });
