import type { CustomerLicensesTable } from '../db/tables/compliance.js';

/**
 * A stored license for tests and benchmarks: a typed, current state retailer license unless the
 * caller says otherwise; `at` stamps its check, creation and change.
 */
export function licenseRow(
  license: Pick<CustomerLicensesTable, 'id' | 'customerListId' | 'state' | 'number'> &
    Partial<CustomerLicensesTable>,
  at = '2020-01-01T00:00:00.000Z',
): CustomerLicensesTable {
  return {
    locality: null,
    kind: 'retailer',
    issuedOn: null,
    expiresOn: null,
    check: 'typed',
    attachmentId: null,
    checkedAt: at,
    checkedById: null,
    goneFromListAt: null,
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    ...license,
  };
}
