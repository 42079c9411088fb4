import { EventEmitter } from 'node:events';
import type pg from 'pg';

/**
 * What changed, never the data itself: browsers refetch through the scoped API. `scopeState` and
 * `userIds` decide who is told and are never sent to a browser.
 */
export interface ChangeEvent {
  kind: string;
  id?: string;
  /** The customer state of the changed row; null means not customer-owned (everyone may be told). */
  scopeState?: string | null;
  /** When set, only these users are told (notifications). */
  userIds?: string[];
}

export interface EventBus {
  publish(event: ChangeEvent): Promise<void>;
  subscribe(listener: (event: ChangeEvent) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('change', event);
    },
    subscribe(listener) {
      emitter.on('change', listener);
      return () => emitter.off('change', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** PostgreSQL LISTEN/NOTIFY, so every server process sharing the database hears every change. */
export async function createPostgresBus(pool: pg.Pool, channel: string): Promise<EventBus> {
  const local = createInProcessBus();
  const client = await pool.connect();
  const quoted = `"${channel.replaceAll('"', '')}"`;
  client.on('notification', (message) => {
    if (message.channel !== channel || !message.payload) return;
    void local.publish(JSON.parse(message.payload) as ChangeEvent);
  });
  await client.query(`LISTEN ${quoted}`);
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      await client.query(`UNLISTEN ${quoted}`).catch(() => undefined);
      client.release();
      await local.close();
    },
  };
}
