import { Worker } from 'node:worker_threads';

/**
 * Checkpoints of a SQLite file in a worker thread (docs/decisions/0187-background-checkpoints.md).
 * SQLite's default checkpoints in the commit that takes the log past 1,000 pages: that commit copies
 * every page back into the database file and syncs it while its caller waits (an import batch touches
 * thousands of index pages, so most of its commits did). The worker copies the log once a second
 * when it has grown; the writer's own checkpoint stays as a backstop, far higher, should the worker
 * fall behind or stop.
 */
export const backstopPages = 50_000;

const workerUrl = new URL('./checkpoint-worker.mjs', import.meta.url);
const everyMs = 1_000;
const closeTimeoutMs = 5_000;

export interface Checkpointer {
  close(): Promise<void>;
}

export function startCheckpointer(
  file: string,
  logger?: { warn(details: object, message: string): void },
): Checkpointer {
  const worker = new Worker(workerUrl, { workerData: { file, everyMs } });
  worker.unref();
  worker.on('error', (error) =>
    logger?.warn({ err: error }, 'The checkpoint worker stopped; the writer checkpoints from now on.'),
  );
  return {
    async close() {
      const closed = new Promise<void>((resolve) => {
        worker.once('message', () => resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage('close');
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, closeTimeoutMs).unref());
      await Promise.race([closed, timeout]);
      await worker.terminate();
    },
  };
}
