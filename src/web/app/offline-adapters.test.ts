import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from '../offline/db';
import { offlineAdapters } from './offline-adapters';

/** Every kind of write the outbox keeps (a stored row of any of them must still send after an update). */
const kinds: Record<OutboxRequest['kind'], true> = {
  note: true,
  order: true,
  comment: true,
  task: true,
  checkIn: true,
  checkOut: true,
  route: true,
};

describe('the offline adapters', () => {
  it('give each outbox write exactly one owner', () => {
    for (const kind of Object.keys(kinds) as OutboxRequest['kind'][])
      expect(
        offlineAdapters.filter((adapter) => adapter.writes?.[kind]).map((a) => a.feature),
        kind,
      ).toHaveLength(1);
  });

  it('are one per feature, found in its offline.ts and named as its folder', () => {
    const features = offlineAdapters.map((adapter) => adapter.feature).sort();
    const files = Object.keys(import.meta.glob('../features/*/offline.ts')).map((path) => path.split('/')[2]);
    expect(features).toEqual(files.sort());
    expect(features).toEqual(
      expect.arrayContaining([
        'comments',
        'customer-records',
        'customers',
        'environment',
        'notes',
        'orders',
        'tasks',
        'visits',
      ]),
    );
  });

  it('correct a refused note or order in its own form, and other writes on /outbox', () => {
    const forms = Object.fromEntries(
      offlineAdapters.flatMap((adapter) =>
        Object.entries(adapter.writes ?? {}).map(([kind, write]) => [kind, write.correctIn?.(7) ?? null]),
      ),
    );
    expect(forms).toEqual({
      note: '/notecreate?outbox=7',
      order: '/ordercreate?outbox=7',
      comment: null,
      task: null,
      checkIn: null,
      checkOut: null,
      route: null,
    });
  });

  it('give /outbox an editor for the writes without a form (decisions 0220, 0193)', () => {
    const editable = offlineAdapters.flatMap((adapter) =>
      Object.entries(adapter.writes ?? {}).flatMap(([kind, write]) => (write.Correction ? [kind] : [])),
    );
    expect(editable.sort()).toEqual(['checkIn', 'comment', 'task']);
  });
});
