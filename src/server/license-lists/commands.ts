import type { FastifyReply } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import { ruleInForce } from '../../domain/compliance/dated.js';
import { planImport, type ImportPlan, type StoredEntry } from '../../domain/compliance/license-list-plan.js';
import { noRowsMessage, readListRows, type ColumnMapping } from '../../domain/compliance/license-lists.js';
import {
  noMappingMessage,
  type LicenseListImportDetail,
} from '../../domain/compliance/license-lists-contract.js';
import type { LicenseKind } from '../../domain/compliance/licenses.js';
import { shippedLicenseRules } from '../../domain/compliance/shipped-license-rules.js';
import { insertRows } from '../db/bulk-insert.js';
import { chunks } from '../db/chunks.js';
import type { Db, Tx } from '../db/database.js';
import { oneAtATime } from '../db/refresh-alone.js';
import { badRequest } from '../http/errors.js';
import { customerScope, historyRowOf } from '../history-writes/record.js';
import type { EventBus } from '../live/bus.js';
import { customerStatesOf } from '../../domain/live/changes.js';
import { saveColumnMapping } from '../shared/column-mappings.js';
import { labelOf, shownFields } from '../licenses/commands.js';
import { mappedCsvOf, readListFile } from './list-file.js';
import { importDetail, importInputsOf, mappingOf } from './queries.js';

/** Ids in one `in (…)` list: well under both databases' bound-value limits. */
const idsPerStatement = 500;

export const saveMapping = (db: Db, user: Principal, state: string, mapping: ColumnMapping) =>
  saveColumnMapping(db, 'licenseListMappings', user, state, mapping);

/** The kind a license found in the state's list gets when the list names none: what the state asks of a retailer. */
function retailerKindOf(state: string, day: string): LicenseKind {
  return ruleInForce(shippedLicenseRules, state, day)?.retailerNeeds[0] ?? 'retailer';
}

export interface ImportListInput {
  state: string;
  fileName: string;
  body: unknown;
  reply: FastifyReply;
  maxBytes: number;
}

/**
 * Imports a state's list with its remembered columns (decisions 0293, 0294). The file is read and
 * checked before anything is written; then, one import of a state at a time, the list, the
 * state's licenses and customers are read outside any transaction, the plan is worked out, and its
 * writes, with the import's record, go in one transaction. Only what differs is written.
 */
export async function importList(
  db: Db,
  bus: EventBus,
  user: Principal,
  input: ImportListInput,
): Promise<LicenseListImportDetail> {
  const text = await readListFile(input.body, input.reply, input.maxBytes);
  const mapping = await mappingOf(db, input.state);
  if (!mapping) throw badRequest(noMappingMessage(input.state));
  const file = mappedCsvOf(text, mapping, noRowsMessage);
  const read = readListRows(file, mapping);
  return oneAtATime(db, `license-list.${input.state}`, async () => {
    const now = new Date().toISOString();
    const loaded = await importInputsOf(db, input.state);
    const plan = planImport({
      ...read,
      ...loaded,
      rows: file.records.length,
      defaultKind: retailerKindOf(input.state, now.slice(0, 10)),
      now,
      newId: () => crypto.randomUUID(),
    });
    const id = crypto.randomUUID();
    await db.transaction().execute(async (tx) => {
      await writeLicenses(tx, user, input.state, plan, now);
      await recordLicenseHistory(tx, user, input.state, plan, loaded, now);
      await writeEntries(tx, input.state, plan, id);
      await tx
        .insertInto('licenseListImports')
        .values({
          id,
          state: input.state,
          fileName: input.fileName || 'list.csv',
          rowCount: file.records.length,
          importSummary: plan.summary as unknown as Record<string, unknown>,
          createdAt: now,
          createdById: user.id,
        })
        .execute();
    });
    await publishImportedLicenses(bus, plan, loaded);
    return importDetail(db, input.state, id);
  });
}

/**
 * Tells the open customer pages, Near me and the map that licenses changed (decision 0345): one
 * change for the whole import, not one per customer (a list of 50,000 rows may touch thousands),
 * told to whoever sees any customer whose license the list added or changed, by the customers'
 * bill-to and ship-to states like every customer change. An import that changed no license (the
 * same file again) tells no one.
 */
