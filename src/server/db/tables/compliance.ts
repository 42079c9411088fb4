import type { Generated } from 'kysely';
import type { LicenseCheck, LicenseKind } from '../../../domain/compliance/licenses.js';
import type { PermitKind } from '../../../domain/compliance/permits.js';
import type { TaxProfileFields, TaxProfileScope } from '../../../domain/compliance/item-profiles.js';

/** A shop's license (issue 46, part 1); deleted rows stay for the history until purged. */
export interface CustomerLicensesTable {
  id: string;
  customerListId: string;
  state: string;
  locality: string | null;
  kind: LicenseKind;
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  check: LicenseCheck;
  attachmentId: string | null;
  checkedAt: string;
  checkedById: string | null;
  /** When an imported state list stopped listing it. */
  goneFromListAt: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A reminder sent `daysBefore` the expiry `expiresOn` of a license. */
export interface LicenseRemindersTable {
  licenseId: string;
  daysBefore: number;
  expiresOn: string;
  sentAt: string;
}

/** The columns of a state's published list, chosen once and remembered (field → CSV header). */
export interface LicenseListMappingsTable {
  state: string;
  columnMapping: Record<string, string>;
  updatedAt: string;
  updatedById: string | null;
}

/** A state's list as last imported, one row per license number. */
export interface LicenseListEntriesTable {
  state: string;
  number: string;
  kind: LicenseKind | null;
  name: string;
  address: string;
  city: string;
  zip: string;
  issuedOn: string | null;
  expiresOn: string | null;
  importId: string;
}

export interface LicenseListImportsTable {
  id: string;
  state: string;
  fileName: string;
  rowCount: number;
  /** What the import matched, could not match and changed (the admin's report). */
  importSummary: Record<string, unknown>;
  createdAt: string;
  createdById: string | null;
}

export interface CompanyPermitsTable {
  id: string;
  state: string;
  kind: PermitKind;
  number: string;
  issuedOn: string | null;
  expiresOn: string | null;
  note: string;
  createdAt: string;
  updatedAt: string;
  updatedById: string | null;
  deletedAt: string | null;
}

/** A dated rule an admin added ('license' or 'excise'); `ruleBody` is the topic's domain schema. */
export interface ComplianceRulesTable {
  id: string;
  topic: 'license' | 'excise';
  state: string;
  effectiveFrom: string;
  ruleBody: Record<string, unknown>;
  recordedAt: string;
  recordedById: string | null;
  /** Set when an admin withdrew the row before its effective date (migration 0055): never in force. */
  withdrawnAt: string | null;
  withdrawnById: string | null;
}

export interface TaxProfilesTable {
  scope: TaxProfileScope;
  key: string;
  profileFields: Partial<TaxProfileFields>;
  updatedAt: string;
  updatedById: string | null;
}

/**
 * Insight's excise tax by ship state and month (decision 0357): the sums of the state reports' rows
 * of the mirrored invoices and credit memos (decision 0303), kept by its keeper
 * (`compliance-reports/excise-months.ts`). A month with no document of goods has no row.
 */
export interface ExciseMonthsTable {
  shipState: string;
  /** 'YYYY-MM'. */
  month: string;
  /** The documents with a line of goods the month's figures hold. */
  documents: number;
  netSalesCents: number;
  exciseCents: number;
  untaxedLines: number;
  /**
   * The rules or the tax profiles changed since the cell was counted (decision 0357): the import
   * leaves it alone and the next read that asks for its month counts it again from the mirror.
   */
  stale: Generated<boolean>;
}

export interface ComplianceTables {
  customerLicenses: CustomerLicensesTable;
  licenseReminders: LicenseRemindersTable;
  licenseListMappings: LicenseListMappingsTable;
  licenseListEntries: LicenseListEntriesTable;
  licenseListImports: LicenseListImportsTable;
  companyPermits: CompanyPermitsTable;
  complianceRules: ComplianceRulesTable;
  taxProfiles: TaxProfilesTable;
  exciseMonths: ExciseMonthsTable;
}

export const complianceCodecColumns = {
  json: ['columnMapping', 'importSummary', 'ruleBody', 'profileFields'],
  boolean: ['stale'],
};
