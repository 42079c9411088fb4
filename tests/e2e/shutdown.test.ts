// `npm start` as systemd or a container runtime runs it: SIGTERM to npm must stop the server
// cleanly, with an open live stream and a request still arriving, and lose no acknowledged write.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-shutdown-'));
beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the build failed');
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('stopping the server', () => {
  it('SIGTERM to npm start ends live streams with a retry hint, finishes the request in flight and exits cleanly', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      DEMO_DATA: 'off',
    };
    const admin = { email: 'stop@humidor.test', password: 'stop-the-server-1' };
    const created = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        admin.email,
        '--role',
        'admin',
        '--first',
        'Sam',
        '--last',
        'Stop',
      ],
      { cwd: root, env, input: `${admin.password}\n`, encoding: 'utf8' },
    );
    expect(created.status, created.stderr).toBe(0);

    const server = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout?.on('data', (d) => (output += String(d)));
    server.stderr?.on('data', (d) => (output += String(d)));
    const exited = exitOf(server);
    /** Resolves once the server has logged `text`; fails with its output if it exits first. */
    const logged = (text: string) =>
      new Promise<void>((resolve, reject) => {
        const look = () => {
          if (!output.includes(text)) return;
          server.stdout?.off('data', look);
          server.stderr?.off('data', look);
          resolve();
        };
        server.stdout?.on('data', look);
        server.stderr?.on('data', look);
        void exited.then(() => reject(new Error(`the server stopped before "${text}":\n${output}`)));
        look();
      });
    await logged('Humidor is ready on');

    // A second start on the same port says so in one line and exits, with no stack trace.
    const second = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: root, env, encoding: 'utf8' });
    expect(second.status).toBe(1);
    const secondOutput = `${second.stdout}${second.stderr}`;
    expect(secondOutput).toMatch(
      new RegExp(
        `Port ${port} is already in use on 127\\.0\\.0\\.1: stop the other program or choose another PORT\\.`,
      ),
    );
    expect(secondOutput).not.toMatch(/^\s+at /m);

    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const stream = await fetch(`${url}/api/live`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamText = new Response(stream.body).text();

    // A request whose body is still arriving when the signal comes.
    const newUser = JSON.stringify({
      email: 'kept@humidor.test',
      firstName: 'Kept',
      lastName: 'Write',
      role: 'office',
      password: 'kept-write-1',
      retype: 'kept-write-1',
    });
    const half = Math.floor(newUser.length / 2);
    const slow = http.request(`${url}/api/admin/users`, {
      method: 'POST',
      headers: {
        cookie,
        origin: url,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(newUser),
        // The server's "100 Continue" says it has the request in hand.
        expect: '100-continue',
      },
    });
    const inHand = new Promise<void>((resolve) => slow.once('continue', resolve));
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      slow.on('error', reject);
    });
    slow.flushHeaders();
    await inHand;
    slow.write(newUser.slice(0, half));

    server.kill('SIGTERM');
    await logged('SIGTERM received');
    slow.end(newUser.slice(half));

    expect(await answered).toBe(201);
    expect(await streamText).toMatch(/retry: 1000\n\n$/);
    expect(await exited, output).toBe(0);
    expect(output).toMatch(/SIGTERM received/);

    const db = new SqliteDatabase(path.join(dataDir, 'humidor.sqlite'), { readonly: true });
    try {
      expect(db.prepare('select email from users where email = ?').get('kept@humidor.test')).toEqual({
        email: 'kept@humidor.test',
      });
    } finally {
      db.close();
    }
  });
});
