import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { authenticate } from '../quickbooks/desktop/runs.js';
import pkg from '../../../package.json' with { type: 'json' };
import { openRuntime } from '../runtime/runtime.js';

const cli = path.resolve(import.meta.dirname, 'quickbooks-connect.ts');

/** The command writes to its own SQLite file here, whatever database the suite runs on. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

/** The command from its source under tsx, started by node itself: going through npx first cost more than the command. */
function connect(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
    encoding: 'utf8',
    env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, PUBLIC_URL: 'https://crm.example.test' },
  });
}

describe('npm run quickbooks:connect', () => {
  it('still runs under its old name, qbwc:connect', () => {
    expect(pkg.scripts['qbwc:connect']).toBe(pkg.scripts['quickbooks:connect']);
  });

  it('creates a connection, writes its .qwc, and replaces the password keeping the file ids', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-quickbooks-cli-'));
    const out = path.join(dataDir, 'office.qwc');
    expect(connect(dataDir, ['--name', 'Office PC', '--password', 'first-pass-1', '--out', out]).status).toBe(
      0,
    );
    const first = fs.readFileSync(out, 'utf8');
    expect(first).toContain('<AppURL>https://crm.example.test/qbwc</AppURL>');
    expect(first).not.toContain('first-pass-1');
    expect(
      connect(dataDir, ['--name', 'Office PC', '--password', 'second-pass-2', '--out', out]).status,
    ).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toBe(first);

    const refused = connect(dataDir, ['--name', 'Office PC', '--password', 'short', '--out', out]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The password needs at least 8 characters');

    const runtime = await openRuntime(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      const deps = { db: runtime.database.db, bus: runtime.bus };
      expect((await authenticate(deps, 'Office PC', 'first-pass-1'))[1]).toBe('nvu');
      expect((await authenticate(deps, 'Office PC', 'second-pass-2'))[1]).toBe('');
    } finally {
      await runtime.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
