import type { JobHandler, RunnerLogger } from '../../../shared/jobs/runner.js';
import type { OnlineCompanies } from '../sync/companies.js';
import { pushWaitingOrders, type PushDeps, type PushRound } from './push.js';
import { onlinePushKind, scheduleNextOnlinePush } from './schedule.js';

export interface OnlinePushes {
  /** Runs a round unless one runs in this process (then one more follows it); answers its outcome. */
  request(): Promise<PushRound | null>;
  /** Resolves when no round runs in this process (tests, and closing). */
  idle(): Promise<void>;
}

/**
 * Rounds run beside the job runner, which only starts them: a round waits on QuickBooks, and a
 * database transaction must not stay open meanwhile. Whatever a crash interrupts, the next round
 * sends again with the same requestid (decision 0239).
 */
export function createOnlinePushes(
  deps: PushDeps & { companies: OnlineCompanies; logger?: RunnerLogger },
): OnlinePushes {
  let running: Promise<PushRound | null> | null = null;
  let again = false;
  const round = async (): Promise<PushRound | null> => {
    try {
      const outcome = await pushWaitingOrders(deps, deps.companies);
      if (outcome.errors.length)
        deps.logger?.warn({ errors: outcome.errors }, 'Some orders could not reach QuickBooks Online yet.');
      return outcome;
    } catch (error) {
      deps.logger?.error({ err: error }, 'A QuickBooks Online order round could not run.');
      return null;
    }
  };
  const request = (): Promise<PushRound | null> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let outcome = await round();
      while (again) {
        again = false;
        outcome = await round();
      }
      return outcome;
    })().finally(() => (running = null));
    return running;
  };
  return {
    request,
    async idle() {
      while (running) await running;
    },
  };
}

const keepDoneMs = 24 * 60 * 60_000;

/** The handler: queue the next minute, forget rounds done a day ago, start a round after the commit. */
export function onlinePushJobHandlers(pushes: OnlinePushes): Record<string, JobHandler> {
  return {
    [onlinePushKind]: async ({ tx, job, now }) => {
      if (!job.subject) await scheduleNextOnlinePush(tx, now);
      await tx
        .deleteFrom('jobs')
        .where('kind', '=', onlinePushKind)
        .where('status', '=', 'done')
        .where('runAt', '<', new Date(now.getTime() - keepDoneMs).toISOString())
        .execute();
      return async () => {
        void pushes.request();
      };
    },
  };
}
