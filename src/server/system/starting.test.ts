import { spawn } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
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
    let log = '';
    child.stdout.on('data', (chunk) => (log += String(chunk)));
    child.stderr.on('data', (chunk) => (log += String(chunk)));

    let ready: Response | null = null;
    for (let attempt = 0; attempt < 240 && !ready; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready?.status).toBe(503);
    expect(ready?.headers.get('retry-after')).toBe('5');
    expect(await ready?.json()).toEqual({
      code: 'STARTING',
      message: 'Humidor is starting (waiting for its database); try again in a moment.',
    });
    const page = await fetch(`http://127.0.0.1:${port}/api/me`);
    expect(page.status).toBe(503);
    for (let attempt = 0; attempt < 120 && !log.includes('Waiting for the PostgreSQL database'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(log).toContain('Waiting for the PostgreSQL database');
    expect(child.exitCode).toBeNull();
  }, 90_000);
});
