import type { ReportLicense } from '../../domain/compliance/reports/types.js';
import { resolveTaxProfile, type TaxProfileFields } from '../../domain/compliance/item-profiles.js';
import type { Db } from '../db/database.js';
import { loadRules, storedTaxProfiles } from '../compliance/queries.js';

/**
 * The compliance data the reports and the held-order count read: the rules and the tax profiles
 * through Admin → Compliance's readers (`loadRules`, `storedTaxProfiles`, decision 0296), the
 * licenses straight from the table of migration 0052.
 */

/** The excise rules as orders are taxed by them: one reader for the order desk and the reports. */
export const exciseRulesOf = (db: Db) => loadRules(db, 'excise');

/** The licensing rules as the gate reads them. */
export const licenseRulesOf = (db: Db) => loadRules(db, 'license');

/**
 * Every item's profile as a lookup by ListID and brand: an invoice line's item may be gone from the
 * mirror, so its brand comes with the line, and its own fields are laid over its brand's.
 */
export async function taxProfilesOf(db: Db) {
  const { brands, items } = await storedTaxProfiles(db);
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
