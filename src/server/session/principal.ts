import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InferResult } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import { onTableWrite, type Db } from '../db/database.js';
import { toPrincipal } from '../access/principal.js';
import { sessionPolicy } from '../auth/options.js';
import { cookieValue } from '../http/cookies.js';

const cookieNames = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/** Signed cookie values already checked: a browser sends the same one on every request. */
const verifiedValues = new Map<string, string>();
const verifiedCapacity = 2_000;

/**
 * The token of a signed cookie value, or null when it is not signed with our secret. A good
 * signature stays good (the secret is fixed for the process), so each value is checked once;
 * whether its session still exists is the database's answer on every request.
 */
function verifiedToken(value: string, secret: string): string | null {
  const key = `${secret}\u0000${value}`;
  const known = verifiedValues.get(key);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  // An HMAC-SHA256 in base64 is exactly 44 characters ending in '=' (better-auth checks the same).
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (verifiedValues.size >= verifiedCapacity) verifiedValues.clear();
  verifiedValues.set(key, token);
  return token;
}

/**
 * The session token of a signed better-auth cookie, or null when absent or not signed with our
 * secret. `names`: the shop portal's sign-in has cookies of its own (decision 0324).
 */
export function sessionTokenOf(
  cookieHeader: string | undefined,
  secret: string,
  names: readonly string[] = cookieNames,
): string | null {
  const value = cookieValue(cookieHeader, names);
  return value === null ? null : verifiedToken(value, secret);
}

const time = (value: string | number | Date) => new Date(value).getTime();

/**
 * How long a session's user, once read, serves that session's next requests without a query. A
 * page load sends several requests at once; they share one lookup.
 */
export const principalCacheMs = 2_000;
const principalCacheCapacity = 5_000;

interface CachedPrincipal {
  principal: Principal;
  /** The session's own expiry (ms). */
  expiresAt: number;
  /** When the entry stops being used (ms). */
  until: number;
}

/**
 * The signed-in users read in the last two seconds, by session token, for one database. Any write
 * to users or sessions sent by this process (sign-out, deactivation, a role or state change, a new
 * session) empties it, so here a change applies on the very next request; a lookup that was
 * running while the write was sent is not kept (`generation`). Another process's writes are seen
 * within `principalCacheMs`.
 */
class PrincipalCache {
  readonly entries = new Map<string, CachedPrincipal>();
  generation = 0;
  readonly enabled: boolean;
  constructor(db: Db) {
    this.enabled = onTableWrite(db, (table) => {
      if (table !== 'users' && table !== 'sessions') return;
      this.generation += 1;
      this.entries.clear();
    });
  }
  get(token: string, now: number): Principal | undefined {
    const entry = this.entries.get(token);
    if (entry && entry.until > now && entry.expiresAt > now) return entry.principal;
    return undefined;
  }
  keep(token: string, entry: CachedPrincipal, generation: number) {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= principalCacheCapacity) this.entries.clear();
    this.entries.set(token, entry);
  }
}

const caches = new WeakMap<Db, PrincipalCache>();
const cacheOf = (db: Db) => {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new PrincipalCache(db)));
  return cache;
};

/**
 * The one query from a session token to its user (the session joined with its user), built and
 * compiled once: per request only the token changes, and Kysely would otherwise rebuild and
 * recompile the query each time (a large part of a small request's cost). The codec plugin still
 * converts the row, as for any query. Exported for the benchmark that times it alone.
 */
export function sessionLookup(db: Db) {
  const compiled = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.expiresAt',
      'users.id',
      'users.role',
      'users.email',
      'users.name',
      'users.states',
      'users.repCode',
      'users.canChangeOrderStatus',
      'users.reportUrl',
      'users.active',
    ])
    .where('sessions.token', '=', '')
    .compile();
  type SessionRow = InferResult<typeof compiled>[number];
  return async (token: string): Promise<SessionRow | undefined> =>
    (await db.executeQuery<SessionRow>({ ...compiled, parameters: [token] })).rows[0];
}

/**
 * Session cookie → signed-in user in one query (session joined with its user), or none while the
 * same session asked within `principalCacheMs`. Once a day of use the session's expiry is pushed
 * forward, as better-auth's own lookup does (`sessionPolicy`).
 */
export function createPrincipalResolver(db: Db, secret: string) {
  const lookup = sessionLookup(db);
  const cache = cacheOf(db);
  return async (cookieHeader: string | undefined): Promise<Principal | null> => {
    const token = sessionTokenOf(cookieHeader, secret);
    if (!token) return null;
    const now = Date.now();
    const cached = cache.get(token, now);
    if (cached) return cached;
    const generation = cache.generation;
    const row = await lookup(token);
    if (!row || !row.active) return null;
    const expiresAt = time(row.expiresAt);
    if (expiresAt <= now) return null;
    const refreshDue = expiresAt - sessionPolicy.expiresIn * 1000 + sessionPolicy.updateAge * 1000 <= now;
    if (refreshDue) {
      await db
        .updateTable('sessions')
        .set({
          expiresAt: new Date(now + sessionPolicy.expiresIn * 1000).toISOString(),
          updatedAt: new Date(now).toISOString(),
        })
        .where('token', '=', token)
        .execute();
    }
    const principal = toPrincipal(row);
    if (!refreshDue) cache.keep(token, { principal, expiresAt, until: now + principalCacheMs }, generation);
    return principal;
  };
}
