/**
 * Domain benchmark: re-totalling a 400-product order after one quantity change (the order form's
 * hot path on a phone). Budget: p95 ≤ 2 ms. Run with `npm run bench orders`.
 */
import { performance } from 'node:perf_hooks';
import { computeOrder, type OrderComputationInput } from '../src/domain/orders/compute.js';
import { item, rules } from '../src/domain/test/order-fixtures.js';
import { ms, percentile, table, type Benchmark } from './lib.js';

export interface OrdersTotalsBenchResult {
  name: string;
  products: number;
  iterations: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  budgetMs: number;
  withinBudget: boolean;
}

const prefixes = ['p-ADF', 'ps-ADF', 'p-CO', 'p-RC', 'p-AC3', 'pt-', 'p-'];

function fourHundredProducts(): OrderComputationInput['entries'] {
  const entries = Array.from({ length: 396 }, (_, i) => ({
    item: item(`${prefixes[i % prefixes.length]}${1000 + i}`, 40 + (i % 90) * 3.35, 90 + (i % 50) * 4.1),
    qty: i % 3 === 0 ? 0 : (i % 12) + 1,
  }));
  return [
    ...entries,
    { item: item('p-ADF109', 310.5, 620), qty: 30 },
    { item: item('p-CO4004', 280.25, 560), qty: 12 },
    { item: item('p-YOS25', 450, 900), qty: 4 },
    { item: item('p-EHT10', 520, 1040), qty: 2 },
  ];
}

export function runOrdersTotalsBench(iterations = 2000): OrdersTotalsBenchResult {
  let entries = fourHundredProducts();
  const input = (changed: typeof entries): OrderComputationInput => ({
    entries: changed,
    priceLevel: { name: '10%', percentOff: 10 },
    orderType: 'TAA2025',
    isTaaMember: true,
    customerYearSales: 12_000,
  });
  for (let i = 0; i < 200; i += 1) computeOrder(input(entries), rules);
  const timings: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const index = i % entries.length;
    const start = performance.now();
    entries = entries.map((entry, j) => (j === index ? { ...entry, qty: (entry.qty + 1) % 25 } : entry));
    computeOrder(input(entries), rules);
    timings.push(performance.now() - start);
  }
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const p95Ms = round(percentile(timings, 95));
  return {
    name: 'orders: re-total a 400-product order after one quantity change',
    products: entries.length,
    iterations,
    p50Ms: round(percentile(timings, 50)),
    p95Ms,
    maxMs: round(Math.max(...timings)),
    budgetMs: 2,
    withinBudget: p95Ms <= 2,
  };
}

export const ordersTotalsBenchmark: Benchmark = {
  name: 'Orders: re-totalling an order (domain)',
  async run() {
    const r = runOrdersTotalsBench();
    return [
      `Re-totalling a ${r.products}-product order (prices, caps, totals, benefits) after one quantity change, ${r.iterations} times. Budget: p95 ≤ ${ms(r.budgetMs)}.`,
      '',
      table(
        ['p50', 'p95', 'max', 'within budget'],
        [[ms(r.p50Ms), ms(r.p95Ms), ms(r.maxMs), r.withinBudget ? 'yes' : 'no']],
      ),
    ].join('\n');
  },
};
