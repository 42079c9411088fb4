// A vitest reporter for `npm test` (scripts/test.mjs): writes each test file's time, split into
// importing it (with what it imports) and running it (hooks included), to the JSON file named by
// HUMIDOR_FILE_TIMES, so the run can end with the slowest files of all its suites. vitest's own JSON
// report counts a file from its first test to its last, leaving out its hooks and imports.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  onTestRunEnd(testModules) {
    const target = process.env.HUMIDOR_FILE_TIMES;
    if (!target) return;
    const files = testModules.map((module) => {
      const d = module.diagnostic();
      const importMs = d.collectDuration + d.setupDuration + d.environmentSetupDuration + d.prepareDuration;
      return {
        file: path.relative(process.cwd(), module.moduleId),
        seconds: (importMs + d.duration) / 1000,
        importSeconds: importMs / 1000,
      };
    });
    fs.writeFileSync(target, JSON.stringify(files));
  }
}
