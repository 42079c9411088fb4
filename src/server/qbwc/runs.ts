import { retKeysOf, type SyncEntity } from '../../domain/mirror/batch.js';
import {
  continueRequest,
  pullKindLabels,
  qbxmlRequest,
  startRequest,
  usesIterator,
  type PullKind,
} from '../../domain/qbwc/qbxml.js';
import {
  isError,
  latestTime,
  parseQbxmlResponse,
  withOverlap,
  type QbResponse,
} from '../../domain/qbwc/response.js';
import { importBatch } from '../mirror/import.js';
import { recordSuccessfulSync } from '../system/queries.js';
import { passwordMatches } from './connections.js';
import { initialRunState, percentDone } from '../../domain/qbwc/run-state.js';
import { loadPushQueue, pushRequest, receivePushResponse } from './push.js';
import type { QbwcRunsTable } from '../db/tables/qbwc.js';
import type { QbwcDeps } from './deps.js';

/** A run that has not called for this long is abandoned: it no longer makes the next run wait. */
const abandonedAfterMs = 60_000;

const entityOf: Record<PullKind, SyncEntity> = {
  pricelevels: 'pricelevels',
  terms: 'terms',
  salesreps: 'salesreps',
  customers: 'customers',
  items: 'items',
  invoices: 'invoices',
  salesorders: 'salesorders',
  creditmemos: 'creditmemos',
  listdeleted: 'deleted',
  txndeleted: 'deleted',
};

/** The Web Connector's answer to authenticate: a ticket, or why not ('nvu' bad user, 'busy'). */
export async function authenticate(deps: QbwcDeps, userName: string, password: string, now = new Date()) {
  const connection = await deps.db
    .selectFrom('qbwcConnections')
    .select(['id', 'passwordHash'])
    .where('userName', '=', userName)
    .executeTakeFirst();
  if (!connection || !passwordMatches(connection.passwordHash, password)) return ['', 'nvu'];
  return deps.db.transaction().execute(async (tx) => {
    // Calls reaching several instances at once take turns here: the connection's row stays locked
    // until this transaction ends, so the next one sees the run it started and answers busy.
    await tx
      .updateTable('qbwcConnections')
      .set((eb) => ({ userName: eb.ref('userName') }))
      .where('id', '=', connection.id)
      .execute();
    const open = await tx
      .selectFrom('qbwcRuns')
      .select(['id', 'lastSeenAt'])
      .where('connectionId', '=', connection.id)
      .where('endedAt', 'is', null)
      .execute();
    const abandonedBefore = now.getTime() - abandonedAfterMs;
    if (open.some((run) => Date.parse(run.lastSeenAt) > abandonedBefore)) return ['', 'busy'];
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
        connectionId: connection.id,
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
    return [ticket, ''];
  });
}

type Run = Pick<QbwcRunsTable, 'id' | 'runState' | 'pulledCounts' | 'pushedCount' | 'runErrors'>;

/** The live run of a ticket; a forged, finished or superseded ticket has none. */
async function runOf(deps: QbwcDeps, ticket: string): Promise<Run | null> {
  if (!ticket) return null;
  const run = await deps.db
    .selectFrom('qbwcRuns')
    .select(['id', 'runState', 'pulledCounts', 'pushedCount', 'runErrors'])
    .where('ticket', '=', ticket)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
  return run ?? null;
}

