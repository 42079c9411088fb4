import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import type { AppConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { sharedAuthOptions } from './options.js';

const deactivatedMessage = 'This account has been deactivated. Ask an administrator to reactivate it.';

/**
 * better-auth owns passwords and sessions; Humidor owns the user's profile columns and writes them
 * itself (see users/commands.ts). Sessions live in the database and are checked on every request,
 * so a deactivated user is out at once. A new session publishes users.changed (live last login).
 */
export function createAuth(config: AppConfig, database: Database, bus: EventBus) {
  const { db } = database;
  return betterAuth({
    ...sharedAuthOptions(config, database, {
      basePath: '/api/auth',
      sessionModel: 'sessions',
      minPasswordLength: 6,
    }),
    appName: 'Humidor',
    user: { modelName: 'users' },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications', fields: { value: 'verificationValue' } },
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
