import { retKeysOf, type ImportEntity } from '../../../domain/mirror/batch.js';
import {
  continueRequest,
  pullKindLabels,
  qbxmlRequest,
  startRequest,
  usesIterator,
  type PullKind,
} from '../../../domain/quickbooks/desktop/qbxml.js';
import {
  isError,
  latestTime,
  parseQbxmlResponse,
  withOverlap,
  type QbResponse,
} from '../../../domain/quickbooks/desktop/response.js';
import { importBatch } from '../../mirror/import.js';
import { recordSuccessfulImport } from '../../system/queries.js';
import { percentDone, type RunState } from '../../../domain/quickbooks/desktop/run-state.js';
import { moveWatermark, saveRun, startRun } from './commands.js';
import type { DesktopDeps } from './deps.js';
import { passwordMatches } from './passwords.js';
import { loadPushQueue, pushRequest, receivePushResponse } from './push.js';
import { loadProspectQueue, prospectRequest, receiveProspectResponse } from './prospect-push.js';
import { connectionToSignIn, lastErrorOfTicket, liveRunOf, watermarkOf, type Run } from './queries.js';

const entityOf: Record<PullKind, ImportEntity> = {
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
export async function authenticate(deps: DesktopDeps, userName: string, password: string, now = new Date()) {
  const connection = await connectionToSignIn(deps.db, userName);
  if (!connection || !passwordMatches(connection.passwordHash, password)) return ['', 'nvu'];
  const ticket = await startRun(deps.db, connection.id, now);
  return ticket ? [ticket, ''] : ['', 'busy'];
}

function recordError(run: Run, message: string): void {
  run.runErrors = [...run.runErrors, message];
  run.runState.lastError = message;
}

/** The time a pull asks from: the kind's watermark less the overlap, or everything the first time. */
async function sinceOf(deps: DesktopDeps, kind: PullKind): Promise<string | null> {
  const qbTime = await watermarkOf(deps.db, kind);
  return qbTime ? withOverlap(qbTime) : null;
}

/** What the run pushes once the pulls are done, read once: new customers from prospects, then orders. */
async function loadPushQueues(deps: DesktopDeps, state: RunState): Promise<void> {
  if (state.pushQueue !== null) return;
  state.prospectQueue = await loadProspectQueue(deps.db);
  state.pushQueue = await loadPushQueue(deps.db);
}

/** The next qbXML request of a run, or '' when there is nothing to ask (or the ticket is not live). */
export async function sendRequest(deps: DesktopDeps, ticket: string): Promise<string> {
  const run = await liveRunOf(deps.db, ticket);
  if (!run) return '';
  const state = run.runState;
  const requestId = String((state.requestCount += 1));
  let request = '';
  if (!state.pull && state.kinds.length) {
    const kind = state.kinds.shift() as PullKind;
    state.pull = {
      kind,
      since: await sinceOf(deps, kind),
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
    await loadPushQueues(deps, state);
    request = (await prospectRequest(deps, state, requestId)) || (await pushRequest(deps, state, requestId));
    // The queue's last orders were held (no excise tax item chosen): nothing is left to ask, so the
    // run has ended here, as after QuickBooks' last answer; else the Web Connector's closeConnection
    // would record it as stopped before it finished, and no page would hear it end.
    if (!request) {
      await finishRun(deps, run);
      return '';
    }
  }
  await saveRun(deps.db, run);
  return request;
}

/** Takes QuickBooks' answer (or the Web Connector's hresult) and answers the run's progress. */
export async function receiveResponse(
  deps: DesktopDeps,
  ticket: string,
  response: string,
  hresult: string,
  message: string,
): Promise<number> {
  const run = await liveRunOf(deps.db, ticket);
  if (!run) return -1;
  const state = run.runState;
  const what = state.pull
    ? pullKindLabels[state.pull.kind]
    : state.prospectPush
      ? 'a prospect’s new customer'
      : 'an app order';
  const answers = readAnswers(response, hresult, message, what);
  if (typeof answers === 'string') {
    recordError(run, answers);
    // A push whose answer was lost stays 'sent': the next run looks it up before adding it again.
    state.pull = null;
    state.push = null;
    state.prospectPush = null;
  } else {
    if (state.pull) await receivePull(deps, run, answers);
    else if (state.prospectPush)
      await receiveProspectResponse(deps, state, answers, (text) => recordError(run, text));
    else if (state.push) await receivePushResponse(deps, run, answers, (text) => recordError(run, text));
  }
  if (!state.pull && !state.push && !state.kinds.length) await loadPushQueues(deps, state);
  const percent = percentDone(state);
  if (percent === 100) await finishRun(deps, run);
  else await saveRun(deps.db, run);
  return percent;
}

/** QuickBooks' answers to a request, or in words why there are none. */
function readAnswers(
  response: string,
  hresult: string,
  message: string,
  what: string,
): QbResponse[] | string {
  if (hresult)
    return `QuickBooks could not answer the request for ${what}: ${message || hresult} (${hresult}).`;
  try {
    return parseQbxmlResponse(response);
  } catch (error) {
    // Not XML, or nested deeper than any qbXML answer: the run goes on without it, as after an hresult.
    return `Humidor could not read QuickBooks’ answer to the request for ${what}: ${(error as Error).message}.`;
  }
}

async function receivePull(deps: DesktopDeps, run: Run, answers: QbResponse[]): Promise<void> {
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
    const result = await importBatch(deps, entity, body, { recordSuccess: false });
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
    await moveWatermark(deps.db, pull.kind, pull.latest);
  }
  run.runState.pull = null;
}

async function finishRun(deps: DesktopDeps, run: Run): Promise<void> {
  const succeeded = run.runErrors.length === 0;
  // Home's "Last updated" is the very moment the run ended.
  const endedAt = new Date();
  await saveRun(deps.db, run, { succeeded }, endedAt);
  if (succeeded) await recordSuccessfulImport(deps.db, endedAt);
  await deps.bus.publish({ kind: 'import.completed' });
}

/** The Web Connector's closeConnection: ends the run if it has not ended yet. */
export async function closeRun(deps: DesktopDeps, ticket: string): Promise<string> {
  const run = await liveRunOf(deps.db, ticket);
  if (run) await saveRun(deps.db, run, { succeeded: false });
  return run
    ? 'Humidor stopped this run before it finished; the next run continues.'
    : 'Humidor is up to date.';
}

/** connectionError: the Web Connector could not reach QuickBooks; the run ends with its words. */
export async function connectionFailed(
  deps: DesktopDeps,
  ticket: string,
  hresult: string,
  message: string,
): Promise<string> {
  const run = await liveRunOf(deps.db, ticket);
  if (run) {
    recordError(run, `The Web Connector could not open QuickBooks: ${message || hresult} (${hresult}).`);
    await saveRun(deps.db, run, { succeeded: false });
  }
  return 'done';
}

export async function lastErrorOf(deps: DesktopDeps, ticket: string): Promise<string> {
  return (await lastErrorOfTicket(deps.db, ticket)) ?? 'No error.';
}
