import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, daysBetween } from './periods.js';
import {
  atRiskReasonsOf,
  brandSharesCents,
  brandOfLine,
  changePercent,
  dropWindows,
  intervalStart,
  netSalesCents,
  reorderIntervalOfDays,
  toCents,
} from './rules.js';

describe('net sales', () => {
  it.each([
    { invoices: [], credits: [], cents: 0 },
    { invoices: [0.1, 0.2], credits: [], cents: 30 },
    { invoices: [100.05, 19.99], credits: [20.04], cents: 10_000 },
    // A credit memo larger than the period's invoices makes the period negative.
    { invoices: [50], credits: [80.5], cents: -3_050 },
    { invoices: Array.from({ length: 1000 }, () => 0.01), credits: [], cents: 1_000 },
  ])('invoices $invoices minus credits $credits is $cents cents', ({ invoices, credits, cents }) => {
    expect(netSalesCents(invoices, credits)).toBe(cents);
  });

  it('rounds dollars to the cent where they enter', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(-19.99)).toBe(-1_999);
  });
});

describe('brand of a line', () => {
  it.each([
    ['Cielo', 'Cielo'],
    ['  Cielo ', 'Cielo'],
    ['Misc', 'Other'],
    ['', 'Other'],
    [null, 'Other'],
    [undefined, 'Other'],
  ])('%s counts as %s', (brand, expected) => {
    expect(brandOfLine(brand)).toBe(expected);
  });
});

describe('change in percent', () => {
  it.each([
    [110, 100, 10],
    [50, 100, -50],
    [1, 3, -66.7],
    [100, 0, null],
    [0, 0, 0],
    [-50, -100, 50],
  ])('%d against %d is %s', (now, before, expected) => {
    expect(changePercent(now, before)).toBe(expected);
  });
});

/** The reorder interval of these invoice dates. */
const reorderIntervalDays = (dates: readonly string[]) =>
  reorderIntervalOfDays(Float64Array.from(dates, dayNumber));

describe('reorder interval', () => {
  it('needs at least three invoices', () => {
    expect(reorderIntervalDays([])).toBeNull();
    expect(reorderIntervalDays(['2026-01-01', '2026-02-01'])).toBeNull();
  });

  it('is the median of the gaps, in any order of dates', () => {
    // Gaps 31 and 28: the median of two is their mean.
    expect(reorderIntervalDays(['2026-03-01', '2026-01-01', '2026-02-01'])).toBe(29.5);
    // Gaps 10, 40, 20: the median is 20.
    expect(reorderIntervalDays(['2026-01-01', '2026-01-11', '2026-02-20', '2026-03-12'])).toBe(20);
  });

  it('counts two invoices on one day as a gap of 0 days', () => {
    expect(reorderIntervalDays(['2026-01-01', '2026-01-01', '2026-01-31', '2026-03-02'])).toBe(30);
  });

  it('is the median of the day gaps between the dates in calendar order, across years and leap days', () => {
    const dates = fc.array(
      fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2023-01-01', n)),
      { minLength: 3, maxLength: 40 },
    );
    fc.assert(
      fc.property(dates, (list) => {
        const sorted = [...list].sort();
        const gaps = sorted.slice(1).map((date, i) => daysBetween(sorted[i]!, date));
        gaps.sort((a, b) => a - b);
        const half = Math.floor(gaps.length / 2);
        const median = gaps.length % 2 === 1 ? gaps[half] : (gaps[half - 1]! + gaps[half]!) / 2;
        expect(reorderIntervalDays(list)).toBe(median);
      }),
    );
  });

  it('looks back 24 months from today', () => {
    expect(intervalStart('2026-11-27')).toBe('2024-11-27');
    expect(intervalStart('2028-02-29')).toBe('2026-02-28');
  });
});

describe('at risk', () => {
  const base = {
    daysSinceLastInvoice: 10,
    reorderIntervalDays: 30,
    last90DaysCents: 0,
    sameDaysLastYearCents: 0,
  };

  it.each([
    { change: { daysSinceLastInvoice: 45 }, reasons: [] },
    { change: { daysSinceLastInvoice: 46 }, reasons: ['interval'] },
    { change: { daysSinceLastInvoice: 400, reorderIntervalDays: null }, reasons: [] },
    { change: { daysSinceLastInvoice: null }, reasons: [] },
    // 40 % down from $500.00 is $300.00: on the line counts.
    { change: { last90DaysCents: 30_000, sameDaysLastYearCents: 50_000 }, reasons: ['drop'] },
    { change: { last90DaysCents: 30_001, sameDaysLastYearCents: 50_000 }, reasons: [] },
    // Under $500 a year earlier, a fall does not count.
    { change: { last90DaysCents: 0, sameDaysLastYearCents: 49_999 }, reasons: [] },
    {
      change: { last90DaysCents: -100, sameDaysLastYearCents: 100_000, daysSinceLastInvoice: 90 },
      reasons: ['interval', 'drop'],
    },
  ])('$change gives $reasons', ({ change, reasons }) => {
    expect(atRiskReasonsOf({ ...base, ...change })).toEqual(reasons);
  });

  it('compares the last 90 days with the same 90 days a year earlier', () => {
    expect(dropWindows('2026-03-31')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      lastYearFrom: '2025-01-01',
      lastYearTo: '2025-03-31',
    });
  });
});

describe('a document shared out by brand', () => {
  it('gives each line to its brand and the rest of the Subtotal to Other', () => {
    const shares = brandSharesCents(120.5, [
      { amount: 60.25, itemBrand: 'Cielo' },
      { amount: 40, itemBrand: 'Cielo' },
      { amount: 30.25, itemBrand: null },
      // A discount line without an item, and a Subtotal $10 short of the lines.
    ]);
    expect(Object.fromEntries(shares)).toEqual({ Cielo: 10_025, Other: 2_025 });
    expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(12_050);
  });

  it('leaves out brands at 0 and keeps a document without lines whole under Other', () => {
    expect(Object.fromEntries(brandSharesCents(10, [{ amount: 0, itemBrand: 'Cielo' }]))).toEqual({
      Other: 1_000,
    });
    expect(brandSharesCents(0, []).size).toBe(0);
  });
});
