import { z } from 'zod';
import { fromCents, toCents } from '../money/money.js';
import { taxProfileFieldsSchema, type TaxProfileFields } from './item-profiles.js';

/**
 * The tax profile form: prices typed in dollars, sent and stored in integer cents. One schema turns
 * the form's values into the API's fields (rounded to the cent once, on entry, as every money input
 * is: `toCents`), and `taxProfileFormValues` turns stored fields back into the form's dollars, so
 * the form and the server never disagree on a cent (decision 0297).
 */
const dollars = z
  .number({ error: 'Type a price in dollars, like 12.50' })
  .min(0, 'A price is not negative')
  .max(1_000_000, 'A price is at most $1,000,000')
  .nullable()
  .default(null);

export const taxProfileFormSchema = taxProfileFieldsSchema
  .omit({ listPriceCents: true, wholesalePriceCents: true })
  .extend({ listPrice: dollars, wholesalePrice: dollars })
  .transform(({ listPrice, wholesalePrice, ...rest }): TaxProfileFields => ({
    ...rest,
    listPriceCents: listPrice === null ? null : toCents(listPrice),
    wholesalePriceCents: wholesalePrice === null ? null : toCents(wholesalePrice),
  }));
export type TaxProfileFormValues = Omit<TaxProfileFields, 'listPriceCents' | 'wholesalePriceCents'> & {
  listPrice: number | null;
  wholesalePrice: number | null;
};

/** Stored fields (cents) as the form's values (dollars); no fields, every value empty. */
export function taxProfileFormValues(fields: TaxProfileFields | null): TaxProfileFormValues {
  const { listPriceCents, wholesalePriceCents, ...rest } = fields ?? taxProfileFieldsSchema.parse({});
  return {
    ...rest,
    listPrice: listPriceCents === null ? null : fromCents(listPriceCents),
    wholesalePrice: wholesalePriceCents === null ? null : fromCents(wholesalePriceCents),
  };
}
