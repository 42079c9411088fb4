import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { registerRequestLog, slowRequestMs } from './request-log.js';

interface LogLine {
  msg: string;
  url?: string;
  status?: number;
}

/** A Fastify app logging JSON lines at `level` into an array, with one fast, one slow and one failing route. */
async function appLoggingAt(level: 'info' | 'debug') {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level }, sink);
  const app = Fastify({
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    // Time is what is tested here: a request slower than the threshold.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 50));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

const requestLines = (lines: LogLine[]) => lines.filter((l) => /request/.test(l.msg));

describe('request log', () => {
  it('is quiet about routine requests at the default level, and names errors and slow requests', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/fast' });
    expect(requestLines(lines)).toEqual([]);
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(requestLines(lines).map((l) => [l.msg, l.url, l.status])).toEqual([
      ['request', '/broken', 500],
      ['slow request', '/slow', 200],
    ]);
    await app.close();
  });

  it('writes one line per request at debug', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/fast' });
    await app.inject({ method: 'GET', url: '/fast' });
    expect(requestLines(lines).map((l) => l.url)).toEqual(['/fast', '/fast']);
    await app.close();
  });

  it('never writes the authorization code or state of the QuickBooks Online callback', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/fast?code=secret-code-1&state=secret-state&realmId=42' });
    expect(requestLines(lines).map((l) => l.url)).toEqual([
      '/fast?code=[redacted]&state=[redacted]&realmId=42',
    ]);
    await app.close();
  });
});
