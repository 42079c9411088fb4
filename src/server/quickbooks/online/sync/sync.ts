import { sql } from 'kysely';
import {
  deletionsOf,
  isImported,
  mapPage,
  onlineEntities,
  onlineIdPrefix,
  type ImportCall,
  type ImportedEntity,
  type OnlineEntity,
} from '../../../../domain/quickbooks/online/mapping.js';
import type { Db, Tx } from '../../../db/database.js';
import type { EventBus } from '../../../live/bus.js';
import { importBatch } from '../../../mirror/import.js';
import { recordSuccessfulImport } from '../../../system/queries.js';
import { OnlineApiError, type OnlineHttp } from '../http.js';
import {
  linkedOnlineIds,
  loadLinks,
  relinkPage,
  saveLinks,
  startCutover,
  type Cutover,
  type LinkRow,
} from '../cutover/links.js';
import { deleteOnlinePayments, writeOnlinePayments } from './payments.js';
import { readByIds, readChanges, readEverything, type Page } from './pull.js';
import { claimCompany, recordFailed, recordSynced, renewLease } from './state.js';

/** Change data capture looks back 30 days at most; a watermark older than that needs a full resync. */
export const cdcLookBackMs = 30 * 24 * 60 * 60 * 1000;
/** Each change data capture asks from a little before the watermark: an object saved at its edge is read twice rather than never. */
const overlapMs = 60_000;

export type SyncOutcome =
  | { status: 'synced'; full: boolean; pulled: Record<string, number>; refused: string[] }
  | { status: 'busy' }
  | { status: 'failed'; error: string };

export interface SyncDeps {
  db: Db;
  bus: EventBus;
}

export interface SyncOptions {
  /** This process's name on the lease. */
  owner: string;
  now?: () => Date;
  /** Set when the server is closing: the sync stops between pages, its watermark unchanged. */
  signal?: AbortSignal;
}

/** Where each entity's mirror rows are, to find what a full resync no longer sees. */
const mirrorKeys = {
  Term: ['terms', 'listId'],
  Customer: ['customers', 'listId'],
  Item: ['items', 'listId'],
  Estimate: ['salesOrders', 'txnId'],
  Invoice: ['invoices', 'txnId'],
  CreditMemo: ['creditMemos', 'txnId'],
  Payment: ['onlinePayments', 'txnId'],
} as const satisfies Record<OnlineEntity, readonly [string, string]>;

async function onlineIdsInMirror(db: Db, entity: OnlineEntity): Promise<string[]> {
  const [table, key] = mirrorKeys[entity];
  const { rows } = await sql<{ id: string }>`
    select ${sql.ref(key)} as id from ${sql.table(table)} where ${sql.ref(key)} like ${`${onlineIdPrefix}%`}`.execute(
    db,
  );
  return rows.map((r) => r.id);
}

async function termNames(db: Db): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('terms')
    .select(['listId', 'name'])
    .where('listId', 'like', `${onlineIdPrefix}%`)
    .execute();
  return new Map(rows.map((r) => [r.listId, r.name]));
}

/**
 * Brings one QuickBooks Online company into the mirror: everything through the query API when it
 * has no watermark or its watermark is older than change data capture reaches, otherwise what
 * changed since the watermark (decision 0236). Each page goes through the mirror's own import in
 * one transaction, so placement, the sales summary and the search index stay current as with
 * Desktop. The new watermark, the last successful import and the outcome commit together at the end;
 * a sync that fails or is stopped keeps the old watermark, and the next one asks again from it.
 */
