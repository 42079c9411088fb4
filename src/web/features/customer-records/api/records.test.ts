import { describe, expect, it } from 'vitest';
import { joinTransactionPages, type Transactions } from './records';

const row = (id: string) => ({ id }) as never;
const page = (patch: Partial<Transactions>): Transactions => ({
  type: 'invoices',
  nextCursor: null,
  ...patch,
});

describe('joinTransactionPages, the rows loaded so far as one list', () => {
  it('nothing before the first page', () => {
    expect(joinTransactionPages([])).toBeUndefined();
  });

  it.each([
    [
      'one page stands as it came',
      [page({ invoices: [row('i-1')], nextCursor: 'c-2' })],
      page({ invoices: [row('i-1')], nextCursor: 'c-2' }),
    ],
    [
      'pages join in order, with the last page’s cursor',
      [
        page({ invoices: [row('i-1'), row('i-2')], nextCursor: 'c-2' }),
        page({ invoices: [row('i-3')], nextCursor: null }),
      ],
      page({ invoices: [row('i-1'), row('i-2'), row('i-3')], nextCursor: null }),
    ],
    [
      'another type keeps its own rows, and the absent lists stay absent',
      [
        page({ type: 'creditmemos', creditMemos: [row('m-1')], nextCursor: 'c-2' }),
        page({ type: 'creditmemos', creditMemos: [row('m-2')], nextCursor: 'c-3' }),
      ],
      page({ type: 'creditmemos', creditMemos: [row('m-1'), row('m-2')], nextCursor: 'c-3' }),
    ],
  ])('%s', (_, pages, joined) => {
    expect(joinTransactionPages(pages)).toEqual({
      invoices: undefined,
      salesOrders: undefined,
      creditMemos: undefined,
      appOrders: undefined,
      ...joined,
    });
  });
});
