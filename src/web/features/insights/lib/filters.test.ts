import { describe, expect, it } from 'vitest';
import { customRangeProblem, queryFromSearch, searchOfQuery } from './filters';

const read = (text: string) => queryFromSearch(new URLSearchParams(text));

describe('queryFromSearch, /insights’ address read back', () => {
  it.each([
    ['nothing: this year to date, the Sales tab', '', { filters: { range: 'year' }, view: 'sales' }],
    [
      'a quarter in one state for one brand, on the at-risk tab',
      'view=at-risk&range=quarter&quarter=2026-Q2&state=fl&brand=Padr%C3%B3n',
      { filters: { range: 'quarter', quarter: '2026-Q2', state: 'FL', brand: 'Padrón' }, view: 'at-risk' },
    ],
    [
      'a custom range with its two days',
      'range=custom&from=2026-01-15&to=2026-03-31&rep=JS',
      { filters: { range: 'custom', from: '2026-01-15', to: '2026-03-31', rep: 'JS' }, view: 'sales' },
    ],
    [
      'values the page does not offer are dropped, not sent to be refused',
      'range=forever&view=secret&state=%20%20&from=2026-01-01',
      { filters: { range: 'year' }, view: 'sales' },
    ],
    [
      'a hand-typed date or quarter is dropped, the range kept',
      'range=custom&from=31/12/2026&to=2026-12-31&quarter=Q2',
      { filters: { range: 'custom', to: '2026-12-31' }, view: 'sales' },
    ],
    [
      'a date or quarter the server refuses is dropped too (issue 44)',
      'range=custom&from=2026-02-30&to=9999-12-31',
      { filters: { range: 'custom' }, view: 'sales' },
    ],
    [
      'a quarter beyond 2100 is dropped',
      'range=quarter&quarter=9999-Q4',
      { filters: { range: 'quarter' }, view: 'sales' },
    ],
  ])('%s', (_, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('gives back the same view from the address it writes (a shared link shows what its sender saw)', () => {
    const views = [
      'view=reach&range=last12&state=TX',
      'range=quarter&quarter=2025-Q4&rep=AB&brand=Other',
      'view=activity&range=custom&from=2026-02-01&to=2026-02-28',
    ];
    for (const text of views) {
      const query = read(text);
      expect(read(searchOfQuery(query).toString())).toEqual(query);
    }
  });

  it('writes only what differs from the defaults, and a range’s own fields only with that range', () => {
    expect(searchOfQuery({ filters: { range: 'year' }, view: 'sales' }).toString()).toBe('');
    expect(
      searchOfQuery({
        filters: { range: 'last12', quarter: '2026-Q1', from: '2026-01-01' },
        view: 'sales',
      }).toString(),
    ).toBe('range=last12');
  });
});

describe('customRangeProblem', () => {
  it.each([
    ['this year needs nothing more', { range: 'year' as const }, null],
    [
      'a custom range without its end',
      { range: 'custom' as const, from: '2026-01-01' },
      /first and the last day/,
    ],
    [
      'an end before the start',
      { range: 'custom' as const, from: '2026-03-01', to: '2026-02-01' },
      /before the first/,
    ],
    ['one day', { range: 'custom' as const, from: '2026-03-01', to: '2026-03-01' }, null],
  ])('%s', (_, filters, problem) => {
    const found = customRangeProblem(filters);
    if (problem === null) expect(found).toBeNull();
    else expect(found).toMatch(problem);
  });
});
