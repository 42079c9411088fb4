import {
  customerKeys,
  customerRules,
  itemKeys,
  itemRules,
  matchRecords,
  onlineCustomerKeys,
  onlineItemKeys,
  relinkCall,
  type CutoverKind,
  type Keyed,
} from '../../../../domain/quickbooks/online/cutover.js';
import {
  itemDoc,
  onlineId,
  onlineIdPrefix,
  type ImportCall,
  type OnlineEntity,
} from '../../../../domain/quickbooks/online/mapping.js';
import type { Db, Tx } from '../../../db/database.js';
import type { QuickbooksOnlineLinksTable } from '../../../db/tables/quickbooks-online.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

export const kindOf = (entity: OnlineEntity): CutoverKind | null =>
  entity === 'Customer' ? 'customer' : entity === 'Item' ? 'item' : null;
export const tableOf = { customer: 'customers', item: 'items' } as const;

export type LinkRow = QuickbooksOnlineLinksTable;

/** Online ids written into another row (a Desktop one), per kind. */
export interface Links {
  customer: Map<string, string>;
  item: Map<string, string>;
}

export async function loadLinks(db: Db | Tx): Promise<Links> {
  const rows = await db
    .selectFrom('quickbooksOnlineLinks')
    .select(['kind', 'onlineId', 'listId'])
    .whereRef('listId', '!=', 'onlineId')
    .execute();
  const links: Links = { customer: new Map(), item: new Map() };
  for (const row of rows) links[row.kind].set(row.onlineId, row.listId);
  return links;
}

/**
 * A mapped import call with its linked Online ids written as their Desktop rows, each linked
 * customer or item over the document its row holds now (so what Online does not carry stays).
 */
export async function relinkPage(db: Db, links: Links, call: ImportCall | null): Promise<ImportCall | null> {
  if (!call || (!links.customer.size && !links.item.size)) return call;
  const table = call.entity === 'customers' ? 'customers' : call.entity === 'items' ? 'items' : null;
  const ids = table
    ? Object.values(call.body)
        .flat()
        .filter(isObject)
        .map((doc) => links[table === 'customers' ? 'customer' : 'item'].get(String(doc.ListID)))
        .filter((id): id is string => Boolean(id))
    : [];
  // A page holds at most 1,000 records, well within one statement's parameters.
  const held =
    table && ids.length
      ? await db.selectFrom(table).select(['listId', 'raw']).where('listId', 'in', ids).execute()
      : [];
  return relinkCall(call, links.customer, links.item, new Map(held.map((row) => [row.listId, row.raw])));
}

/** The name the review page shows for an Online record. */
const nameOf = (o: Json) =>
  String(o.FullyQualifiedName ?? o.DisplayName ?? o.Name ?? o.Id ?? '').slice(0, 500) || 'No name';

const isDesktopId = (id: string) => !id.startsWith(onlineIdPrefix);

/**
 * The cutover of a company that synced from Desktop (its first Online sync): each Online customer
 * and item without a link is matched against the Desktop rows not linked yet (decision 0241). Built
 * once per first sync; `plan` answers the link rows of one page, written in that page's transaction.
 */
export interface Cutover {
  plan(entity: OnlineEntity, objects: unknown[], now: Date): Promise<LinkRow[]>;
}

async function desktopRecords(db: Db, kind: CutoverKind): Promise<Keyed[]> {
  const linked = db.selectFrom('quickbooksOnlineLinks').select('listId').where('kind', '=', kind);
  if (kind === 'customer') {
    const rows = await db
      .selectFrom('customers')
      .select(['listId', 'accountNumber', 'fullName', 'email', 'phone'])
      .where('listId', 'not like', `${onlineIdPrefix}%`)
      .where('listId', 'not in', linked)
      .execute();
    return rows.map((row) => ({ id: row.listId, keys: customerKeys(row) }));
  }
  const rows = await db
    .selectFrom('items')
    .select(['listId', 'name', 'fullName', 'raw'])
    .where('listId', 'not like', `${onlineIdPrefix}%`)
    .where('listId', 'not in', linked)
    .execute();
  return rows.map((row) => ({
    id: row.listId,
    keys: itemKeys({
      names: [row.name, row.fullName],
      // Desktop keeps a SKU as the part number, and many companies name their items by it.
      skus: [
        row.name,
        typeof row.raw.ManufacturerPartNumber === 'string' ? row.raw.ManufacturerPartNumber : null,
      ],
    }),
  }));
}

