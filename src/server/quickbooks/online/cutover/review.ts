import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover.js';
import { onlineIdPrefix } from '../../../../domain/quickbooks/online/mapping.js';
import type {
  CutoverCandidate,
  CutoverWaiting,
} from '../../../../domain/quickbooks/online/cutover-contract.js';
import type { Db } from '../../../db/database.js';

/** LIKE's wildcards are dropped from what was typed: SQLite and PostgreSQL escape them differently. */
const plain = (value: string) => value.replace(/[\\%_]/g, '');

/** How many links of each kind were matched by a rule, wait for an admin, or were decided by one. */
export async function cutoverCounts(db: Db) {
  const rows = await db
    .selectFrom('quickbooksOnlineLinks')
    .select(['kind', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['kind', 'status'])
    .execute();
  const counts = (kind: CutoverKind) => {
    const of = (status: string) => Number(rows.find((r) => r.kind === kind && r.status === status)?.n ?? 0);
    return { matched: of('matched'), waiting: of('review'), decided: of('decided') };
  };
  return { customer: counts('customer'), item: counts('item') };
}

/** The Online records of a kind that no rule matched, by name. */
export async function waitingForReview(db: Db, kind: CutoverKind, limit: number): Promise<CutoverWaiting[]> {
  return db
    .selectFrom('quickbooksOnlineLinks')
    .select(['kind', 'onlineId', 'name', 'linkedAt'])
    .where('kind', '=', kind)
    .where('status', '=', 'review')
    .orderBy('name')
    .orderBy('onlineId')
    .limit(limit)
    .execute();
}

/** Desktop records not linked to any Online one, whose name holds every word typed. */
export async function desktopCandidates(db: Db, kind: CutoverKind, q: string): Promise<CutoverCandidate[]> {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const linked = db.selectFrom('quickbooksOnlineLinks').select('listId').where('kind', '=', kind);
  if (kind === 'customer') {
    let query = db
      .selectFrom('customers')
      .select(['listId', 'fullName', 'accountNumber', 'city', 'email', 'phone'])
      .where('listId', 'not like', `${onlineIdPrefix}%`)
      .where('listId', 'not in', linked);
    for (const word of words)
      query = query.where((eb) => eb(eb.fn('lower', ['fullName']), 'like', `%${plain(word)}%`));
    const rows = await query.orderBy('fullName').orderBy('listId').limit(20).execute();
    return rows.map((r) => ({
      listId: r.listId,
      name: r.fullName,
      detail: [r.accountNumber, r.city, r.email ?? r.phone].filter(Boolean).join(' · ') || null,
    }));
  }
  let query = db
    .selectFrom('items')
    .select(['listId', 'fullName', 'salesDesc'])
    .where('listId', 'not like', `${onlineIdPrefix}%`)
    .where('listId', 'not in', linked);
  for (const word of words)
    query = query.where((eb) => eb(eb.fn('lower', ['fullName']), 'like', `%${plain(word)}%`));
  const rows = await query.orderBy('fullName').orderBy('listId').limit(20).execute();
  return rows.map((r) => ({ listId: r.listId, name: r.fullName, detail: r.salesDesc }));
}
