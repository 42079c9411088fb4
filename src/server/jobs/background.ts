import type { FastifyInstance } from 'fastify';
import { testClockContract } from '../../domain/tasks/contract.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { registerRoutes } from '../http/contract.js';
import { mailOutboxWorker } from '../mail/outbox.js';
import { smtpTransport, type MailTransport } from '../mail/transport.js';
import { taskReminderKind } from '../notes/reminders.js';
import type { ResourceDeps } from '../resource/resource.js';
import { systemClock, testClock, type Clock } from '../shared/jobs/clock.js';
import {
  createJobRunner,
  type JobHandler,
  type JobRunner,
  type RunnerLogger,
  type Worker,
} from '../shared/jobs/runner.js';
import { scheduleNextDigest, taskDigestHandler, taskDigestKind } from '../tasks/digest.js';
import { taskReminderHandler } from '../tasks/reminders.js';
import { startDailyPurge } from '../history/purge.js';
import { noOnlineCompanies, type OnlineCompanies } from '../quickbooks/online/sync/companies.js';
import { onlineSyncJobHandlers, scheduleNextOnlineSync } from '../quickbooks/online/sync/jobs.js';
import { createOnlineSync, type OnlineSync } from '../quickbooks/online/sync/service.js';
import {
  createOnlinePushes,
  onlinePushJobHandlers,
  type OnlinePushes,
} from '../quickbooks/online/push/jobs.js';
import { scheduleNextOnlinePush } from '../quickbooks/online/push/schedule.js';
import { geocodeJobHandlers, scheduleNextGeocode } from '../visits/geocode.js';
import { licenseReminderJobHandlers, scheduleNextLicenseReminders } from '../licenses/reminders.js';
import type { Db } from '../db/database.js';
import type { Outbound } from '../shared/outbound.js';

export interface BackgroundDeps {
  config: AppConfig;
  database: Database;
  bus: EventBus;
  clock?: Clock;
  /** The mail transport; SMTP from the configuration when omitted. */
  transport?: MailTransport;
  logger?: RunnerLogger;
  /** The QuickBooks Online companies the sync reaches; none when omitted. */
  onlineCompanies?: OnlineCompanies;
  /** How the geocoder is resolved and asked; the internet's when omitted. */
  outbound?: Outbound;
}

/** Every kind of job Humidor queues, with the handler that runs it: a new kind is one line here. */
function jobHandlers(deps: {
  db: Db;
  logger?: RunnerLogger;
  bus: EventBus;
  mail: boolean;
  onlineSync: OnlineSync;
  onlineSyncEveryMinutes: number;
  onlinePushes: OnlinePushes;
  outbound?: Outbound;
}): Record<string, JobHandler> {
  return {
    [taskReminderKind]: taskReminderHandler(deps),
    [taskDigestKind]: taskDigestHandler(),
    ...onlineSyncJobHandlers(deps.onlineSync, deps.onlineSyncEveryMinutes),
    ...onlinePushJobHandlers(deps.onlinePushes),
    ...geocodeJobHandlers(deps),
    ...licenseReminderJobHandlers(deps),
  };
}

/** The job runner with every kind Humidor queues, and the mail outbox when email is configured. */
export function createBackgroundJobs(deps: BackgroundDeps): {
  runner: JobRunner;
  clock: Clock;
  /** QuickBooks Online syncs run beside the runner, which only starts them. */
  onlineSync: OnlineSync;
  /** So do the rounds sending app orders to QuickBooks Online. */
  onlinePushes: OnlinePushes;
  close(): Promise<void>;
} {
  const { config, database, bus } = deps;
  const clock = deps.clock ?? (config.testClock ? testClock() : systemClock);
  const transport = config.mail ? (deps.transport ?? smtpTransport(config.mail.smtpUrl)) : null;
  const workers: Worker[] =
    config.mail && transport
      ? [
          mailOutboxWorker({
            db: database.db,
            dialect: database.dialect,
            transport,
            from: config.mail.from,
            publicUrl: config.publicUrl,
            logger: deps.logger,
          }),
        ]
      : [];
  const onlineSync = createOnlineSync({
    db: database.db,
    bus,
    companies: deps.onlineCompanies ?? noOnlineCompanies,
    logger: deps.logger,
  });
  const onlinePushes = createOnlinePushes({
    db: database.db,
    bus,
    companies: deps.onlineCompanies ?? noOnlineCompanies,
    logger: deps.logger,
  });
  const runner = createJobRunner({
    db: database.db,
    dialect: database.dialect,
    clock,
    pollMs: config.jobsPollMs,
    logger: deps.logger,
    workers,
    handlers: jobHandlers({
      db: database.db,
      logger: deps.logger,
      bus,
      mail: Boolean(config.mail),
      onlineSync,
      onlineSyncEveryMinutes: config.quickbooksOnlineSync.everyMinutes,
      onlinePushes,
      outbound: deps.outbound,
    }),
  });
  return {
    runner,
    clock,
    onlineSync,
    onlinePushes,
    async close() {
      await onlineSync.close();
      await onlinePushes.idle();
      transport?.close();
    },
  };
}

/**
 * Runs the background jobs in this server process (when `runJobs`): the job runner with the mail
 * outbox, and the daily Trash purge, stopping them when the app closes (so SIGTERM waits for the
 * round under way, briefly); with HUMIDOR_TEST_CLOCK=1 an admin may move the runner's clock forward
 * through POST /api/test/clock.
 */
export function registerBackgroundJobs(
  app: FastifyInstance,
  deps: ResourceDeps & Pick<BackgroundDeps, 'onlineCompanies'>,
): void {
  const jobs = createBackgroundJobs({ ...deps, logger: app.log });
  if (deps.config.testClock) {
    registerRoutes(app, testClockContract, {
      advance: ({ body }) => {
        const now = jobs.clock.advance?.(body.advanceMs) ?? jobs.clock.now();
        jobs.runner.poke();
        return { now: now.toISOString() };
      },
    });
  }
  if (!deps.runJobs) return;
  let stopPurge = () => {};
  app.addHook('onReady', async () => {
    await scheduleNextDigest(deps.database.db, jobs.clock.now());
    await scheduleNextOnlineSync(
      deps.database.db,
      jobs.clock.now(),
      deps.config.quickbooksOnlineSync.everyMinutes,
    );
    await scheduleNextOnlinePush(deps.database.db, jobs.clock.now());
    await scheduleNextGeocode(deps.database.db, jobs.clock.now());
    await scheduleNextLicenseReminders(deps.database.db, jobs.clock.now());
    jobs.runner.start();
    stopPurge = startDailyPurge(deps, (error) => app.log.error({ err: error }, 'trash purge failed'));
  });
  app.addHook('onClose', async () => {
    stopPurge();
    await jobs.runner.stop();
    await jobs.close();
  });
}
