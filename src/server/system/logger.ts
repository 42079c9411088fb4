import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config.js';

/**
 * One readable line per message for a person at a terminal or in development; JSON lines for a log
 * collector everywhere else (systemd's journal, a container runtime).
 */
export function createLogger(
  config: Pick<AppConfig, 'env' | 'logLevel'>,
  output: NodeJS.WriteStream = process.stdout,
): Logger {
  const forPeople = config.env === 'development' || output.isTTY === true;
  if (!forPeople) return pino({ level: config.logLevel }, output);
  return pino(
    { level: config.logLevel },
    pretty({
      destination: output,
      colorize: output.isTTY === true,
      translateTime: 'HH:MM:ss',
      ignore: 'pid,hostname',
      sync: true,
    }),
  );
}
