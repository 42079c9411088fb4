import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsOwnWorker, unitOwnWorker } from './own-worker';

/** The unit project's test files (vitest.config.ts), as paths from the repository's root. */
function unitTestFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name)) found.push(file);
    }
  };
  ['src/domain', 'src/web', 'scripts'].forEach(walk);
  return found;
}

describe('the unit files that need a worker of their own (decision 0363)', () => {
  it('lists every file that fakes IndexedDB or mocks a module, and only files that exist', () => {
    const files = unitTestFiles();
    const needing = files.filter(
      (file) =>
        file !== 'src/web/test/own-worker.test.ts' && needsOwnWorker.test(fs.readFileSync(file, 'utf8')),
    );
    expect(needing.filter((file) => !unitOwnWorker.includes(file))).toEqual([]);
    expect(unitOwnWorker.filter((file) => !files.includes(file))).toEqual([]);
  });
});
