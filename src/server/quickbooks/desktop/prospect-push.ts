import { customerAdd, customerByName } from '../../../domain/quickbooks/desktop/push.js';
import { qbxmlRequest } from '../../../domain/quickbooks/desktop/qbxml.js';
import { isError, type QbResponse } from '../../../domain/quickbooks/desktop/response.js';
import type { RunState } from '../../../domain/quickbooks/desktop/run-state.js';
import { orderDestinationOf } from '../../../domain/quickbooks/destination.js';
import type { Db } from '../../db/database.js';
import {
  markProspectPushed,
  markProspectRefused,
  prospectToPush,
  prospectsWaitingForQuickbooks,
} from '../../prospects/quickbooks-push.js';
import { getSetting } from '../../settings/queries.js';
import type { DesktopDeps } from './deps.js';
import { firstRet } from './push.js';

/**
 * Prospects turned into customers, added to QuickBooks Desktop before the run's orders (decision
 * 0347): a CustomerQuery by name first, so a customer whose add went out without an answer (or one
 * the office added by hand) is taken, never added twice; else a CustomerAdd.
 */

/** The waiting prospects, none while the company's source is QuickBooks Online, which adds them instead. */
export async function loadProspectQueue(db: Db): Promise<string[]> {
  if (orderDestinationOf(await getSetting(db, 'quickbooksSource')).system !== 'desktop') return [];
  return prospectsWaitingForQuickbooks(db);
}

/** The next request for a waiting prospect, or '' when none is left this run. */
export async function prospectRequest(
  deps: DesktopDeps,
  state: RunState,
  requestId: string,
): Promise<string> {
  while (state.prospectPush || state.prospectQueue?.length) {
    state.prospectPush ??= { prospectId: state.prospectQueue?.shift() as string, action: 'findCustomer' };
    const prospect = await prospectToPush(deps.db, state.prospectPush.prospectId);
    if (!prospect) {
      state.prospectPush = null;
      continue;
    }
    return qbxmlRequest([
      state.prospectPush.action === 'findCustomer'
        ? customerByName(requestId, prospect.info.name)
        : customerAdd(requestId, prospect.info),
    ]);
  }
  return '';
}

/** QuickBooks' answer for the prospect being added: found or added (pushed), not found (add it), or refused. */
export async function receiveProspectResponse(
  deps: DesktopDeps,
  state: RunState,
  answers: QbResponse[],
  recordError: (message: string) => void,
): Promise<void> {
  const step = state.prospectPush;
  if (!step) return;
  state.prospectPush = null;
  const answer = answers[0];
  const refuse = async (why: string) => {
    const reason = `QuickBooks refused the new customer: ${why}`;
    await markProspectRefused(deps, step.prospectId, reason);
    recordError(`Prospect ${step.prospectId}: ${reason}.`);
  };
  if (!answer || isError(answer)) {
    if (step.action === 'findCustomer')
      // A lookup that failed changes nothing in QuickBooks: the prospect waits for the next run.
      return recordError(
        `Prospect ${step.prospectId}: QuickBooks could not look up its new customer (${answer?.statusMessage ?? 'no answer'}); it will be tried again.`,
      );
    return refuse(answer ? `${answer.statusMessage} (status ${answer.statusCode})` : 'no answer');
  }
  const listId = firstRet(answer, 'CustomerRet')?.ListID;
  if (typeof listId === 'string') await markProspectPushed(deps, step.prospectId, listId);
  else if (step.action === 'addCustomer') await refuse('it answered without the new customer');
  else state.prospectPush = { prospectId: step.prospectId, action: 'addCustomer' };
}
