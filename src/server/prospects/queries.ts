import { sql } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import {
  prospectImportSummarySchema,
  type NearProspect,
  type Prospect,
  type ProspectImport,
} from '../../domain/prospects/contract.js';
import { keptProspectsPageSize } from '../../domain/offline/contract.js';
import { rankNearProspects } from '../../domain/prospects/near.js';
import { prospectMappingSchema, type ProspectMapping } from '../../domain/prospects/read.js';
import { nearLimit, type NearQuery, type Place } from '../../domain/visits/contract.js';
import { visibleProspects } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { ProspectsTable } from '../db/tables/prospects.js';
import { notFound } from '../http/errors.js';
import { storedColumnMapping } from '../shared/column-mappings.js';
import { decodeKeyCursor, pageOf, rowsAfter } from '../shared/paging.js';
import { originOf } from '../visits/near.js';
import { importedProspectFields } from './rows.js';

export const prospectNotFound = () => notFound('No such prospect.');

const prospectColumns = [
  'id',
  'state',
  ...importedProspectFields,
  'status',
  'note',
  'noteUpdatedAt',
  'newCustomerInfo',
  'customerPush',
  'customerListId',
  'customerPushError',
  'convertedAt',
] as const satisfies readonly (keyof ProspectsTable)[];

type ProspectRow = Pick<ProspectsTable, (typeof prospectColumns)[number]>;

export const presentProspect = (row: ProspectRow): Prospect => ({
  ...row,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

export async function prospectOf(db: Db, user: Principal, id: string): Promise<Prospect> {
  const row = await db
    .selectFrom('prospects')
    .select(prospectColumns)
    .where('id', '=', id)
    .where(visibleProspects(user))
    .executeTakeFirst();
  if (!row) throw prospectNotFound();
  return presentProspect(row);
}

/** The user's prospects by name then id, a page at a time (the map's layer reads them all in a few pages). */
export async function listProspects(
  db: Db,
  user: Principal,
  query: { state?: string; status: Prospect['status']; cursor?: string; limit: number },
) {
  let select = db
    .selectFrom('prospects')
    .select(prospectColumns)
    .where(visibleProspects(user))
    .where('status', '=', query.status);
  if (query.state) select = select.where('state', '=', query.state);
  const keys = [sql.ref('prospects.name'), sql.ref('prospects.id')];
  if (query.cursor) select = select.where(rowsAfter(keys, decodeKeyCursor(query.cursor, keys.length), 'asc'));
  const fetched = await select
    .orderBy('name')
    .orderBy('id')
    .limit(query.limit + 1)
    .execute();
  const page = pageOf(fetched, query.limit, (last) => [last.name, last.id]);
  return { prospects: page.rows.map(presentProspect), nextCursor: page.nextCursor };
}

/**
 * One page of the open prospects a phone keeps for Near me offline (decision 0353), by id: the
 * user's states only, scoped in the query like every offline answer.
 */
export async function keptProspectsPage(db: Db, user: Principal, after: string | undefined) {
  let select = db
    .selectFrom('prospects')
    .select(prospectColumns)
    .where(visibleProspects(user))
    .where('status', '=', 'open');
  if (after) select = select.where('id', '>', after);
  const rows = await select
    .orderBy('id')
    .limit(keptProspectsPageSize + 1)
    .execute();
  const page = rows.slice(0, keptProspectsPageSize);
  return {
    prospects: page.map(presentProspect),
    next: rows.length > keptProspectsPageSize ? page.at(-1)!.id : null,
  };
}

const milesPerDegree = 69.05;
/** Boxes tried around the origin, as Near me's customers (`visits/near.ts`): most answers come from the first. */
const boxMiles = [25, 100, 400];

/**
 * The open prospects nearest a place, in the user's states: the nearest `nearLimit` inside a box
 * by a flat-earth distance the database computes, exact miles after; a wider box while the
 * farthest found is farther than the box's half-width.
 */
export async function nearProspects(
  db: Db,
  user: Principal,
  query: NearQuery,
): Promise<{ origin: Place; prospects: NearProspect[] }> {
  const origin = originOf(query);
  const lonScale = Math.cos((origin.latitude * Math.PI) / 180);
  const dLat = sql<number>`(${sql.ref('latitude')} - ${origin.latitude})`;
  const dLon = sql<number>`((${sql.ref('longitude')} - ${origin.longitude}) * ${lonScale})`;
  let found: NearProspect[] = [];
  for (const miles of [...boxMiles, null]) {
    let select = db
      .selectFrom('prospects')
      .select(prospectColumns)
      .where(visibleProspects(user))
      .where('status', '=', 'open');
    if (miles !== null) {
      const latSpan = miles / milesPerDegree;
      const lonSpan = miles / (milesPerDegree * Math.max(lonScale, 0.01));
      select = select
        .where('latitude', '>=', origin.latitude - latSpan)
        .where('latitude', '<=', origin.latitude + latSpan)
        .where('longitude', '>=', origin.longitude - lonSpan)
        .where('longitude', '<=', origin.longitude + lonSpan);
    }
    const rows = await select
      .orderBy(sql`${dLat} * ${dLat} + ${dLon} * ${dLon}`)
      .orderBy('id')
      .limit(nearLimit)
      .execute();
    found = rankNearProspects(origin, rows.map(presentProspect));
    const farthest = found.at(-1);
    if (miles === null || (found.length === nearLimit && farthest!.distanceMiles <= miles)) break;
  }
  return { origin, prospects: found };
}

export const prospectMappingOf = (db: Db, state: string): Promise<ProspectMapping | null> =>
  storedColumnMapping(db, 'prospectMappings', state, prospectMappingSchema);

/** How many imports the overview lists. */
const importsListed = 20;

function importsQuery(db: Db) {
  return db
    .selectFrom('prospectImports')
    .leftJoin('users', 'users.id', 'prospectImports.createdById')
    .select([
      'prospectImports.id',
      'prospectImports.state',
      'prospectImports.format',
      'prospectImports.fileName',
      'prospectImports.rowCount',
      'prospectImports.importSummary',
      'prospectImports.createdAt',
      'users.name as createdByName',
    ])
    .orderBy('prospectImports.createdAt', 'desc')
    .orderBy('prospectImports.id', 'desc');
}

type ImportRow = Awaited<ReturnType<ReturnType<typeof importsQuery>['executeTakeFirstOrThrow']>>;

const presentImport = (row: ImportRow): ProspectImport => ({
  id: row.id,
  state: row.state,
  format: row.format,
  fileName: row.fileName,
  rowCount: Number(row.rowCount),
  createdAt: row.createdAt,
  createdByName: row.createdByName ?? null,
  summary: prospectImportSummarySchema.parse(row.importSummary),
});

export async function prospectImportOf(db: Db, id: string): Promise<ProspectImport> {
  const row = await importsQuery(db).where('prospectImports.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('No such import.');
  return presentImport(row);
}

export async function prospectImportsOverview(db: Db) {
  const [imports, mapped, counts] = await Promise.all([
    importsQuery(db).limit(importsListed).execute(),
    db.selectFrom('prospectMappings').select('state').orderBy('state').execute(),
    db
      .selectFrom('prospects')
      .select((eb) => ['state', 'status', eb.fn.countAll<number>().as('count')])
      .groupBy(['state', 'status'])
      .orderBy('state')
      .orderBy('status')
      .execute(),
  ]);
  return {
    imports: imports.map(presentImport),
    mappedStates: mapped.map((row) => row.state),
    counts: counts.map((row) => ({ state: row.state, status: row.status, count: Number(row.count) })),
  };
}
