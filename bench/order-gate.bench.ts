/**
 * The order gate's cost at submit (issue 46, part 3; decisions 0298–0300): POST /api/orders through
 * app.inject (session, the order's checks, the gate, the totals, the excise, the write in one
 * transaction) for a Florida shop holding the license Florida asks for, so the gate reads the rules,
 * the permits and the shop's licenses and lets the order go (its full path); and, interleaved in the
 * same run, the gate's own work for the same order (`decideGate`, what `gateAtSubmit` awaits before
 * anything else of the submit). The gate cannot be switched off in the server (no flag, on purpose),
 * so "without the gate" is each round's submit less the gate measured beside it. Goal: the gate adds
 * ≤ 1 ms to submitting an order.
 *
 *   npx tsx bench/order-gate.bench.ts [rounds]     (default 300; also `npm run bench -- gate`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { decideGate } from '../src/server/orders/gate.js';
import { signIn } from '../src/server/test/harness.js';
import { orderBody, seedOrderFixtures } from '../src/server/test/order-fixtures.js';
import {
  ms,
  openBenchRuntime,
  percentile,
  printWhenRunAsScript,
  table,
  timed,
  type Benchmark,
} from './lib.js';

export const gateGoalMs = 1;
/** Rounds before the timed ones: the statement cache, the JIT and the page cache warm. */
const warmup = 30;

export async function runOrderGateBench(rounds = 300) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-order-gate-bench-'));
  const runtime = await openBenchRuntime(dir);
  try {
    const { db } = runtime.database;
    await ensureDemoUsers(runtime);
    await seedOrderFixtures(db);
    const app = await buildApp(runtime);
    await app.ready();
    const cookie = await signIn(app, 'admin@humidor.test', demoPassword);
    const shop = await db
      .selectFrom('customers')
      .select(['listId', 'fullName', 'state', 'shipState'])
      .where('listId', '=', 'C-FL')
      .executeTakeFirstOrThrow();
    const subject = {
      customerListId: shop.listId,
      customerName: shop.fullName,
      state: shop.shipState ?? shop.state,
      day: new Date().toISOString().slice(0, 10),
    };
    const submit = async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        payload: orderBody({ customerListId: shop.listId }),
      });
      if (response.statusCode !== 201)
        throw new Error(`submit answered ${response.statusCode}: ${response.body}`);
    };
    const gate = async () => {
      const decision = await decideGate(db, subject);
      // The path measured is the one that reads everything and lets the order go.
      if (!decision.allowed) throw new Error('the gate holds the bench order');
    };

    const submits: number[] = [];
    const gates: number[] = [];
    const without: number[] = [];
    const gateCpu: number[] = [];
    for (let round = 0; round < warmup + rounds; round += 1) {
      const submitted = await timed(submit);
      const gated = await timed(gate);
      if (round < warmup) continue;
      submits.push(submitted.wall);
      gates.push(gated.wall);
      without.push(submitted.wall - gated.wall);
      gateCpu.push(gated.cpu);
    }
    await app.close();
    return { rounds, submits, gates, without, gateCpu };
  } finally {
    await runtime.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function report(rounds?: number): Promise<string> {
  const r = await runOrderGateBench(rounds);
  const row = (label: string, values: number[]) => [
    label,
    ms(percentile(values, 50)),
    ms(percentile(values, 95)),
    ms(Math.max(...values)),
  ];
  const added50 = percentile(r.gates, 50);
  const added95 = percentile(r.gates, 95);
  return [
    `${r.rounds} orders (1 product line) submitted through POST /api/orders (app.inject) on a fresh SQLite database for a Florida shop that holds the license Florida asks for, each followed by the gate's own decision for the same order (\`decideGate\`: the licensing rules, the company's permits and name, the shop's licenses, \`orderGate\`), after ${warmup} rounds of warm-up. Goal: the gate adds ≤ ${gateGoalMs} ms to a submit (issue 46). "Without the gate" is each submit less the gate timed beside it: the server has no switch to turn the gate off.`,
    '',
    table(
      ['', 'p50', 'p95', 'max'],
      [
        row('submit, with the gate', r.submits),
        row('the gate alone (what it adds)', r.gates),
        row('submit without the gate (submit − gate)', r.without),
        row('the gate alone, CPU time', r.gateCpu),
      ],
    ),
    '',
    `The gate adds ${ms(added50)} at p50 and ${ms(added95)} at p95: ${(added50 / gateGoalMs).toFixed(2)} and ${(added95 / gateGoalMs).toFixed(2)} of the ${gateGoalMs} ms limit, ${((100 * added50) / percentile(r.submits, 50)).toFixed(0)} % of a submit at p50.`,
    '',
    'CPU time is the process’s own, which a busy shared machine does not inflate as it does the wall time.',
    '',
    'Repeat: `npx tsx bench/order-gate.bench.ts` (or `npm run bench -- gate`).',
  ].join('\n');
}

export const orderGateBenchmark: Benchmark = {
  name: 'Order gate at submit (issue 46)',
  run: () => report(),
};

printWhenRunAsScript(import.meta.url, (rounds) => report(rounds), 300);
