import type { Logger } from 'pino';

/** Longer than any sane request, shorter than systemd's and Docker's 10 s before SIGKILL. */
const shutdownGraceMs = 8_000;

/**
 * Stops the server once on SIGTERM or SIGINT: `stop` stops accepting, lets in-flight requests
 * finish, ends live streams and closes the database. A second signal, or a stop that outlives the
 * grace period, exits at once so an orchestrator never has to kill the process.
 */
export function onShutdownSignal(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn('%s again: exiting without waiting.', signal);
      process.exit(1);
    }
    stopping = true;
    logger.info('%s received: finishing open requests, then stopping.', signal);
    setTimeout(() => {
      logger.error('Requests were still running after %d s: exiting anyway.', shutdownGraceMs / 1000);
      process.exit(1);
    }, shutdownGraceMs).unref();
    stop().then(
      () => {
        logger.info('Stopped.');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Stopping failed.');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
