import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRefill, markedRefills, takeRefillMark } from '../db/refills.js';
import type { Runtime } from '../runtime/runtime.js';
import { defineKeeper, fillMarked, type Keeper } from '../shared/keeper.js';
import { openTestRuntime } from '../test/harness.js';
import { keepers } from './registered.js';

/**
 * The keepers of data derived from the import (decision 0264): every one written is in the list the
 * import tells, each table has one keeper, and what the migrations mark is filled at start.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function productionFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productionFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every `export const x = defineKeeper(` in the server, with the keeper it exports. */
async function keepersWritten(): Promise<{ where: string; keeper: Keeper }[]> {
  const found = [];
  for (const file of productionFiles(serverDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/export const (\w+) = defineKeeper\(/g)) {
      const module = (await import(file)) as Record<string, Keeper>;
      found.push({ where: `${path.relative(serverDir, file)} ${match[1]}`, keeper: module[match[1]!]! });
    }
  }
  return found;
}

let runtime: Runtime;
beforeAll(async () => {
  runtime = await openTestRuntime();
});
afterAll(() => runtime.close());

describe('the keepers of derived data', () => {
  it('are all in the list the import tells, once each', async () => {
    const written = await keepersWritten();
    expect(written.length).toBeGreaterThanOrEqual(4);
    const unlisted = written.filter(({ keeper }) => !keepers.includes(keeper)).map(({ where }) => where);
    expect(unlisted).toEqual([]);
    expect(new Set(keepers).size).toBe(keepers.length);
    expect(written).toHaveLength(keepers.length);
  });

  it('have a name each and own tables no other keeper owns', () => {
    const names = keepers.map((k) => k.name);
    expect(new Set(names).size).toBe(names.length);
    const tables = keepers.flatMap((k) => k.tables);
    expect(tables.length).toBeGreaterThan(0);
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('are filled at start for what the migrations marked: no mark names a keeper not in the list', async () => {
    expect(await markedRefills(runtime.database.db)).toEqual([]);
  });

  it('keep a mark whose fill failed, with what the fill wrote undone, so the next start fills again', async () => {
    const db = runtime.database.db;
    let fails = true;
    const probe = defineKeeper({
      name: 'probe',
      tables: [],
      async fill(tx) {
        await markRefill(tx, 'probe-wrote');
        if (fails) throw new Error('the disk is full');
      },
    });
    await markRefill(db, 'probe');
    await expect(fillMarked(db, [probe])).rejects.toThrow('the disk is full');
    expect(await markedRefills(db)).toEqual(['probe']);
    fails = false;
    await fillMarked(db, [probe]);
    expect(await markedRefills(db)).toEqual(['probe-wrote']);
    await takeRefillMark(db, 'probe-wrote');
  });
});
