import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InferResult } from 'kysely';
import type { Principal } from '../../domain/access/policy.js';
import type { Db } from '../db/database.js';
import { toPrincipal } from '../access/principal.js';
import { sessionPolicy } from './auth.js';

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

/** The session token of a signed better-auth cookie, or null when absent or not signed with our secret. */
export function sessionTokenOf(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || !cookieNames.includes(part.slice(0, separator).trim())) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
    return verifiedToken(value, secret);
  }
  return null;
}

const time = (value: string | number | Date) => new Date(value).getTime();

/**
 * Session cookie → signed-in user in one query (session joined with its user). Once a day of use
 * the session's expiry is pushed forward, as better-auth's own lookup does (`sessionPolicy`).
 */
export function createPrincipalResolver(db: Db, secret: string) {
  // Built and compiled once: per request only the token changes, and Kysely would otherwise rebuild
  // and recompile the query each time (a large part of a small request's cost). The codec plugin
  // still converts the row, as for any query.
  const lookup = db
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
  type SessionRow = InferResult<typeof lookup>[number];
  return async (cookieHeader: string | undefined): Promise<Principal | null> => {
    const token = sessionTokenOf(cookieHeader, secret);
    if (!token) return null;
    const { rows } = await db.executeQuery<SessionRow>({ ...lookup, parameters: [token] });
    const row = rows[0];
    if (!row || !row.active) return null;
    const now = Date.now();
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
    return toPrincipal(row);
  };
}
