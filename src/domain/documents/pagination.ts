/**
 * How printable documents split their lines into pages. The documents lay out each page
 * themselves (no automatic page breaks), so page counts are decided here and tested here.
 */

/** Credit memo: 11 rows per page, blank rows pad each page (spec §2, §9). */
export const CREDIT_MEMO_ROWS_PER_PAGE = 11;
/** Invoice: 8 lines per page (spec §9). */
export const INVOICE_LINES_PER_PAGE = 8;
/** Estimate: 8 item lines per page (spec §9). */
export const ESTIMATE_LINES_PER_PAGE = 8;
/** Sales order: the spec does not show its layout; it follows the invoice's 8 lines per page. */
export const SALES_ORDER_LINES_PER_PAGE = 8;
/** A shop's statement (issue 48): one short row per document, so 20 to a letter page. */
export const STATEMENT_LINES_PER_PAGE = 20;

interface DocumentPage<T> {
  /** 1-based page number. */
  number: number;
  /** 'Page N' on every page after the first; null on the first. */
  mark: string | null;
  rows: T[];
  /** True on the only page of a document without lines: it shows the empty notice ('No items'). */
  empty: boolean;
  /** Blank rows that fill the page up to its row count (0 unless padding was asked for). */
  blankRows: number;
  /** The last page carries the totals. */
  last: boolean;
}

interface PaginateOptions {
  /** Pad every page with blank rows up to `perPage` (the empty notice takes one row). */
  pad?: boolean;
}

export function pageMark(pageNumber: number): string | null {
  return pageNumber > 1 ? `Page ${pageNumber}` : null;
}

/** Splits lines into pages of `perPage`; a document without lines still has one (empty) page. */
export function paginate<T>(
  lines: readonly T[],
  perPage: number,
  options: PaginateOptions = {},
): DocumentPage<T>[] {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError('perPage must be a positive integer');
  const pageCount = Math.max(1, Math.ceil(lines.length / perPage));
  return Array.from({ length: pageCount }, (_, index) => {
    const rows = lines.slice(index * perPage, (index + 1) * perPage);
    const empty = lines.length === 0;
    const used = rows.length + (empty ? 1 : 0);
    return {
      number: index + 1,
      mark: pageMark(index + 1),
      rows,
      empty,
      blankRows: options.pad ? perPage - used : 0,
      last: index === pageCount - 1,
    };
  });
}
