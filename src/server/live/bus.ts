import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { ChangeEvent } from '../../domain/live/changes.js';

export type { ChangeEvent } from '../../domain/live/changes.js';

export interface EventBus {
  /** Never throws: a change that cannot be sent is reported to subscribers as a gap instead. */
  publish(event: ChangeEvent): Promise<void>;
  /**
   * `onGap` is called when changes may have been lost (the database connection that carries them
   * dropped): whoever shows data should refetch it.
   */
  subscribe(listener: (event: ChangeEvent) => void, onGap?: () => void): () => void;
  /** False while changes from other server processes cannot arrive (readiness, /readyz). */
  isConnected(): boolean;
  close(): Promise<void>;
}

/** What the bus reports about its connection; pino's logger fits. */
export interface BusLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silentLogger: BusLogger = { info: () => undefined, warn: () => undefined };

function createLocalFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitChange: (event: ChangeEvent) => emitter.emit('change', event),
    emitGap: () => emitter.emit('gap'),
    subscribe(listener: (event: ChangeEvent) => void, onGap?: () => void) {
      emitter.on('change', listener);
      if (onGap) emitter.on('gap', onGap);
      return () => {
        emitter.off('change', listener);
        if (onGap) emitter.off('gap', onGap);
      };
    },
    close: () => emitter.removeAllListeners(),
  };
}

export function createInProcessBus(): EventBus {
  const local = createLocalFanOut();
  return {
    async publish(event) {
      local.emitChange(event);
    },
    subscribe: local.subscribe,
    isConnected: () => true,
    async close() {
      local.close();
    },
  };
}

interface PostgresBusOptions {
  logger?: BusLogger;
  /** First wait before listening again after the connection dropped; doubles up to `maxRetryMs`. */
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/** What travels through NOTIFY: the change and the process that sent it. */
interface Notice {
  origin: string;
  event: ChangeEvent;
}

/**
 * PostgreSQL LISTEN/NOTIFY, so every server process sharing the database hears every change. The
 * listening connection is held for good; when it drops (failover, restart, a DBA, a network blip)
 * it is opened again with backoff, and subscribers are told of the gap since NOTIFY is not queued
 * for a listener that is gone.
 *
 * The publishing process tells its own subscribers at once, as the in-process bus does, and skips
 * its own notice when it comes back: what a change makes the process forget (a kept map answer) is
 * forgotten before the request that made it is answered, on PostgreSQL as on SQLite.
 */
export async function createPostgresBus(
  pool: pg.Pool,
  channel: string,
  options: PostgresBusOptions = {},
): Promise<EventBus> {
  const logger = options.logger ?? silentLogger;
  const firstRetryMs = options.firstRetryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 5_000;
  const local = createLocalFanOut();
  const quoted = `"${channel.replaceAll('"', '')}"`;
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const origin = randomUUID();

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return;
    const notice = JSON.parse(message.payload) as Notice;
    if (notice.origin !== origin) local.emitChange(notice.event);
  };

  const listen = async () => {
    const connection = await pool.connect();
    connection.on('notification', onNotification);
    connection.on('error', (error) => dropped(connection, error));
    try {
      await connection.query(`LISTEN ${quoted}`);
    } catch (error) {
      connection.release(true);
      throw error;
    }
    client = connection;
  };

  const dropped = (connection: pg.PoolClient, error: Error) => {
    if (client !== connection) return;
    client = null;
    connection.release(true);
    if (closed) return;
    logger.warn({ err: error }, 'Live events: the listening database connection dropped; reconnecting');
    local.emitGap();
    scheduleRetry(firstRetryMs);
  };

  const scheduleRetry = (waitMs: number) => {
    retryTimer = setTimeout(() => {
      listen().then(
        () => {
          logger.info({ channel }, 'Live events: listening again');
          // Changes sent while nobody listened are lost: tell every open page to refetch.
          local.emitGap();
        },
        (error: unknown) => {
          if (closed) return;
          const next = Math.min(waitMs * 2, maxRetryMs);
          logger.warn({ err: error, retryInMs: next }, 'Live events: the database is not answering yet');
          scheduleRetry(next);
        },
      );
    }, waitMs);
  };

  await listen();
  return {
    async publish(event) {
      // Subscribers get the JSON's copy, as other processes do, whoever changes the event afterwards.
      const notice: Notice = { origin, event: JSON.parse(JSON.stringify(event)) as ChangeEvent };
      local.emitChange(notice.event);
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(notice)]);
      } catch (error) {
        // The write it reports has been committed; other processes' readers refetch once the bus is back.
        logger.warn({ err: error, kind: event.kind }, 'Live events: a change could not be sent');
      }
    },
    subscribe: local.subscribe,
    isConnected: () => client !== null,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const connection = client;
      client = null;
      if (connection) {
        await connection.query(`UNLISTEN ${quoted}`).catch(() => undefined);
        connection.release();
      }
      local.close();
    },
  };
}
