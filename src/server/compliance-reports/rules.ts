import type { LicenseRule } from '../../domain/compliance/license-rules.js';
import type { ExciseRule } from '../../domain/compliance/excise/rules.js';
import { resolveTaxProfile, type TaxProfileFields } from '../../domain/compliance/item-profiles.js';
import type { ReportLicense } from '../../domain/compliance/reports/types.js';
import type { Db } from '../db/database.js';
import { loadLicenseRules } from '../compliance/queries.js';
import { loadExciseRules } from '../orders/excise.js';

/**
 * The compliance data the reports and the held-order count read, straight from the tables of
 * migration 0052; the licensing rules through Admin → Compliance's `loadLicenseRules`, the excise
 * rules through the order desk's `loadExciseRules` (both join `loadRules` when the excise topic is
 * accepted there, decision 0296).
 */

/** The excise rules as orders are taxed by them: one reader for the order desk and the reports. */
export const exciseRulesOf = (db: Db): Promise<ExciseRule[]> => loadExciseRules(db);

/** The licensing rules as the gate reads them (Admin → Compliance's one loader). */
export const licenseRulesOf = (db: Db): Promise<LicenseRule[]> => loadLicenseRules(db);

/** Every stored tax profile; an item's resolved profile is its own fields over its brand's. */
export async function taxProfilesOf(db: Db) {
  const rows = await db.selectFrom('taxProfiles').select(['scope', 'key', 'profileFields']).execute();
  const brands = new Map<string, Partial<TaxProfileFields>>();
  const items = new Map<string, Partial<TaxProfileFields>>();
  for (const row of rows) (row.scope === 'brand' ? brands : items).set(row.key, row.profileFields);
  const resolved = new Map<string, TaxProfileFields>();
  return (itemListId: string, brand: string): TaxProfileFields => {
    const key = `${itemListId}\u0000${brand}`;
    let profile = resolved.get(key);
    if (!profile) {
      profile = resolveTaxProfile(brands.get(brand), items.get(itemListId));
      resolved.set(key, profile);
    }
    return profile;
  };
}

/** Both databases take far more, but a chunk this size keeps every statement small. */
const chunkSize = 1000;

/** The licenses of these customers, not deleted, by customer. */
export async function licensesOf(db: Db, customerListIds: readonly string[]) {
  const byCustomer = new Map<string, ReportLicense[]>();
  const ids = [...new Set(customerListIds)];
  for (let start = 0; start < ids.length; start += chunkSize) {
    const rows = await db
      .selectFrom('customerLicenses')
      .select(['customerListId', 'state', 'kind', 'number', 'issuedOn', 'expiresOn', 'goneFromListAt'])
      .where('customerListId', 'in', ids.slice(start, start + chunkSize))
      .where('deletedAt', 'is', null)
      .execute();
    for (const { customerListId, ...license } of rows) {
      const list = byCustomer.get(customerListId);
      if (list) list.push(license);
      else byCustomer.set(customerListId, [license]);
    }
  }
  return byCustomer;
}
