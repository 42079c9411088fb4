import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { trustedOriginsOf } from '../http/origin.js';

/** Seconds: a session lives 14 days and is pushed forward at most once a day while in use. */
export const sessionPolicy = { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 };

const deactivatedMessage = 'This account has been deactivated. Ask an administrator to reactivate it.';

/**
 * better-auth owns passwords and sessions; Humidor owns the user's profile columns and writes them
 * itself (see users/commands.ts). Sessions live in the database and are checked on every request,
 * so a deactivated user is out at once. A new session publishes users.changed (live last login).
 */
export function createAuth(config: AppConfig, database: Database, bus: EventBus) {
  const { db } = database;
  return betterAuth({
    appName: 'Humidor',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOriginsOf(config),
    database: { db, type: database.dialect },
    telemetry: { enabled: false },
    logger: { disabled: config.logLevel === 'silent', level: 'warn' },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 128 },
    session: {
      modelName: 'sessions',
      ...sessionPolicy,
      cookieCache: { enabled: false },
    },
    user: { modelName: 'users' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 600,
      customRules: { '/sign-in/email': { window: 60, max: 60 } },
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-humidor-client-ip'] },
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [admin({ defaultRole: 'office', adminRoles: ['admin'] })],
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const user = await db
              .selectFrom('users')
              .select(['active'])
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (!user?.active)
              throw new APIError('FORBIDDEN', { message: deactivatedMessage, code: 'DEACTIVATED' });
            return { data: session };
          },
          after: async (session) => {
            await db
              .updateTable('users')
              .set({ lastLoginAt: new Date().toISOString() })
              .where('id', '=', session.userId)
              .execute();
            // Only the admin users list shows sign-ins; nobody else needs to hear of them.
            await bus.publish({ kind: 'users.changed', id: session.userId, requires: 'users.manage' });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