async function saveRun(
  deps: QbwcDeps,
  run: Run,
  end?: { succeeded: boolean },
  at = new Date(),
): Promise<void> {
  const now = at.toISOString();
  await deps.db
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

function recordError(run: Run, message: string): void {
  run.runErrors = [...run.runErrors, message];
  run.runState.lastError = message;
}

async function watermarkOf(deps: QbwcDeps, kind: PullKind): Promise<string | null> {
  const row = await deps.db
    .selectFrom('qbwcWatermarks')
    .select('qbTime')
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? withOverlap(row.qbTime) : null;
}

/** The next qbXML request of a run, or '' when there is nothing to ask (or the ticket is not live). */
export async function sendRequest(deps: QbwcDeps, ticket: string): Promise<string> {
  const run = await runOf(deps, ticket);
  if (!run) return '';
  const state = run.runState;
  const requestId = String((state.requestCount += 1));
  let request = '';
  if (!state.pull && state.kinds.length) {
    const kind = state.kinds.shift() as PullKind;
    state.pull = {
      kind,
      since: await watermarkOf(deps, kind),
      startRequestId: requestId,
      iteratorId: null,
      latest: null,
    };
  }
  if (state.pull) {
    const { kind, since, startRequestId, iteratorId } = state.pull;
    const start = startRequest(kind, startRequestId, since);
    request = qbxmlRequest([iteratorId ? continueRequest(start, iteratorId) : start]);
  } else {
    state.pushQueue ??= await loadPushQueue(deps.db);
    request = await pushRequest(deps, state, requestId);
  }
  await saveRun(deps, run);
  return request;
}

/** Takes QuickBooks' answer (or the Web Connector's hresult) and answers the run's progress. */
export async function receiveResponse(
  deps: QbwcDeps,
  ticket: string,
  response: string,
  hresult: string,
  message: string,
): Promise<number> {
  const run = await runOf(deps, ticket);
  if (!run) return -1;
  const state = run.runState;
  if (hresult) {
    const what = state.pull ? pullKindLabels[state.pull.kind] : 'an app order';
    recordError(
      run,
      `QuickBooks could not answer the request for ${what}: ${message || hresult} (${hresult}).`,
    );
    // A push whose answer was lost stays 'sent': the next run looks it up before adding it again.
    state.pull = null;
    state.push = null;
  } else {
    const answers = parseQbxmlResponse(response);
    if (state.pull) await receivePull(deps, run, answers);
    else if (state.push) await receivePushResponse(deps, run, answers, (text) => recordError(run, text));
  }
  if (!state.pull && !state.push && !state.kinds.length) state.pushQueue ??= await loadPushQueue(deps.db);
  const percent = percentDone(state);
  if (percent === 100) await finishRun(deps, run);
  else await saveRun(deps, run);
  return percent;
}

async function receivePull(deps: QbwcDeps, run: Run, answers: QbResponse[]): Promise<void> {
  const pull = run.runState.pull;
  if (!pull) return;
  const label = pullKindLabels[pull.kind];
  const answer = answers[0];
  if (!answer || isError(answer)) {
    // The watermark stays where it was, so the next run asks for the same changes again.
    recordError(
      run,
      `QuickBooks refused the request for ${label}: ${answer?.statusMessage || 'no answer'}${answer ? ` (status ${answer.statusCode})` : ''}.`,
    );
    run.runState.pull = null;
    return;
  }
  const entity = entityOf[pull.kind];
  const allowed: readonly string[] = retKeysOf[entity];
  const body = Object.fromEntries(Object.entries(answer.rets).filter(([key]) => allowed.includes(key)));
  const docs = Object.values(body).flat();
  if (docs.length) {
    const result = await importBatch(deps, entity, body, { recordSync: false });
    run.pulledCounts = {
      ...run.pulledCounts,
      [pull.kind]: (run.pulledCounts[pull.kind] ?? 0) + result.accepted,
    };
    for (const refused of result.rejected)
      recordError(run, `A QuickBooks document in ${label} was not taken: ${refused.reason}.`);
  }
  pull.latest = latestTime(docs, entity === 'deleted' ? 'TimeDeleted' : 'TimeModified', pull.latest);
  if (usesIterator(pull.kind) && answer.iteratorId && answer.iteratorRemainingCount > 0) {
    pull.iteratorId = answer.iteratorId;
    return;
  }
  // Only a finished kind moves its watermark: a run cut short mid-iterator asks again from the old one.
  if (pull.latest) {
    await deps.db
      .insertInto('qbwcWatermarks')
      .values({ kind: pull.kind, qbTime: pull.latest })
      .onConflict((oc) => oc.column('kind').doUpdateSet({ qbTime: pull.latest as string }))
      .execute();
  }
  run.runState.pull = null;
}

async function finishRun(deps: QbwcDeps, run: Run): Promise<void> {
  const succeeded = run.runErrors.length === 0;
  // Home's "Last updated" is the very moment the run ended.
  const endedAt = new Date();
  await saveRun(deps, run, { succeeded }, endedAt);
  if (succeeded) await recordSuccessfulSync(deps.db, endedAt);
  await deps.bus.publish({ kind: 'sync.completed' });
}

/** The Web Connector's closeConnection: ends the run if it has not ended yet. */
export async function closeRun(deps: QbwcDeps, ticket: string): Promise<string> {
  const run = await runOf(deps, ticket);
  if (run) await saveRun(deps, run, { succeeded: false });
  return run
    ? 'Humidor stopped this run before it finished; the next run continues.'
    : 'Humidor is up to date.';
}

/** connectionError: the Web Connector could not reach QuickBooks; the run ends with its words. */
export async function connectionFailed(
  deps: QbwcDeps,
  ticket: string,
  hresult: string,
  message: string,
): Promise<string> {
  const run = await runOf(deps, ticket);
  if (run) {
    recordError(run, `The Web Connector could not open QuickBooks: ${message || hresult} (${hresult}).`);
    await saveRun(deps, run, { succeeded: false });
  }
  return 'done';
}

export async function lastErrorOf(deps: QbwcDeps, ticket: string): Promise<string> {
  const row = await deps.db
    .selectFrom('qbwcRuns')
    .select(['runState'])
    .where('ticket', '=', ticket)
    .executeTakeFirst();
  return row?.runState.lastError ?? 'No error.';
}
