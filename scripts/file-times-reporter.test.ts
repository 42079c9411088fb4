import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import FileTimesReporter from './file-times-reporter.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-file-times-'));
afterEach(() => {
  delete process.env.HUMIDOR_FILE_TIMES;
});

const moduleOf = (file: string, ms: { collect: number; setup: number; tests: number }) => ({
  moduleId: path.join(process.cwd(), file),
  diagnostic: () => ({
    collectDuration: ms.collect,
    setupDuration: ms.setup,
    environmentSetupDuration: 0,
    prepareDuration: 0,
    duration: ms.tests,
  }),
});

it("writes each file's time, importing and running, where npm test reads it", () => {
  const target = path.join(folder, 'times.json');
  process.env.HUMIDOR_FILE_TIMES = target;
  new FileTimesReporter().onTestRunEnd([
    moduleOf('src/server/a.test.ts', { collect: 1500, setup: 500, tests: 3000 }),
  ]);
  expect(JSON.parse(fs.readFileSync(target, 'utf8'))).toEqual([
    { file: 'src/server/a.test.ts', seconds: 5, importSeconds: 2 },
  ]);
});

it('writes nothing when no file is named (a plain vitest run)', () => {
  const before = fs.readdirSync(folder);
  new FileTimesReporter().onTestRunEnd([moduleOf('a.test.ts', { collect: 1, setup: 1, tests: 1 })]);
  expect(fs.readdirSync(folder)).toEqual(before);
});
