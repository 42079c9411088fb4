import type { PullKind } from '../../../domain/quickbooks/desktop/qbxml.js';
import { qwcFile } from '../../../domain/quickbooks/desktop/qwc.js';
import type { Db } from '../../db/database.js';
import type { QbwcRunsTable } from '../../db/tables/quickbooks.js';
import { notFound } from '../../http/errors.js';

/** The runs the admin page lists: the latest ones, enough to see what happened lately. */
const listed = 50;

/** The admin page's Desktop part: connections with their last run and the latest runs. */
export async function overviewRows(db: Db) {
  const connections = await db
    .selectFrom('qbwcConnections')
    .select((eb) => [
      'id',
      'name',
      'userName',
      'runEveryMinutes',
      'createdAt',
      eb
        .selectFrom('qbwcRuns')
        .select((r) => r.fn.max('startedAt').as('lastRunAt'))
        .whereRef('qbwcRuns.connectionId', '=', 'qbwcConnections.id')
        .as('lastRunAt'),
    ])
    .orderBy('name')
    .execute();
  const runs = await db
    .selectFrom('qbwcRuns')
    .innerJoin('qbwcConnections', 'qbwcConnections.id', 'qbwcRuns.connectionId')
    .select([
      'qbwcRuns.id',
      'qbwcConnections.name as connectionName',
      'qbwcRuns.startedAt',
      'qbwcRuns.endedAt',
      'qbwcRuns.pulledCounts',
      'qbwcRuns.pushedCount',
      'qbwcRuns.runErrors',
      'qbwcRuns.succeeded',
    ])
    .orderBy('qbwcRuns.startedAt', 'desc')
    .limit(listed)
    .execute();
  return { connections, runs };
}

export const connectionNotFound = () => notFound('That QuickBooks connection does not exist.');

/** The .qwc file of a connection, named after it, pointing the Web Connector at this server. */
export async function qwcOf(
  db: Db,
  id: string,
  publicUrl: string,
): Promise<{ fileName: string; xml: string }> {
  const connection = await db
    .selectFrom('qbwcConnections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!connection) throw connectionNotFound();
  const xml = qwcFile({ ...connection, publicUrl });
  const fileName = `humidor-${connection.name.replace(/[^A-Za-z0-9-]+/g, '-').toLowerCase()}.qwc`;
  return { fileName, xml };
}

export function connectionByName(db: Db, name: string) {
  return db.selectFrom('qbwcConnections').select('id').where('name', '=', name).executeTakeFirst();
}

/** The connection a Web Connector signs in as, with the hash its password is checked against. */
export function connectionToSignIn(db: Db, userName: string) {
  return db
    .selectFrom('qbwcConnections')
    .select(['id', 'passwordHash'])
    .where('userName', '=', userName)
    .executeTakeFirst();
}

/** What a run carries from one Web Connector call to the next. */
export type Run = Pick<QbwcRunsTable, 'id' | 'runState' | 'pulledCounts' | 'pushedCount' | 'runErrors'>;

/** The live run of a ticket; a forged, finished or superseded ticket has none. */
export async function liveRunOf(db: Db, ticket: string): Promise<Run | null> {
  if (!ticket) return null;
  const run = await db
    .selectFrom('qbwcRuns')
    .select(['id', 'runState', 'pulledCounts', 'pushedCount', 'runErrors'])
    .where('ticket', '=', ticket)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return run ?? null;
}

/** The last error of a ticket's run, finished or not. */
export async function lastErrorOfTicket(db: Db, ticket: string): Promise<string | null> {
  const row = await db
    .selectFrom('qbwcRuns')
    .select(['runState'])
    .where('ticket', '=', ticket)
    .executeTakeFirst();
  return row?.runState.lastError ?? null;
}

/** The QuickBooks time up to which a kind was last pulled in full. */
export async function watermarkOf(db: Db, kind: PullKind): Promise<string | null> {
  const row = await db
    .selectFrom('qbwcWatermarks')
    .select('qbTime')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.qbTime ?? null;
}

/**
 * App orders waiting for QuickBooks, oldest first: submitted, not in QuickBooks yet, and not
 * failed (a failed order waits for someone to fix it and press Retry).
 */
export async function ordersWaitingToPush(db: Db, limit: number): Promise<string[]> {
  const orders = await db
    .selectFrom('orders')
    .leftJoin('qbwcPushes', 'qbwcPushes.orderId', 'orders.id')
    .select(['orders.id'])
    .where('orders.status', '=', 'OrderSubmitted')
    .where('orders.qbTxnId', 'is', null)
    .where((eb) =>
      eb.or([eb('qbwcPushes.status', 'is', null), eb('qbwcPushes.status', 'in', ['waiting', 'sent'])]),
    )
    .orderBy('orders.createdAt')
    .limit(limit)
    .execute();
  return orders.map((o) => o.id);
}

/** An order being pushed, with its push row. */
export function orderToPush(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('qbwcPushes', 'qbwcPushes.orderId', 'orders.id')
    .select([
      'orders.id',
      'orders.createdAt',
      'orders.customerListId',
      'orders.newCustomerInfo',
      'orders.products',
      'orders.excise',
      'orders.instructions',
      'orders.authorName',
      'qbwcPushes.refNumber',
      'qbwcPushes.status',
      'qbwcPushes.customerListId as pushedCustomerListId',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}

/** Who wrote a pushed order, for the notification that QuickBooks has it. */
export function pushedOrderAuthor(db: Db, orderId: string) {
  return db
    .selectFrom('orders')
    .innerJoin('qbwcPushes', 'qbwcPushes.orderId', 'orders.id')
    .select(['orders.authorId', 'orders.customerName', 'qbwcPushes.refNumber'])
    .where('orders.id', '=', orderId)
    .executeTakeFirst();
}
