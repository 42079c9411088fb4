// npm run plan -- problem.json [--check plan.json]
// Plans one problem read from a JSON file and prints the plan as JSON (docs/planning.md): anyone
// can write a problem and check the planner's answer. With --check, checks a plan written by
// anyone (another planner's, say) against the problem instead, and lists what it breaks.
import fs from 'node:fs';
import { checkPlan, parsePlanProblem, planProblem, planSchema } from '../../domain/planner/index.js';

const usage = 'Usage: npm run plan -- <problem.json> [--check <plan.json>]';

function readJson(file: string): unknown {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}.`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function main(): void {
  const [problemFile, flag, planFile, ...extra] = process.argv.slice(2);
  if (!problemFile || (flag !== undefined && (flag !== '--check' || !planFile)) || extra.length > 0)
    throw new Error(usage);
  const parsed = parsePlanProblem(readJson(problemFile));
  if (!parsed.ok) throw new Error(`${problemFile} is not a planning problem:\n${parsed.message}`);
  if (flag === '--check') {
    const plan = planSchema.safeParse(readJson(planFile!));
    if (!plan.success)
      throw new Error(
        `${planFile} is not a plan:\n${plan.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n')}`,
      );
    const violations = checkPlan(parsed.problem, plan.data);
    if (violations.length > 0) throw new Error(`${planFile} breaks the rules:\n${violations.join('\n')}`);
    console.log(`${planFile} keeps every rule of ${problemFile}.`);
    return;
  }
  console.log(JSON.stringify(planProblem(parsed.problem), null, 2));
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
