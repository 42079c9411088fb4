import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyCaps,
  cieloAllowance,
  cieloWarning,
  ehtefalAlert,
  ehtefalCap,
  yearOfTheSnakeAlert,
  yearOfTheSnakeCap,
} from './caps.js';
import { line, rules } from '../test/order-fixtures.js';

const noSales = { customerYearSales: 0 };
const qtyOf = (lines: { name: string; qty: number }[], name: string) =>
  lines.find((l) => l.name === name)?.qty;

describe('Year of the Snake cap: floor(amount excluding it / 1000)', () => {
  it.each([
    [999.99, 0],
    [1000, 1],
    [1999.99, 1],
    [2000, 2],
  ])('with %s of other products allows %s', (other, cap) => {
    expect(yearOfTheSnakeCap([line('p-ADF100', 1, other), line('p-YOS25', 5, 400)], rules)).toBe(cap);
  });

  it('lowers the quantity and says so; leaves it when within the cap', () => {
    const lowered = applyCaps([line('p-ADF100', 1, 2000), line('p-YOS25', 5, 400)], rules, noSales);
    expect(qtyOf(lowered.lines, 'p-YOS25')).toBe(2);
    expect(lowered.alerts).toEqual([{ kind: 'yearOfTheSnake', message: yearOfTheSnakeAlert(2, rules) }]);
    expect(lowered.alerts[0]?.message).toBe(
      'Year of the Snake quantity was lowered to 2: one box is allowed per $1,000 of the other products in the order.',
    );
    const kept = applyCaps([line('p-ADF100', 1, 2000), line('p-YOS25', 2, 400)], rules, noSales);
    expect(qtyOf(kept.lines, 'p-YOS25')).toBe(2);
    expect(kept.alerts).toEqual([]);
  });
});

describe('Ehtefal cap: floor((ADF109 + CO4004) / 15) + floor(Robusto Collection / 30)', () => {
  it.each([
    [14, 0, 0, 0],
    [15, 0, 0, 1],
    [10, 5, 0, 1],
    [0, 0, 29, 0],
    [0, 0, 30, 1],
    [29, 1, 60, 4],
  ])('ADF109 %s + CO4004 %s, Robusto %s allow %s', (adf, co, rc, cap) => {
    const lines = [line('p-ADF109', adf, 10), line('p-CO4004', co, 10), line('p-RC50', rc, 10)];
    expect(ehtefalCap(lines, rules)).toBe(cap);
  });

  it('lowers the quantity with the alert spelling Ehtefal', () => {
    const result = applyCaps([line('p-ADF109', 15, 100), line('p-EHT10', 3, 50)], rules, noSales);
    expect(qtyOf(result.lines, 'p-EHT10')).toBe(1);
    expect(result.alerts).toEqual([{ kind: 'ehtefal', message: ehtefalAlert(1, rules) }]);
    expect(result.alerts[0]?.message).toMatch(/^Ehtefal quantity was lowered to 1/);
  });
});

describe('Cielo cap', () => {
  it.each([
    ['exactly at the allowance', 1000, 2, 0, 2, null],
    ['one above the allowance: all set to 0', 1000, 3, 0, 0, cieloWarning(3, 2)],
    ['under 500 allows none', 499.99, 1, 0, 0, cieloWarning(1, 0)],
    ['sales plus amount exactly 30,000 is still limited', 1000, 3, 29_000, 0, cieloWarning(3, 2)],
    ['sales plus amount above 30,000 is unlimited', 1000, 50, 29_000.01, 50, null],
  ])('%s', (_label, other, cielo, sales, expectedQty, warning) => {
    const result = applyCaps(
      [line('p-ADF100', 1, other), line('p-AC3001', cielo, 40), line('p-AC3002', 0, 40)],
      rules,
      { customerYearSales: sales },
    );
    expect(qtyOf(result.lines, 'p-AC3001')).toBe(expectedQty);
    expect(result.alerts.map((a) => a.message)).toEqual(warning ? [warning] : []);
  });

  it('counts all Cielo lines together and zeroes every one', () => {
    const result = applyCaps(
      [line('p-X', 1, 1000), line('p-AC3001', 2, 10), line('p-AC3002', 1, 10)],
      rules,
      noSales,
    );
    expect(result.lines.filter((l) => l.name.startsWith('p-AC3')).map((l) => l.qty)).toEqual([0, 0]);
    expect(result.alerts[0]?.message).toBe('Warning: Total Cielo items (3) exceeds allowed limit of 2 boxes');
  });

  it('reports no limit on the unlimited branch', () => {
    expect(cieloAllowance([line('p-X', 1, 1000)], rules, { customerYearSales: 30_000 })).toBeNull();
  });
});

describe('caps together', () => {
  it('re-checks Year of the Snake after Cielo is zeroed', () => {
    const result = applyCaps(
      [line('p-X', 1, 1000), line('p-AC3001', 5, 200), line('p-YOS25', 2, 100)],
      rules,
      noSales,
    );
    expect(qtyOf(result.lines, 'p-AC3001')).toBe(0);
    expect(qtyOf(result.lines, 'p-YOS25')).toBe(1);
    expect(result.alerts.map((a) => a.kind).sort()).toEqual(['cielo', 'yearOfTheSnake']);
  });

  it('never raises a quantity and is stable when applied again (property)', () => {
    const lineArb = fc.record({
      name: fc.constantFrom(
        'p-ADF109',
        'p-CO4004',
        'p-RC1',
        'p-YOS25',
        'p-EHT10',
        'p-AC3001',
        'p-AC3002',
        'p-Z',
      ),
      qty: fc.integer({ min: 0, max: 200 }),
      price: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.integer({ min: 0, max: 60_000 }),
        (arbs, sales) => {
          const input = arbs.map((a) => line(a.name, a.qty, a.price / 100));
          const once = applyCaps(input, rules, { customerYearSales: sales });
          once.lines.forEach((l, i) => expect(l.qty).toBeLessThanOrEqual(input[i]!.qty));
          once.lines.forEach((l) => expect(l.qty).toBeGreaterThanOrEqual(0));
          const twice = applyCaps(once.lines, rules, { customerYearSales: sales });
          expect(twice.lines).toEqual(once.lines);
          expect(twice.alerts).toEqual([]);
        },
      ),
    );
  });
});
