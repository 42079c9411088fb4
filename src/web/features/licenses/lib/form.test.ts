import { describe, expect, it } from 'vitest';
import { checkLicenseForm, formOf } from './form';

const filled = {
  ...formOf(null, 'CA'),
  kind: 'retailer' as const,
  number: ' TR-1 ',
  issuedOn: '2026-01-01',
  expiresOn: '2027-01-01',
};

describe('the license form, checked with the server’s schema', () => {
  it('starts in the customer’s state, typed from the document', () => {
    expect(formOf(null, 'TX')).toMatchObject({ state: 'TX', check: 'typed', kind: '', attachmentId: null });
  });

  it('sends blanks as nulls and trims the number', () => {
    expect(checkLicenseForm({ ...filled, issuedOn: '', locality: ' ' }).input).toEqual({
      state: 'CA',
      locality: null,
      kind: 'retailer',
      number: 'TR-1',
      issuedOn: null,
      expiresOn: '2027-01-01',
      check: 'typed',
      attachmentId: null,
    });
  });

  it('puts each of the schema’s messages on its field', () => {
    expect(checkLicenseForm({ ...filled, expiresOn: '2025-12-31' }).errors).toEqual({
      expiresOn: 'The expiry date is before the issue date',
    });
    expect(checkLicenseForm({ ...filled, state: '', kind: '', number: '' }).errors).toEqual({
      state: 'Use a US state code such as TX or CA',
      kind: 'Choose the kind of license',
      number: 'Type the license number',
    });
    expect(checkLicenseForm({ ...filled, check: 'document' }).errors).toEqual({
      attachmentId: 'Attach the photo or PDF of the license',
    });
  });

  it('drops a chosen file when the check is not a document', () => {
    expect(checkLicenseForm({ ...filled, attachmentId: 'file-1' }).input?.attachmentId).toBeNull();
    expect(
      checkLicenseForm({ ...filled, check: 'document', attachmentId: 'file-1' }).input?.attachmentId,
    ).toBe('file-1');
  });
});
