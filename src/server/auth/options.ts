import type { BetterAuthOptions } from 'better-auth';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { trustedOriginsOf } from '../http/origin.js';

/** Seconds: a session lives 14 days and is pushed forward at most once a day while in use. */
export const sessionPolicy = { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 };

/** A route's rate limit: at most `max` requests a `window` of seconds. */
type RateRule = { window: number; max: number };

/**
 * What the staff's better-auth (auth.ts) and the shop portal's (shop-auth.ts, decision 0324)
 * share: the server's address and secret, the database, sessions checked on every request,
 * passwords only for accounts Humidor made (no sign-up), rate limits kept in the database, and the
 * cookies' attributes. Each names its own path, tables, plugins and hooks.
 */
export function sharedAuthOptions(
  config: AppConfig,
  database: Database,
  own: {
    basePath: string;
    sessionModel: string;
    minPasswordLength: number;
    /** Limits of its own sign-in routes, beside the password sign-in's. */
    rateRules?: Record<string, RateRule>;
    /** Its own cookies' prefix; better-auth's by default. */
    cookiePrefix?: string;
  },
) {
  return {
    baseURL: config.publicUrl,
    basePath: own.basePath,
    secret: config.authSecret,
    trustedOrigins: trustedOriginsOf(config),
    database: { db: database.db, type: database.dialect },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: own.minPasswordLength,
      maxPasswordLength: 128,
    },
    session: { modelName: own.sessionModel, ...sessionPolicy, cookieCache: { enabled: false } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 600,
      customRules: { '/sign-in/email': { window: 60, max: 60 }, ...own.rateRules },
    },
    advanced: {
      ...(own.cookiePrefix === undefined ? {} : { cookiePrefix: own.cookiePrefix }),
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-humidor-client-ip'] },
      database: { generateId: () => crypto.randomUUID() },
    },
  } satisfies BetterAuthOptions;
}
