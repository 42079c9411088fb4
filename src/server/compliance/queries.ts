import type { z } from 'zod';
import type {
  BrandTaxProfile,
  ExciseRuleRow,
  ItemTaxProfile,
  LicenseRuleRow,
  RuleRow,
} from '../../domain/compliance/contract.js';
import {
  missingTaxFields,
  resolveTaxProfile,
  type TaxProfileFields,
  type TaxProfileScope,
} from '../../domain/compliance/item-profiles.js';
import type { LicenseRule } from '../../domain/compliance/license-rules.js';
import type { CompanyPermit } from '../../domain/compliance/permits.js';
import { ruleTopics, type AcceptedRuleTopic, type RuleOf } from '../../domain/compliance/rule-topics.js';
import type { Db, Tx } from '../db/database.js';

/**
 * What Admin → Compliance reads, and the loaders other features use: `loadPermits`,
 * `loadLicenseRules` / `loadRules(db, topic)` (the shipped rows with the stored ones, ready for
 * `ruleInForce`) and `loadTaxProfiles` (every item's resolved profile). Each reads the database
 * once; none is scoped, since none holds a customer's data.
 */

type Reader = Db | Tx;

const permitColumns = [
  'id',
  'state',
  'kind',
  'number',
  'issuedOn',
  'expiresOn',
  'note',
  'updatedAt',
] as const;

/** The company's permits, deleted ones left out, by state then kind. */
export async function loadPermits(db: Reader): Promise<CompanyPermit[]> {
  return db
    .selectFrom('companyPermits')
    .select(permitColumns)
    .where('deletedAt', 'is', null)
    .orderBy('state')
    .orderBy('kind')
    .orderBy('number')
    .execute();
}

