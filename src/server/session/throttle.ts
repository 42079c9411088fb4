import type { Db } from '../db/database.js';

/**
 * Failed sign-ins are counted per account-and-address, per account and per address. The pair locks
 * soonest, so someone guessing from elsewhere locks a real user out only briefly and only after
 * many tries, while one address guessing many accounts is stopped too.
 */
const limits = [
  { kind: 'pair', max: 5, lockMinutes: 15 },
  { kind: 'account', max: 20, lockMinutes: 5 },
  { kind: 'ip', max: 50, lockMinutes: 15 },
] as const;
const windowMinutes = 15;

function keysOf(email: string, ip: string) {
  const account = email.trim().toLowerCase();
  return {
    pair: `pair:${account}|${ip}`,
    account: `account:${account}`,
    ip: `ip:${ip}`,
  };
}

/** Minutes until the caller may try again, or 0 when not locked. */
export async function lockedMinutes(db: Db, email: string, ip: string, now = new Date()): Promise<number> {
  const keys = Object.values(keysOf(email, ip));
  const rows = await db.selectFrom('signInFailures').selectAll().where('key', 'in', keys).execute();
  const until = rows
    .map((r) => (r.lockedUntil ? Date.parse(r.lockedUntil) : 0))
    .reduce((a, b) => Math.max(a, b), 0);
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 60_000) : 0;
}

export async function recordFailure(db: Db, email: string, ip: string, now = new Date()): Promise<void> {
  const keys = keysOf(email, ip);
  await db.transaction().execute(async (tx) => {
    for (const limit of limits) {
      const key = keys[limit.kind];
      const row = await tx.selectFrom('signInFailures').selectAll().where('key', '=', key).executeTakeFirst();
      const windowStart = now.getTime() - windowMinutes * 60_000;
      const fresh = !row || Date.parse(row.firstFailureAt) < windowStart;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil =
        failures >= limit.max ? new Date(now.getTime() + limit.lockMinutes * 60_000).toISOString() : null;
      const values = {
        failures,
        firstFailureAt: fresh ? now.toISOString() : row.firstFailureAt,
        lockedUntil,
      };
      if (row) await tx.updateTable('signInFailures').set(values).where('key', '=', key).execute();
      else
        await tx
          .insertInto('signInFailures')
          .values({ key, ...values })
          .execute();
    }
  });
}

export async function clearFailures(db: Db, email: string, ip: string): Promise<void> {
  const keys = keysOf(email, ip);
  await db.deleteFrom('signInFailures').where('key', 'in', [keys.pair, keys.account]).execute();
}
