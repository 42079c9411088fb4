import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config.js';

/**
 * An error as pino writes it, less the database client node-postgres hangs on its errors: a few
 * hundred lines of connection state for every dropped connection, which buried the lines around it.
 */
function errorWithoutClient(error: Error): Record<string, unknown> {
  const { client: _client, ...written } = pino.stdSerializers.err(error) as Record<string, unknown>;
  return written;
}

/**
 * One readable line per message for a person at a terminal or in development; JSON lines for a log
 * collector everywhere else (systemd's journal, a container runtime).
 */
export function createLogger(
  config: Pick<AppConfig, 'env' | 'logLevel'>,
  output: NodeJS.WriteStream = process.stdout,
): Logger {
  const options = { level: config.logLevel, serializers: { err: errorWithoutClient } };
  const forPeople = config.env === 'development' || output.isTTY === true;
  if (!forPeople) return pino(options, output);
  return pino(
    options,
    pretty({
      destination: output,
      colorize: output.isTTY === true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}
