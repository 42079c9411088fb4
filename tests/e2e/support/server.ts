import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build, root, serverOut, staleTargets } from '../../../scripts/build.mjs';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the server and removes its data folder, unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the real server (built web app and server, demo data, SQLite in a temp dir) as `npm start`
 * does, or with `script`, another built server (a copy of dist/ a test deploys into). A plain start
 * begins from a copy of a data folder seeded once per build (`seededDataDir`), the same demo company
 * a first start makes, without spending the seconds of seeding in every file.
 */
export async function startServer(
  env: Record<string, string> = {},
  script = 'scripts/start.mjs',
): Promise<RunningServer> {
  const plain = Object.keys(env).length === 0 && script === 'scripts/start.mjs';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-e2e-'));
  if (plain) fs.cpSync(await seededDataDir(), dataDir, { recursive: true });
  return launch(dataDir, env, script);
}

async function launch(dataDir: string, env: Record<string, string>, script: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The launcher `npm start` uses: the built server, rebuilt first if the sources changed.
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    // Polls a state of another process (its health), with a deadline; at LOG_LEVEL warn it says nothing.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise((r) => setTimeout(r, 250));
  }
  if (Date.now() >= deadline) throw new Error(`server did not become healthy:\n${output}`);
  return {
    url,
    dataDir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A data folder holding what a first start makes (the demo company), for this checkout's current
 * build: made by a real first start, then copied by each file. Made in a scratch folder and renamed
 * into place, so two runs racing to make it both end with a whole one.
 */
export async function seededDataDir(): Promise<string> {
  // As `npm start` would: bring the build up to date first, so the seed is the current code's.
  const stale = staleTargets({ checkSources: true });
  if (stale.length > 0) await build(stale);
  const stamp = fs.readFileSync(path.join(serverOut, '.source-hash'), 'utf8').slice(0, 16);
  const checkout = createHash('sha1').update(root).digest('hex').slice(0, 12);
  const prefix = `humidor-e2e-seeded-${checkout}-`;
  // The demo's dates are relative to the day it is made on: a folder seeded yesterday is not reused.
  const day = new Date().toISOString().slice(0, 10);
  const folder = path.join(os.tmpdir(), `${prefix}${stamp}-${day}`);
  if (fs.existsSync(folder)) return folder;
  for (const old of fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(prefix)))
    fs.rmSync(path.join(os.tmpdir(), old), { recursive: true, force: true });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-e2e-seeding-'));
  const first = await launch(scratch, {}, 'scripts/start.mjs');
  await first.stop({ keepData: true });
  try {
    fs.renameSync(scratch, folder);
  } catch {
    // Another run made it first: theirs is as good.
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return folder;
}