async function publishImportedLicenses(
  bus: EventBus,
  plan: ImportPlan,
  loaded: Awaited<ReturnType<typeof importInputsOf>>,
): Promise<void> {
  const owners = new Map(loaded.licenses.map((license) => [license.id, license.customerListId]));
  const touched = new Set([
    ...plan.addLicenses.map((license) => license.customerListId),
    ...plan.changeLicenses.flatMap((change) => owners.get(change.id) ?? []),
  ]);
  if (touched.size === 0) return;
  const states = [...touched].flatMap((listId) => {
    const customer = loaded.customerStates.get(listId);
    return customerStatesOf(customer?.state, customer?.shipState);
  });
  await bus.publish({ kind: 'customer.licenses', scopeStates: [...new Set(states)].sort() });
}

/**
 * The licenses the list adds and changes. A license it names is checked by the list (who, when);
 * one it no longer names is only marked gone. Their history: `recordLicenseHistory`.
 */
async function writeLicenses(tx: Tx, user: Principal, state: string, plan: ImportPlan, now: string) {
  await insertRows(
    tx,
    'customerLicenses',
    plan.addLicenses.map(({ line: _line, ...license }) => ({
      ...license,
      state,
      locality: null,
      check: 'state-list',
      attachmentId: null,
      checkedAt: now,
      checkedById: user.id,
      goneFromListAt: null,
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
    })),
  );
  const goneOnly = new Set(
    plan.changeLicenses.filter((c) => Object.keys(c.set).length === 1 && c.set.goneFromListAt),
  );
  for (const ids of chunks(
    [...goneOnly].map((c) => c.id),
    idsPerStatement,
  )) {
    await tx
      .updateTable('customerLicenses')
      .set({ goneFromListAt: now, updatedAt: now })
      .where('id', 'in', ids)
      .execute();
  }
  for (const change of plan.changeLicenses) {
    if (goneOnly.has(change)) continue;
    await tx
      .updateTable('customerLicenses')
      .set({ ...change.set, check: 'state-list', checkedAt: now, checkedById: user.id, updatedAt: now })
      .where('id', '=', change.id)
      .execute();
  }
}

/**
 * Each license the import added or changed, in its customer's history like a change made by hand
 * (decision 0290), written in the import's transaction in a few statements: a list of 50,000 rows
 * may add as many.
 */
async function recordLicenseHistory(
  tx: Tx,
  user: Principal,
  state: string,
  plan: ImportPlan,
  loaded: Awaited<ReturnType<typeof importInputsOf>>,
  now: string,
) {
  const actor = { id: user.id, displayName: user.displayName };
  const at = new Date(now);
  const scopeOf = (listId: string) => {
    const customer = loaded.customerStates.get(listId);
    return customerScope({ listId, state: customer?.state ?? null, shipState: customer?.shipState ?? null });
  };
  const before = new Map(loaded.licenses.map((license) => [license.id, license]));
  const rows = [
    ...plan.addLicenses.map(({ line: _line, ...license }) =>
      historyRowOf({
        actor,
        entityType: 'license',
        entityId: license.id,
        action: 'create',
        label: labelOf({ state, kind: license.kind, number: license.number }),
        scope: scopeOf(license.customerListId),
        after: shownFields({
          ...license,
          state,
          locality: null,
          check: 'state-list',
          attachmentId: null,
        }),
        at,
      }),
    ),
    ...plan.changeLicenses.map((change) => {
      const license = before.get(change.id);
      if (!license) return null;
      const was = {
        kind: license.kind,
        issuedOn: license.issuedOn,
        expiresOn: license.expiresOn,
        check: license.check,
        goneFromListAt: license.goneFromListAt,
      };
      const gone = Object.keys(change.set).length === 1 && change.set.goneFromListAt;
      return historyRowOf({
        actor,
        entityType: 'license',
        entityId: license.id,
        action: 'update',
        label: labelOf({ state, kind: license.kind, number: license.number }),
        scope: scopeOf(license.customerListId),
        before: was,
        after: { ...was, ...(gone ? {} : { check: 'state-list' }), ...change.set },
        at,
      });
    }),
  ].filter((row) => row !== null);
  await insertRows(tx, 'history', rows);
}

/** The stored list made the file's: entries gone or different are removed, new and different ones put. */
async function writeEntries(tx: Tx, state: string, plan: ImportPlan, importId: string) {
  for (const numbers of chunks(plan.removeEntries, idsPerStatement)) {
    await tx
      .deleteFrom('licenseListEntries')
      .where('state', '=', state)
      .where('number', 'in', numbers)
      .execute();
  }
  await insertRows(
    tx,
    'licenseListEntries',
    plan.putEntries.map((entry: StoredEntry) => ({ state, ...entry, importId })),
  );
}
