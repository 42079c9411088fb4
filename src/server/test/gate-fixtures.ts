import type { LicenseKind } from '../../domain/compliance/licenses.js';
import type { PermitKind } from '../../domain/compliance/permits.js';
import type { Db } from '../db/database.js';

/**
 * Rows the order gate reads, put straight into their tables (the licenses and compliance admin
 * APIs are built beside the gate, issue 46).
 */

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;
const at = '2020-01-01T00:00:00.000Z';

export async function insertLicense(
  db: Db,
  license: {
    customerListId: string;
    state: string;
    kind: LicenseKind;
    number?: string;
    issuedOn?: string | null;
    expiresOn?: string | null;
    goneFromListAt?: string | null;
    deletedAt?: string | null;
  },
): Promise<string> {
  const id = nextId('LIC');
  await db
    .insertInto('customerLicenses')
    .values({
      id,
      customerListId: license.customerListId,
      state: license.state,
      locality: null,
      kind: license.kind,
      number: license.number ?? id,
      issuedOn: license.issuedOn ?? null,
      expiresOn: license.expiresOn ?? null,
      check: 'typed',
      attachmentId: null,
      checkedAt: at,
      checkedById: null,
      goneFromListAt: license.goneFromListAt ?? null,
      createdAt: at,
      updatedAt: at,
      deletedAt: license.deletedAt ?? null,
    })
    .execute();
  return id;
}

export async function insertPermit(
  db: Db,
  permit: { state: string; kind: PermitKind; expiresOn?: string | null; deletedAt?: string | null },
): Promise<string> {
  const id = nextId('PERMIT');
  await db
    .insertInto('companyPermits')
    .values({
      id,
      state: permit.state,
      kind: permit.kind,
      number: id,
      issuedOn: null,
      expiresOn: permit.expiresOn ?? null,
      note: '',
      createdAt: at,
      updatedAt: at,
      updatedById: null,
      deletedAt: permit.deletedAt ?? null,
    })
    .execute();
  return id;
}

/**
 * An admin's dated rule that a state needs nothing from that day: for a test bed whose orders are
 * not about the gate (the fake QuickBooks Online company's shops are in California). A later-recorded
 * row of the same day wins over the shipped one, as `ruleInForce` says.
 */
export async function insertOpenRule(db: Db, state: string, effectiveFrom = '2004-01-01'): Promise<void> {
  await db
    .insertInto('complianceRules')
    .values({
      id: nextId('RULE'),
      topic: 'license',
      state,
      effectiveFrom,
      ruleBody: {
        source: { citation: 'Test bed: not about the gate', url: null },
        retailerNeeds: [],
        directSale: { kind: 'open' },
        summary: 'A test bed whose orders are not about the compliance gate.',
      },
      recordedAt: new Date().toISOString(),
      recordedById: null,
    })
    .execute();
}
