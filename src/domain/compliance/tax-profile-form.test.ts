import { describe, expect, it } from 'vitest';
import { taxProfileFieldsSchema } from './item-profiles.js';
import { taxProfileFormSchema, taxProfileFormValues } from './tax-profile-form.js';

describe('the tax profile form', () => {
  it('takes dollars and gives integer cents, rounded once on entry', () => {
    const fields = taxProfileFormSchema.parse({ kind: 'cigar', listPrice: 12.345, wholesalePrice: 1.005 });
    expect(fields).toEqual({
      ...taxProfileFieldsSchema.parse({ kind: 'cigar' }),
      listPriceCents: 1235,
      wholesalePriceCents: 101,
    });
    expect(taxProfileFieldsSchema.parse(fields)).toEqual(fields);
  });

  it('gives back the dollars of stored cents, and empty values for no profile', () => {
    const fields = taxProfileFieldsSchema.parse({
      kind: 'cigar',
      listPriceCents: 48000,
      wholesalePriceCents: 24050,
    });
    expect(taxProfileFormValues(fields)).toMatchObject({
      kind: 'cigar',
      listPrice: 480,
      wholesalePrice: 240.5,
    });
    expect(taxProfileFormSchema.parse(taxProfileFormValues(fields))).toEqual(fields);
    expect(taxProfileFormValues(null)).toMatchObject({ kind: null, listPrice: null, wholesalePrice: null });
  });

  it('refuses a negative price with a clear message', () => {
    const result = taxProfileFormSchema.safeParse({ listPrice: -1 });
    expect(result.error?.issues[0]?.message).toBe('A price is not negative');
  });
});
