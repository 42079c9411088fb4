import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Resolves once the process has written `text` (stdout or stderr); fails with its output if it exits first. */
const outputContaining = (child: ChildProcess, text: string) =>
  new Promise<void>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += String(chunk);
      if (output.includes(text)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}) before "${text}":\n${output}`)),
    );
  });

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('a server started while its database does not answer', () => {
  it('takes its port at once and answers 503 with a message until the database is there', async () => {
    const [port, deadDatabasePort] = [await freePort(), await freePort()];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://humidor:secret@127.0.0.1:${deadDatabasePort}/humidor`,
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    stops.push(() => child.kill('SIGKILL'));
    // The server logs this after it took its port, so the port must answer from now on.
    await outputContaining(child, 'Waiting for the PostgreSQL database');

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toEqual({
      code: 'STARTING',
      message: 'Humidor is starting (waiting for its database); try again in a moment.',
    });
    const page = await fetch(`http://127.0.0.1:${port}/api/me`);
    expect(page.status).toBe(503);
    expect(child.exitCode).toBeNull();
  }, 90_000);
});