/** Null unless the mirror holds Desktop customers or items: a company new to Humidor has nothing to match. */
export async function startCutover(db: Db): Promise<Cutover | null> {
  const desktop = await Promise.all(
    (['customers', 'items'] as const).map((table) =>
      db
        .selectFrom(table)
        .select('listId')
        .where('listId', 'not like', `${onlineIdPrefix}%`)
        .limit(1)
        .execute(),
    ),
  );
  if (!desktop.some((rows) => rows.length)) return null;
  const open = new Map<CutoverKind, Keyed[]>();
  return {
    async plan(entity, objects, now) {
      const kind = kindOf(entity);
      if (!kind) return [];
      const candidates = objects.filter(
        (o): o is Json =>
          isObject(o) &&
          o.Id !== undefined &&
          o.status !== 'Deleted' &&
          (kind === 'customer' || itemDoc(o) !== null),
      );
      if (!candidates.length) return [];
      const known = await db
        .selectFrom('quickbooksOnlineLinks')
        .select('onlineId')
        .where('kind', '=', kind)
        .where(
          'onlineId',
          'in',
          candidates.map((o) => onlineId(String(o.Id))),
        )
        .execute();
      const already = new Set(known.map((row) => row.onlineId));
      const fresh = candidates.filter((o) => !already.has(onlineId(String(o.Id))));
      const desktop = open.get(kind) ?? (await desktopRecords(db, kind));
      const matches = matchRecords(
        fresh.map((o) => ({
          id: onlineId(String(o.Id)),
          keys: kind === 'customer' ? onlineCustomerKeys(o) : onlineItemKeys(o),
        })),
        desktop,
        kind === 'customer' ? customerRules : itemRules,
      );
      const matched = new Map(matches.map((m) => [m.onlineId, m]));
      const taken = new Set(matches.map((m) => m.listId));
      open.set(
        kind,
        desktop.filter((d) => !taken.has(d.id)),
      );
      const at = now.toISOString();
      return fresh.map((o) => {
        const id = onlineId(String(o.Id));
        const match = matched.get(id);
        return {
          kind,
          onlineId: id,
          listId: match?.listId ?? id,
          name: nameOf(o),
          rule: match?.rule ?? null,
          status: match ? 'matched' : 'review',
          linkedAt: at,
          decidedBy: null,
          decidedAt: null,
        };
      });
    },
  };
}

export async function saveLinks(tx: Tx, rows: LinkRow[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insertInto('quickbooksOnlineLinks')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'onlineId']).doNothing())
    .execute();
}

/** Online ids whose records live in Desktop rows, for a full resync's look for what was deleted. */
export const linkedOnlineIds = (links: Links, entity: OnlineEntity): string[] => {
  const kind = kindOf(entity);
  return kind ? [...links[kind].keys()] : [];
};

/**
 * The Online id (QuickBooks' own, without `QBO-`) of a mirror customer or item, for what Humidor
 * sends to QuickBooks Online (an order's customer and lines); null for a Desktop record never linked.
 */
export async function onlineIdOf(db: Db | Tx, kind: CutoverKind, listId: string): Promise<string | null> {
  if (!isDesktopId(listId)) return listId.slice(onlineIdPrefix.length);
  const link = await db
    .selectFrom('quickbooksOnlineLinks')
    .select('onlineId')
    .where('kind', '=', kind)
    .where('listId', '=', listId)
    .executeTakeFirst();
  return link ? link.onlineId.slice(onlineIdPrefix.length) : null;
}
