import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';

describe('the server log', () => {
  it("writes an error's message, code and stack, not the database client node-postgres hangs on it", () => {
    const output = new PassThrough();
    const lines: string[] = [];
    output.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const logger = createLogger(
      { env: 'production', logLevel: 'info' },
      output as unknown as NodeJS.WriteStream,
    );
    const error = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: { connectionParameters: { host: '127.0.0.1' }, _types: { builtins: { BOOL: 16 } } },
    });
    logger.warn({ err: error }, 'A database connection dropped');
    logger.flush();
    const written = JSON.parse(lines.join('').trim()) as { msg: string; err: Record<string, unknown> };
    expect(written.msg).toBe('A database connection dropped');
    expect(written.err).toMatchObject({
      message: 'terminating connection due to administrator command',
      code: '57P01',
    });
    expect(written.err.stack).toContain('terminating connection');
    expect(written.err).not.toHaveProperty('client');
  });
});
