import { describe, expect, it } from 'vitest';
import type { OutboxRequest } from '../offline/db';
import { offlineAdapters } from './offline-adapters';

/** Every kind of write the outbox keeps (a stored row of any of them must still send after an update). */
const kinds: Record<OutboxRequest['kind'], true> = { note: true, order: true, comment: true, task: true };

describe('the offline adapters', () => {
  it('give each outbox write exactly one owner', () => {
    for (const kind of Object.keys(kinds) as OutboxRequest['kind'][])
      expect(
        offlineAdapters.filter((adapter) => adapter.writes?.[kind]).map((a) => a.feature),
        kind,
      ).toHaveLength(1);
  });

  it('are one per feature, named as its folder', () => {
    const features = offlineAdapters.map((adapter) => adapter.feature);
    expect(new Set(features).size).toBe(features.length);
    const modules = import.meta.glob('../features/*/offline.ts');
    expect(
      Object.keys(modules)
        .map((path) => path.split('/')[2])
        .sort(),
    ).toEqual([...features].sort());
  });

  it('correct a refused note or order in its own form, and other writes on /sync', () => {
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
    });
  });
});