export async function syncCompany(
  deps: SyncDeps,
  realmId: string,
  http: OnlineHttp,
  options: SyncOptions,
): Promise<SyncOutcome> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimCompany(deps.db, realmId, options.owner, now());
  if (!claimed) return { status: 'busy' };
  const pulled: Record<string, number> = {};
  const refused: string[] = [];
  let terms = await termNames(deps.db);
  // A company's first Online sync after Desktop is its cutover (decision 0241).
  const cutover: Cutover | null = claimed.watermark ? null : await startCutover(deps.db);

  async function apply(call: ImportCall | null, planned: LinkRow[] = []): Promise<void> {
    // Links are read again for each page: an admin may pick a Desktop record while a sync runs.
    const links = await loadLinks(deps.db);
    for (const link of planned)
      if (link.listId !== link.onlineId) links[link.kind].set(link.onlineId, link.listId);
    const relinked = await relinkPage(deps.db, links, call);
    if (!relinked) return;
    // The page's links commit with its rows, so no record is ever written before its link.
    const within = planned.length ? (tx: Tx) => saveLinks(tx, planned) : undefined;
    const result = await importBatch(deps, relinked.entity, relinked.body, { recordSuccess: false, within });
    for (const r of result.rejected) refused.push(r.reason);
  }
  /** A page of an entity the mirror's import takes; answers the page's mirror ids. */
  async function importPage(entity: ImportedEntity, objects: unknown[]): Promise<string[]> {
    const mapped = mapPage(entity, objects, terms);
    await apply(mapped.upserts, (await cutover?.plan(entity, objects, now())) ?? []);
    await apply(mapped.deletions);
    if (entity === 'Term') terms = await termNames(deps.db);
    return mapped.ids;
  }
  async function write(page: Page, seen?: Map<OnlineEntity, Set<string>>): Promise<void> {
    options.signal?.throwIfAborted();
    const ids = isImported(page.entity)
      ? await importPage(page.entity, page.objects)
      : await writeOnlinePayments(deps.db, await loadLinks(deps.db), page.objects);
    pulled[page.entity] = (pulled[page.entity] ?? 0) + page.objects.length;
    if (seen) for (const id of ids) seen.get(page.entity)?.add(id);
    await renewLease(deps.db, realmId, options.owner, now());
  }

  async function fullSync(): Promise<string> {
    const seen = new Map(onlineEntities.map((e) => [e, new Set<string>()]));
    const { startedAt } = await readEverything(http, (page) => write(page, seen));
    // Whatever the mirror holds from Online that QuickBooks no longer has was deleted while no
    // change data capture could tell us: it leaves as a Desktop deletion does, once QuickBooks
    // confirms it is gone.
    const links = await loadLinks(deps.db);
    for (const entity of onlineEntities) {
      const known = [...(await onlineIdsInMirror(deps.db, entity)), ...linkedOnlineIds(links, entity)];
      const unseen = known.filter((id) => !seen.get(entity)?.has(id));
      if (!unseen.length) continue;
      const still = await readByIds(
        http,
        entity,
        unseen.map((id) => id.slice(onlineIdPrefix.length)),
      );
      if (still.length) await write({ entity, objects: still }, seen);
      const gone = unseen.filter((id) => !seen.get(entity)?.has(id));
      if (isImported(entity)) await apply(deletionsOf(entity, gone));
      else await deleteOnlinePayments(deps.db, gone);
    }
    return startedAt;
  }

  async function changes(watermark: string): Promise<{ watermark: string; full: boolean }> {
    const since = new Date(Date.parse(watermark) - overlapMs);
    if (now().getTime() - since.getTime() >= cdcLookBackMs)
      return { watermark: await fullSync(), full: true };
    let answer;
    try {
      answer = await readChanges(http, since);
    } catch (error) {
      // QuickBooks refuses a changedSince it finds too old (its clock may differ from ours).
      if (error instanceof OnlineApiError && error.status === 400)
        return { watermark: await fullSync(), full: true };
      throw error;
    }
    if (answer.truncated) return { watermark: await fullSync(), full: true };
    for (const page of answer.pages) await write(page);
    return { watermark: answer.time, full: false };
  }

  try {
    const result = claimed.watermark
      ? await changes(claimed.watermark)
      : { watermark: await fullSync(), full: true };
    await deps.db.transaction().execute(async (tx) => {
      await recordSynced(tx, realmId, { ...result, pulled, refused, at: now() });
      await recordSuccessfulImport(tx, now());
    });
    await deps.bus.publish({ kind: 'import.completed' });
    return { status: 'synced', full: result.full, pulled, refused };
  } catch (error) {
    const words = options.signal?.aborted
      ? 'The server stopped during this sync; the next one starts again from the same point.'
      : error instanceof OnlineApiError
        ? `QuickBooks Online refused the sync: ${error.detail}`
        : error instanceof Error
          ? error.message
          : String(error);
    await recordFailed(deps.db, realmId, options.owner, words, now());
    return { status: 'failed', error: words };
  }
}
