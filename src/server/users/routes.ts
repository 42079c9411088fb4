import type { FastifyInstance } from 'fastify';
import { usersContract } from '../../domain/users/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { conflict } from '../http/errors.js';
import { emailPreferencesOf, saveEmailPreferences } from './email-preferences.js';
import type { ResourceDeps } from '../resource/resource.js';

export function registerUserRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  const available = Boolean(deps.config.mail);
  registerRoutes(app, usersContract, {
    emailPreferences: async ({ request }) => ({
      available,
      preferences: await emailPreferencesOf(db, principalOf(request).id),
    }),
    saveEmailPreferences: async ({ body, request }) => {
      if (!available) throw conflict('This server does not send email: SMTP_URL is not set.');
      const userId = principalOf(request).id;
      await saveEmailPreferences(db, userId, body);
      return { available, preferences: await emailPreferencesOf(db, userId) };
    },
  });
}
