import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineDbName, OfflineDb } from './db';
import { onUpgradedElsewhere } from './upgraded-elsewhere';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** A tab running this code, its offline store open, and what it hears of upgrades elsewhere. */
async function openTab() {
  const userId = `u-${crypto.randomUUID()}`;
  const heard = vi.fn();
  stops.push(onUpgradedElsewhere(heard));
  const db = new OfflineDb(userId);
  await db.open();
  stops.push(() => db.close());
  return { userId, db, heard };
}

describe('the offline store upgraded by another tab', () => {
  it('closes this tab’s connection, lets the upgrade go on, and says so once', async () => {
    const { userId, db, heard } = await openTab();
    // Another tab, running a later Humidor, opens the same store at the next version.
    const newer = new Dexie(offlineDbName(userId));
    newer.version(3).stores({
      outbox: '++seq, &id, status',
      bundles: 'id, updatedAt',
      contents: 'id',
      meta: 'key',
      later: 'id',
    });
    await newer.open();
    stops.push(() => newer.close());
    expect(newer.verno).toBe(3);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(db.isOpen()).toBe(false);
  });

  it('is not said when the store is deleted (a sign-out in another tab)', async () => {
    const { userId, db, heard } = await openTab();
    await Dexie.delete(offlineDbName(userId));
    expect(db.isOpen()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
  });
});
