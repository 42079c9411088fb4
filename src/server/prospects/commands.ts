import type { FastifyReply } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import { customerName } from '../../domain/customers/names.js';
import {
  noProspectMappingMessage,
  type ProspectImport,
  type ProspectImportSummary,
} from '../../domain/prospects/contract.js';
import { customerMatcher, matchReasonWords, type CustomerToCompare } from '../../domain/prospects/match.js';
import {
  noShopsMessage,
  readProspectCsv,
  readProspectGeoJson,
  type ProspectMapping,
  type ProspectRead,
  type ProspectRow,
} from '../../domain/prospects/read.js';
import { zip5Of } from '../../domain/visits/geo.js';
import { insertRows } from '../db/bulk-insert.js';
import { chunks } from '../db/chunks.js';
import type { Db } from '../db/database.js';
import type { ProspectsTable } from '../db/tables/prospects.js';
import { oneAtATime } from '../db/refresh-alone.js';
import { badRequest } from '../http/errors.js';
import { mappedCsvOf, readListFile } from '../license-lists/list-file.js';
import { saveColumnMapping } from '../shared/column-mappings.js';
import { zipCentre } from '../visits/zip-centres.js';
import { prospectImportOf, prospectMappingOf } from './queries.js';
import { importedProspectFields, newProspectRow, type ImportedProspect } from './rows.js';

/** Ids in one `in (…)` list: well under both databases' bound-value limits. */
const idsPerStatement = 500;
/** The problems an import keeps to show, by line; the count is whole. */
const problemsKept = 200;

export const saveProspectMapping = (db: Db, user: Principal, state: string, mapping: ProspectMapping) =>
  saveColumnMapping(db, 'prospectMappings', user, state, mapping);

export interface ImportProspectsInput {
  state: string;
  format: 'csv' | 'geojson';
  fileName: string;
  body: unknown;
  reply: FastifyReply;
  maxBytes: number;
}

/** The file read into shops, or a 400 that says what is wrong with it; nothing is written yet. */
async function readFile(
  db: Db,
  input: ImportProspectsInput,
  text: string,
): Promise<ProspectRead & { rowCount: number }> {
  if (input.format === 'geojson') {
    let read: ProspectRead;
    try {
      read = readProspectGeoJson(text);
    } catch (error) {
      throw badRequest((error as Error).message);
    }
    const rowCount = read.rows.length + read.problems.length;
    if (rowCount === 0) throw badRequest(noShopsMessage);
    return { ...read, rowCount };
  }
  const mapping = await prospectMappingOf(db, input.state);
  if (!mapping) throw badRequest(noProspectMappingMessage(input.state));
  const file = mappedCsvOf(text, mapping, noShopsMessage);
  return { ...readProspectCsv(file, mapping), rowCount: file.records.length };
}

/** A shop's place: its own point, else its ZIP code's centre; null when it has neither. */
function placeOf(row: ProspectRow): Pick<ProspectsTable, 'latitude' | 'longitude' | 'placedBy'> | null {
  if (row.latitude !== null && row.longitude !== null)
    return { latitude: row.latitude, longitude: row.longitude, placedBy: 'point' };
  const zip = zip5Of(row.zip);
  const centre = zip ? zipCentre(zip) : null;
  return centre ? { ...centre, placedBy: 'zip' } : null;
}

/** The state's customers as the matching compares them: names, phone, place and the state's licenses. */
async function customersOf(
  db: Db,
  state: string,
): Promise<{ compare: CustomerToCompare[]; names: Map<string, string> }> {
  const [customers, licenses] = await Promise.all([
    db
      .selectFrom('customers')
      .leftJoin('customerLocations', 'customerLocations.customerListId', 'customers.listId')
      .select([
        'customers.listId',
        'customers.fullName',
        'customers.companyName',
        'customers.phone',
        'customerLocations.latitude',
        'customerLocations.longitude',
      ])
      .where((eb) => eb.or([eb('customers.state', '=', state), eb('customers.shipState', '=', state)]))
      .execute(),
    db
      .selectFrom('customerLicenses')
      .select(['customerListId', 'number'])
      .where('state', '=', state)
      .where('deletedAt', 'is', null)
      .execute(),
  ]);
  const numbers = new Map<string, string[]>();
  for (const license of licenses)
    numbers.set(license.customerListId, [...(numbers.get(license.customerListId) ?? []), license.number]);
  return {
    compare: customers.map((c) => ({
      listId: c.listId,
      names: [c.fullName, c.companyName].filter((name): name is string => Boolean(name)),
      phone: c.phone,
      position:
        c.latitude === null || c.longitude === null
          ? null
          : { latitude: Number(c.latitude), longitude: Number(c.longitude) },
      licenseNumbers: numbers.get(c.listId) ?? [],
    })),
    names: new Map(customers.map((c) => [c.listId, customerName(c)])),
  };
}

