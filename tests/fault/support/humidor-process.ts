import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { openDatabase } from '../../../src/server/db/database.js';
import { seedOrderFixtures } from '../../../src/server/test/order-fixtures.js';
import { demoPassword } from '../../../src/server/bootstrap/demo-users.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export interface HumidorProcess {
  url: string;
  /** Resolves once /healthz answers; throws if the process exits first. */
  untilHealthy(): Promise<void>;
  /** Everything the process printed, for assertion messages. */
  output(): string;
  alive(): boolean;
  /** kill -9: no shutdown hook runs, as in a power cut or an OOM kill. */
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** The users the suite signs in as, made with the user:create command (the demo company takes too long to load). */
export function createFaultUsers(env: Record<string, string>): void {
  const users = [
    ['admin@humidor.test', 'admin', ''],
    ['rep.fl@humidor.test', 'rep', 'FL'],
  ] as const;
  for (const [email, role, states] of users) {
    const args = ['--import', 'tsx', 'src/server/cli/user-create.ts', '--email', email, '--role', role];
    const repArgs = states ? ['--states', states, '--rep-code', states] : [];
    const created = spawnSync(process.execPath, [...args, ...repArgs], {
      env: { ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: 'off', ...env },
      input: `${demoPassword}\n`,
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`user:create failed: ${created.stderr}${created.stdout}`);
  }
}

/** Customers, items and order forms for order writes (the fixtures the API tests use), written directly. */
export async function seedFaultOrderData(env: { DATA_DIR?: string; DATABASE_URL?: string }): Promise<void> {
  const database = openDatabase({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: env.DATA_DIR ? path.join(env.DATA_DIR, 'humidor.sqlite') : undefined,
  });
  try {
    await seedOrderFixtures(database.db);
  } finally {
    await database.destroy();
  }
}

/** The real server, started and answering /healthz. */
export async function startHumidor(env: Record<string, string>, port?: number): Promise<HumidorProcess> {
  const humidor = await spawnHumidor(env, port);
  await humidor.untilHealthy();
  return humidor;
}

/** The real server as its own process (node itself, not npx, so a signal reaches the server and not a wrapper). */
export async function spawnHumidor(env: Record<string, string>, port?: number): Promise<HumidorProcess> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    async untilHealthy() {
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`Humidor exited while starting:\n${output}`);
        if (Date.now() > deadline) throw new Error(`Humidor did not start:\n${output}`);
        const healthy = await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
        if (healthy) return;
        // Polls a state of another process (its health), with a deadline; at LOG_LEVEL warn it says nothing.
        // eslint-disable-next-line no-restricted-syntax
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async killHard() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs a demo user in and returns a client that sends their cookie and Humidor's own Origin. */
export async function signInAs(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return {
    cookie,
    fetch: (path: string, init: { method?: string; body?: unknown } = {}) =>
      fetch(`${url}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          cookie,
          origin: url,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
  };
}

/** Polls until `check` holds, for at most `timeoutMs`; returns whether it did. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    // The interval of a poll of a state with a deadline (eventually), not a wait for time.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

/** An open live stream of `url`'s server for the session `cookie`, collecting its raw frames. */
export async function openStream(url: string, cookie: string) {
  const abort = new AbortController();
  const response = await fetch(`${url}/api/live`, { headers: { cookie }, signal: abort.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      received += decoder.decode(value, { stream: true });
    }
  })();
  return { received: () => received, close: () => abort.abort() };
}
