import { initialRunState } from '../../../domain/quickbooks/desktop/run-state.js';
import type { PullKind } from '../../../domain/quickbooks/desktop/qbxml.js';
import type { Db } from '../../db/database.js';
import type { PushStatus } from '../../db/tables/quickbooks.js';
import { badRequest } from '../../http/errors.js';
import { publishNotifications, tellAuthorOrderInQuickbooks } from '../../notifications/commands.js';
import type { DesktopDeps } from './deps.js';
import { hashPassword } from './passwords.js';
import { connectionByName, connectionNotFound, pushedOrderAuthor, type Run } from './queries.js';

const guid = () => `{${crypto.randomUUID().toUpperCase()}}`;

interface ConnectionInput {
  name: string;
  password: string;
  runEveryMinutes: number;
}

/**
 * Creates a connection, or replaces the password and schedule of the one with that name (its
 * OwnerID and FileID stay, so an installed .qwc keeps working). The user name is the name itself.
 */
export async function saveConnection(db: Db, input: ConnectionInput): Promise<string> {
  if (!input.password) throw badRequest('Enter a password for the Web Connector.');
  const passwordHash = hashPassword(input.password);
  const existing = await connectionByName(db, input.name);
  if (existing) {
    await db
      .updateTable('qbwcConnections')
      .set({ passwordHash, runEveryMinutes: input.runEveryMinutes })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const id = crypto.randomUUID();
  await db
    .insertInto('qbwcConnections')
    .values({
      id,
      name: input.name,
      userName: input.name,
      passwordHash,
      ownerGuid: guid(),
      fileGuid: guid(),
      runEveryMinutes: input.runEveryMinutes,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function updateConnection(
  db: Db,
  id: string,
  change: { password?: string; runEveryMinutes?: number },
): Promise<void> {
  if (!change.password && !change.runEveryMinutes) {
    throw badRequest('Give the connection a new password or a new schedule.');
  }
  const result = await db
    .updateTable('qbwcConnections')
    .set({
      ...(change.password ? { passwordHash: hashPassword(change.password) } : {}),
      ...(change.runEveryMinutes ? { runEveryMinutes: change.runEveryMinutes } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (!result.numUpdatedRows) throw connectionNotFound();
}

export async function removeConnection(db: Db, id: string): Promise<void> {
  const result = await db.deleteFrom('qbwcConnections').where('id', '=', id).executeTakeFirst();
  if (!result.numDeletedRows) throw connectionNotFound();
}

/** A run that has not called for this long is abandoned: it no longer makes the next run wait. */
const abandonedAfterMs = 60_000;

/** Starts a run of a connection and answers its ticket, or null while another run is going. */
export async function startRun(db: Db, connectionId: string, now: Date): Promise<string | null> {
  return db.transaction().execute(async (tx) => {
    // Calls reaching several instances at once take turns here: the connection's row stays locked
    // until this transaction ends, so the next one sees the run it started and answers busy.
    await tx
      .updateTable('qbwcConnections')
      .set((eb) => ({ userName: eb.ref('userName') }))
      .where('id', '=', connectionId)
      .execute();
    const open = await tx
      .selectFrom('qbwcRuns')
      .select(['id', 'lastSeenAt'])
      .where('connectionId', '=', connectionId)
      .where('endedAt', 'is', null)
      .execute();
    const abandonedBefore = now.getTime() - abandonedAfterMs;
    if (open.some((run) => Date.parse(run.lastSeenAt) > abandonedBefore)) return null;
    const ticket = crypto.randomUUID();
    // An abandoned run's ticket dies with it, so a late call from it cannot interleave with this run.
    if (open.length) {
      await tx
        .updateTable('qbwcRuns')
        .set({
          endedAt: now.toISOString(),
          runErrors: ['The Web Connector stopped calling before the run finished.'],
        })
        .where(
          'id',
          'in',
          open.map((run) => run.id),
        )
        .execute();
    }
    await tx
      .insertInto('qbwcRuns')
      .values({
        id: crypto.randomUUID(),
        connectionId,
        ticket,
        startedAt: now.toISOString(),
        endedAt: null,
        lastSeenAt: now.toISOString(),
        runState: initialRunState(),
        pulledCounts: {},
        pushedCount: 0,
        runErrors: [],
        succeeded: false,
      })
      .execute();
    return ticket;
  });
}

/** Keeps where a run stands for its next call; `end` finishes it. */
export async function saveRun(
  db: Db,
  run: Run,
  end?: { succeeded: boolean },
  at = new Date(),
): Promise<void> {
  const now = at.toISOString();
  await db
    .updateTable('qbwcRuns')
    .set({
      runState: run.runState,
      pulledCounts: run.pulledCounts,
      pushedCount: run.pushedCount,
      runErrors: run.runErrors,
      lastSeenAt: now,
      ...(end ? { endedAt: now, succeeded: end.succeeded } : {}),
    })
    .where('id', '=', run.id)
    .execute();
}

export async function moveWatermark(db: Db, kind: PullKind, qbTime: string): Promise<void> {
  await db
    .insertInto('qbwcWatermarks')
    .values({ kind, qbTime })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ qbTime }))
    .execute();
}

/** Gives each order its push row, waiting, unless it has one. */
export async function queuePushes(db: Db, pushes: { orderId: string; refNumber: string }[]): Promise<void> {
  const now = new Date().toISOString();
  for (const { orderId, refNumber } of pushes) {
    await db
      .insertInto('qbwcPushes')
      .values({
        orderId,
        refNumber,
        status: 'waiting',
        customerListId: null,
        txnId: null,
        error: null,
        updatedAt: now,
      })
      .onConflict((oc) => oc.column('orderId').doNothing())
      .execute();
  }
}

export async function setPush(
  db: Db,
  orderId: string,
  change: { status?: PushStatus; customerListId?: string; txnId?: string; error?: string | null },
): Promise<void> {
  await db
    .updateTable('qbwcPushes')
    .set({ ...change, updatedAt: new Date().toISOString() })
    .where('orderId', '=', orderId)
    .execute();
}

/**
 * Retry from the admin page: a failed order goes back into the queue as if its add had gone out,
 * so the next run looks it up by RefNumber first and a retry can never make a second order.
 */
export async function retryPush(db: Db, orderId: string): Promise<boolean> {
  const result = await db
    .updateTable('qbwcPushes')
    .set({ status: 'sent', error: null, updatedAt: new Date().toISOString() })
    .where('orderId', '=', orderId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Boolean(result.numUpdatedRows);
}

/** The order's author learns at once that QuickBooks has it, with the sales order's number. */
export async function tellAuthorOrderPushed(
  deps: DesktopDeps,
  orderId: string,
  txnId: string,
): Promise<void> {
  const order = await pushedOrderAuthor(deps.db, orderId);
  if (!order) return;
  const told = await tellAuthorOrderInQuickbooks(
    deps.db,
    { id: orderId, authorId: order.authorId },
    `Your order for ${order.customerName} is in QuickBooks as sales order ${order.refNumber} (TxnID ${txnId}).`,
  );
  await publishNotifications(deps.bus, told);
}