/**
 * Imports prospects into a state (decisions 0320, 0321): the file is read and checked before
 * anything is written; then, one import of a state at a time, the state's customers and prospects
 * are read, the shops that are customers already are dropped (and an open prospect of the same
 * shop removed), the rest added or brought up to date by their key, and all of it, with the
 * import's record, written in one transaction. The same file again changes nothing.
 */
export async function importProspects(
  db: Db,
  user: Principal,
  input: ImportProspectsInput,
): Promise<ProspectImport> {
  const text = await readListFile(input.body, input.reply, input.maxBytes);
  const read = await readFile(db, input, text);
  return oneAtATime(db, `prospects.${input.state}`, async () => {
    const now = new Date().toISOString();
    const problems = [...read.problems];
    const [customers, existing] = await Promise.all([
      customersOf(db, input.state),
      db
        .selectFrom('prospects')
        .select(['id', 'sourceKey', 'status', ...importedProspectFields])
        .where('state', '=', input.state)
        .execute(),
    ]);
    const match = customerMatcher(customers.compare);
    const byKey = new Map(existing.map((row) => [row.sourceKey, row]));
    const summary: ProspectImportSummary = {
      rows: read.rowCount,
      added: 0,
      updated: 0,
      unchanged: 0,
      dropped: [],
      problems: { count: 0, rows: [] },
    };
    const inserts: ProspectsTable[] = [];
    const updates: { id: string; set: ImportedProspect }[] = [];
    const removals: string[] = [];
    for (const row of read.rows) {
      if (row.state !== null && row.state !== input.state) {
        problems.push({ line: row.line, message: `${row.name} is in ${row.state}, not ${input.state}` });
        continue;
      }
      const place = placeOf(row);
      if (!place) {
        problems.push({
          line: row.line,
          message: `${row.name}: no place (no latitude and longitude, and no ZIP code Humidor knows)`,
        });
        continue;
      }
      const before = byKey.get(row.key);
      const found = match({
        name: row.name,
        phone: row.phone,
        licenseNumber: row.licenseNumber,
        position: place,
      });
      if (found) {
        summary.dropped.push({
          line: row.line,
          name: row.name,
          customerListId: found.customerListId,
          customerName: customers.names.get(found.customerListId) ?? found.customerListId,
          reason: matchReasonWords[found.reason],
        });
        if (before?.status === 'open') removals.push(before.id);
        continue;
      }
      const fields: ImportedProspect = {
        source: row.source,
        licenseNumber: row.licenseNumber,
        name: row.name,
        address: row.address,
        city: row.city,
        zip: row.zip,
        phone: row.phone,
        ...place,
        hours: row.hours,
      };
      if (!before) {
        summary.added += 1;
        inserts.push(
          newProspectRow({ id: crypto.randomUUID(), state: input.state, sourceKey: row.key, ...fields }, now),
        );
      } else if (importedProspectFields.some((field) => !sameValue(before[field], fields[field]))) {
        summary.updated += 1;
        updates.push({ id: before.id, set: fields });
      } else summary.unchanged += 1;
    }
    summary.problems = { count: problems.length, rows: problems.slice(0, problemsKept) };
    const id = crypto.randomUUID();
    await db.transaction().execute(async (tx) => {
      await insertRows(
        tx,
        'prospects',
        inserts.map((row) => ({ ...row, importId: id })),
      );
      for (const update of updates)
        await tx
          .updateTable('prospects')
          .set({ ...update.set, importId: id, updatedAt: now })
          .where('id', '=', update.id)
          .execute();
      for (const ids of chunks(removals, idsPerStatement))
        await tx.deleteFrom('prospects').where('id', 'in', ids).execute();
      await tx
        .insertInto('prospectImports')
        .values({
          id,
          state: input.state,
          format: input.format,
          fileName: input.fileName || 'prospects',
          rowCount: read.rowCount,
          importSummary: summary as unknown as Record<string, unknown>,
          createdAt: now,
          createdById: user.id,
        })
        .execute();
    });
    return prospectImportOf(db, id);
  });
}

/** A stored value and a read one alike: numbers as numbers (PostgreSQL's double comes back a number, SQLite's real too). */
const sameValue = (stored: unknown, read: unknown) =>
  typeof read === 'number' ? Number(stored) === read : (stored ?? null) === (read ?? null);
