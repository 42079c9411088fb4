import { describe, expect, it } from 'vitest';
import { historyApi } from './history';

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://humidor.test').searchParams);

describe('historyApi.auditCsvHref, the Export CSV link', () => {
  it.each([
    ['no filter: the whole log', {}, {}],
    [
      'the filters shown, without the page’s cursor and size',
      { userId: 'u-ana', entityType: 'note', from: '2026-11-01', to: '2026-11-27', cursor: 'c-9', limit: 50 },
      { userId: 'u-ana', entityType: 'note', from: '2026-11-01', to: '2026-11-27' },
    ],
    ['one date only', { from: '2026-11-01', limit: 50 }, { from: '2026-11-01' }],
  ] as const)('%s', (_, filters, query) => {
    const href = historyApi.auditCsvHref(filters);
    expect(href.split('?')[0]).toBe('/api/admin/audit.csv');
    expect(queryOf(href)).toEqual(query);
  });
});