export async function findPermit(db: Reader, id: string): Promise<CompanyPermit | undefined> {
  return db
    .selectFrom('companyPermits')
    .select(permitColumns)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** A stored row's rank among rows of its state and day: recorded later wins (shipped rows are 0). */
const recordedOrderOf = (recordedAt: string) => Date.parse(recordedAt);

interface StoredRule {
  id: string;
  state: string;
  effectiveFrom: string;
  ruleBody: Record<string, unknown>;
  recordedAt: string;
  recordedByName: string | null;
  withdrawnAt: string | null;
}

async function storedRules(
  db: Reader,
  topic: AcceptedRuleTopic,
  withWithdrawn: boolean,
): Promise<StoredRule[]> {
  let query = db
    .selectFrom('complianceRules as r')
    .leftJoin('users as u', 'u.id', 'r.recordedById')
    .select([
      'r.id',
      'r.state',
      'r.effectiveFrom',
      'r.ruleBody',
      'r.recordedAt',
      'r.withdrawnAt',
      'u.name as recordedByName',
    ])
    .where('r.topic', '=', topic);
  if (!withWithdrawn) query = query.where('r.withdrawnAt', 'is', null);
  return query.orderBy('r.state').orderBy('r.effectiveFrom').orderBy('r.recordedAt').execute();
}

/** A stored row read back through its topic's schema (it was checked by the same schema when added). */
function parseStored<T extends AcceptedRuleTopic>(topic: T, row: StoredRule): RuleOf<T> {
  const schema: z.ZodType<RuleOf<T>> = ruleTopics[topic].schema as never;
  const parsed = schema.safeParse({ ...row.ruleBody, state: row.state, effectiveFrom: row.effectiveFrom });
  if (!parsed.success) {
    throw new Error(`The stored ${topic} rule ${row.id} no longer fits its schema: ${parsed.error.message}`);
  }
  return parsed.data;
}

/**
 * A topic's rules in force at some date or other: the rows Humidor ships and the rows admins added
 * (not withdrawn), each with its `recordedOrder`, for `ruleInForce(rules, state, day)`.
 */
export async function loadRules<T extends AcceptedRuleTopic>(
  db: Reader,
  topic: T,
): Promise<(RuleOf<T> & { recordedOrder: number })[]> {
  const shipped = ruleTopics[topic].shipped.map((rule: RuleOf<T>) => ({ ...rule, recordedOrder: 0 }));
  const stored = (await storedRules(db, topic, false)).map((row) => ({
    ...parseStored(topic, row),
    recordedOrder: recordedOrderOf(row.recordedAt),
  }));
  return [...shipped, ...stored];
}

/** Every licensing rule, shipped ∪ stored: what the order gate decides with (issue 46, part 3). */
export const loadLicenseRules = (db: Reader): Promise<(LicenseRule & { recordedOrder: number })[]> =>
  loadRules(db, 'license');

/**
 * A topic's rows as the admin page lists them: shipped and added, withdrawn ones included, by state,
 * day and the order they were recorded in.
 */
async function ruleRows<T extends AcceptedRuleTopic>(
  db: Reader,
  topic: T,
): Promise<
  (RuleOf<T> &
    Pick<RuleRow, 'id' | 'origin' | 'recordedOrder' | 'recordedAt' | 'recordedByName' | 'withdrawnAt'>)[]
> {
  const shipped = ruleTopics[topic].shipped.map((rule: RuleOf<T>) => ({
    ...rule,
    id: `shipped:${rule.state}:${rule.effectiveFrom}`,
    origin: 'shipped' as const,
    recordedOrder: 0,
    recordedAt: null,
    recordedByName: null,
    withdrawnAt: null,
  }));
  const stored = (await storedRules(db, topic, true)).map((row) => ({
    ...parseStored(topic, row),
    id: row.id,
    origin: 'admin' as const,
    recordedOrder: recordedOrderOf(row.recordedAt),
    recordedAt: row.recordedAt,
    recordedByName: row.recordedByName,
    withdrawnAt: row.withdrawnAt,
  }));
  return [...shipped, ...stored].sort(
    (a, b) =>
      a.state.localeCompare(b.state) ||
      a.effectiveFrom.localeCompare(b.effectiveFrom) ||
      a.recordedOrder - b.recordedOrder,
  );
}

/** The licensing rules as the admin page lists them. */
export const licenseRuleRows = (db: Reader): Promise<LicenseRuleRow[]> => ruleRows(db, 'license');

/** The excise rules as the admin page lists them: what each says in its summary, who remits, its source. */
export async function exciseRuleRows(db: Reader): Promise<ExciseRuleRow[]> {
  return (await ruleRows(db, 'excise')).map((row) => ({
    id: row.id,
    origin: row.origin,
    state: row.state,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
    summary: row.summary,
    remitter: row.remitter,
    recordedOrder: row.recordedOrder,
    recordedAt: row.recordedAt,
    recordedByName: row.recordedByName,
    withdrawnAt: row.withdrawnAt,
  }));
}

export async function findStoredRule(db: Reader, topic: AcceptedRuleTopic, id: string) {
  return db
    .selectFrom('complianceRules')
    .selectAll()
    .where('topic', '=', topic)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A stored profile's fields, every field present (a field added to the schema later reads as unset). */
const fieldsOf = (stored: Partial<TaxProfileFields>): TaxProfileFields =>
  resolveTaxProfile(undefined, stored);

/** One stored profile's fields, or null. */
export async function storedTaxProfile(
  db: Reader,
  scope: TaxProfileScope,
  key: string,
): Promise<TaxProfileFields | null> {
  const row = await db
    .selectFrom('taxProfiles')
    .select('profileFields')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? fieldsOf(row.profileFields) : null;
}

/**
 * The stored profiles, by brand name and by item ListID: every one, or with `only` just the rows of
 * those items and brands (what an order reads).
 */
export async function storedTaxProfiles(
  db: Reader,
  only?: { listIds: readonly string[]; brands: readonly string[] },
) {
  let query = db.selectFrom('taxProfiles').select(['scope', 'key', 'profileFields']);
  if (only) {
    const { listIds, brands } = only;
    query = query.where((eb) =>
      eb.or([
        ...(listIds.length ? [eb.and([eb('scope', '=', 'item'), eb('key', 'in', [...listIds])])] : []),
        ...(brands.length ? [eb.and([eb('scope', '=', 'brand'), eb('key', 'in', [...brands])])] : []),
      ]),
    );
  }
  const rows = await query.execute();
  const brands = new Map<string, TaxProfileFields>();
  const items = new Map<string, TaxProfileFields>();
  for (const row of rows) (row.scope === 'brand' ? brands : items).set(row.key, fieldsOf(row.profileFields));
  return { brands, items };
}

/**
 * Each item's resolved tax profile (its own fields over its brand's), by ListID: what the excise
 * tax works from. With `listIds`, only those items.
 */
export async function loadTaxProfiles(
  db: Reader,
  listIds?: readonly string[],
): Promise<Map<string, TaxProfileFields>> {
  if (listIds && listIds.length === 0) return new Map();
  let query = db.selectFrom('items').select(['listId', 'brand']);
  if (listIds) query = query.where('listId', 'in', [...listIds]);
  const rows = await query.execute();
  const { brands, items } = await storedTaxProfiles(
    db,
    listIds && { listIds, brands: [...new Set(rows.map((row) => row.brand).filter(Boolean))] },
  );
  const resolved = new Map<string, TaxProfileFields>();
  for (const item of rows) {
    resolved.set(item.listId, resolveTaxProfile(brands.get(item.brand), items.get(item.listId)));
  }
  return resolved;
}

/** The items page: every active item with its profile and gaps, and every brand of them. */
export async function itemTaxProfiles(
  db: Reader,
): Promise<{ items: ItemTaxProfile[]; brands: BrandTaxProfile[]; gapCount: number }> {
  const { brands, items: own } = await storedTaxProfiles(db);
  const rows = await db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc', 'brand'])
    .where('isActive', '=', true)
    .orderBy('brand')
    .orderBy('name')
    .execute();
  const counts = new Map<string, number>();
  const items = rows.map((row): ItemTaxProfile => {
    counts.set(row.brand, (counts.get(row.brand) ?? 0) + 1);
    const resolved = resolveTaxProfile(brands.get(row.brand), own.get(row.listId));
    return { ...row, own: own.get(row.listId) ?? null, resolved, missing: missingTaxFields(resolved) };
  });
  return {
    items,
    brands: [...counts].map(([brand, itemCount]) => ({
      brand,
      itemCount,
      fields: brands.get(brand) ?? null,
    })),
    gapCount: items.filter((item) => item.missing.length > 0).length,
  };
}
