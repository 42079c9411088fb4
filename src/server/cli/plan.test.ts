import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPlan, planProblem, planProblemSchema, planSchema } from '../../domain/planner/index.js';
import pkg from '../../../package.json' with { type: 'json' };

const cli = path.resolve(import.meta.dirname, 'plan.ts');
const example = path.resolve(import.meta.dirname, '../../../docs/planning-example.json');

/** The command from its source under tsx (as quickbooks-connect.test.ts runs its command); it touches no database. */
function plan(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });
}

function tempFile(name: string, content: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-plan-cli-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('npm run plan', () => {
  it('is wired as an npm script', () => {
    expect(pkg.scripts.plan).toBe('node scripts/start.mjs cli/plan');
  });

  it('prints the plan of docs/planning-example.json as JSON, keeping every rule', () => {
    const run = plan([example]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const problem = planProblemSchema.parse(JSON.parse(fs.readFileSync(example, 'utf8')));
    const printed = planSchema.parse(JSON.parse(run.stdout));
    expect(checkPlan(problem, printed)).toEqual([]);
    expect(printed.days.map((d) => d.date)).toEqual(['2026-12-07', '2026-12-08', '2026-12-09']);
    expect(printed.days[1]!.stops.find((s) => s.id === 'lakeland-humidor')!.leave).toBe('11:45');
    expect(printed.unplaced).toContainEqual(
      expect.objectContaining({
        id: 'clearwater-smokes',
        reason: 'closed on Mondays, Tuesdays and Wednesdays',
      }),
    );
  }, 60_000);

  // One command a test: each start of tsx takes seconds on a loaded machine (as in quickbooks-connect.test.ts).
  const problem = () => planProblemSchema.parse(JSON.parse(fs.readFileSync(example, 'utf8')));

  it('checks with --check that a plan written by anyone keeps the rules', () => {
    const run = plan([example, '--check', tempFile('plan.json', planProblem(problem()))]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('keeps every rule');
  }, 60_000);

  it('lists with --check what a plan breaks', () => {
    const broken = planProblem(problem());
    broken.days[1]!.stops.find((s) => s.id === 'lakeland-humidor')!.leave = '12:45';
    const run = plan([example, '--check', tempFile('plan.json', broken)]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('lakeland-humidor: the appointment on 2026-12-08 at 11:00 is not kept');
  }, 60_000);

  it('says what is wrong with a bad problem file', () => {
    const bad = JSON.parse(fs.readFileSync(example, 'utf8')) as { stops: { hours?: unknown }[] };
    bad.stops[0]!.hours = { mon: [['22:00', '16:00']] };
    const run = plan([tempFile('bad.json', bad)]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'stops.0.hours.mon.0: The opening hours of ybor-cigar-lounge on mon close (16:00) before they open (22:00)',
    );
    expect(run.stdout).toBe('');
  }, 60_000);

  it('says how to call it', () => {
    const run = plan([]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run plan -- <problem.json>');
  }, 60_000);
});
