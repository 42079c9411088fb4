import { describe, expect, it } from 'vitest';
import {
  CREDIT_MEMO_ROWS_PER_PAGE,
  ESTIMATE_LINES_PER_PAGE,
  INVOICE_LINES_PER_PAGE,
  SALES_ORDER_LINES_PER_PAGE,
  pageMark,
  paginate,
} from './pagination.js';

const lines = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('paginate (8 lines per page: invoice, estimate, sales order)', () => {
  it.each([
    [0, [0]],
    [1, [1]],
    [8, [8]],
    [9, [8, 1]],
    [11, [8, 3]],
    [12, [8, 4]],
    [23, [8, 8, 7]],
  ])('%i lines → rows per page %j', (count, expected) => {
    for (const perPage of [INVOICE_LINES_PER_PAGE, ESTIMATE_LINES_PER_PAGE, SALES_ORDER_LINES_PER_PAGE]) {
      const pages = paginate(lines(count), perPage);
      expect(pages.map((p) => p.rows.length)).toEqual(expected);
      expect(pages.every((p) => p.blankRows === 0)).toBe(true);
    }
  });

  it('keeps the lines in order across pages', () => {
    const pages = paginate(lines(9), INVOICE_LINES_PER_PAGE);
    expect(pages.flatMap((p) => p.rows)).toEqual(lines(9));
    expect(pages[1]?.rows).toEqual([9]);
  });
});

describe('paginate (credit memo: 11 rows, padded)', () => {
  it.each([
    // lines, rows per page, blank rows per page, empty notice
    [0, [0], [10], true],
    [1, [1], [10], false],
    [8, [8], [3], false],
    [9, [9], [2], false],
    [11, [11], [0], false],
    [12, [11, 1], [0, 10], false],
    [23, [11, 11, 1], [0, 0, 10], false],
  ])('%i lines → rows %j, blank rows %j', (count, rows, blanks, empty) => {
    const pages = paginate(lines(count), CREDIT_MEMO_ROWS_PER_PAGE, { pad: true });
    expect(pages.map((p) => p.rows.length)).toEqual(rows);
    expect(pages.map((p) => p.blankRows)).toEqual(blanks);
    expect(pages.every((p) => p.empty === empty)).toBe(true);
    // every page shows exactly 11 rows: lines, the empty notice and blank padding
    expect(pages.every((p) => p.rows.length + p.blankRows + (p.empty ? 1 : 0) === 11)).toBe(true);
  });

  it('marks later pages and flags the last page only', () => {
    const pages = paginate(lines(23), CREDIT_MEMO_ROWS_PER_PAGE, { pad: true });
    expect(pages.map((p) => p.mark)).toEqual([null, 'Page 2', 'Page 3']);
    expect(pages.map((p) => p.last)).toEqual([false, false, true]);
  });
});

describe('pageMark', () => {
  it.each([
    [1, null],
    [2, 'Page 2'],
    [10, 'Page 10'],
  ])('page %i → %j', (n, mark) => expect(pageMark(n)).toBe(mark));
});

it('refuses a page size below one', () => {
  expect(() => paginate([1], 0)).toThrow(RangeError);
});
