import { describe, expect, it } from 'vitest';
import { everyoneScope, historyRowOf } from './record.js';

describe('a history row’s id', () => {
  it('sorts as the rows were written within one millisecond, and by time across them', () => {
    const at = new Date('2026-12-07T10:00:00.000Z');
    const change = (status: string, when = at) =>
      historyRowOf({
        actor: null,
        entityType: 'event',
        entityId: 'e-1',
        action: 'update',
        label: 'Trade Show',
        scope: everyoneScope,
        before: { status: 'x' },
        after: { status },
        at: when,
      })!;
    // A status set and set back in the same millisecond, then more: the history reads them newest first by id.
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map((status) => change(status));
    const newestFirst = [...rows].sort((x, y) => (x.id! < y.id! ? 1 : -1));
    expect(newestFirst.map((row) => row.historyChanges.status?.after)).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].reverse(),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const earlier = change('z', new Date('2026-12-07T09:59:59.999Z'));
    expect(earlier.id! < rows[0]!.id!).toBe(true);
  });
});
