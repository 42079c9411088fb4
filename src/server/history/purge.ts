import { purgeBefore } from '../../domain/history/diff.js';
import type { Db } from '../db/database.js';
import { forgetOldClientWrites } from '../shared/idempotency.js';
import type { Storage } from '../storage/storage.js';

/**
 * Removes what has waited in the Trash longer than 30 days, with the files of its attachments.
 * Rows go first, one at a time, so a file is deleted only once nothing can restore it; a second
 * process purging at the same time finds the row gone and skips it.
 */
export async function purgeTrash(deps: { db: Db; storage: Storage }, now = new Date()): Promise<number> {
  const expired = await deps.db
    .selectFrom('trash')
    .select(['id', 'trashFiles'])
    .where('deletedAt', '<', purgeBefore(now).toISOString())
    .execute();
  let purged = 0;
  for (const row of expired) {
    const deleted = await deps.db.deleteFrom('trash').where('id', '=', row.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    purged += 1;
    await Promise.all(row.trashFiles.map((key) => deps.storage.delete(key).catch(() => undefined)));
  }
  return purged;
}

/** Purges the Trash and forgets old client IDs once a day while the server runs; stopped on shutdown. */
export function startDailyPurge(deps: { db: Db; storage: Storage }, onError: (error: unknown) => void) {
  const run = () =>
    void purgeTrash(deps)
      .then(() => forgetOldClientWrites(deps.db, new Date()))
      .catch(onError);
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, 24 * 60 * 60 * 1000);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
