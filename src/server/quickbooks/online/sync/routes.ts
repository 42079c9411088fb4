import type { FastifyInstance } from 'fastify';
import { onlineSyncContract } from '../../../../domain/quickbooks/online-sync-contract.js';
import { registerRoutes } from '../../../http/contract.js';
import { AppError } from '../../../http/errors.js';
import type { ResourceDeps } from '../../../resource/resource.js';
import { requestOnlineSync } from './jobs.js';
import { companySyncs } from './status.js';
import { acceptWebhook, isSignedByIntuit } from './webhook.js';

/** Intuit's notifications are small; anything larger is not one. */
const webhookBodyLimit = 1024 * 1024;

/**
 * Intuit's webhooks (their own scope, where a JSON body stays the raw bytes its signature is
 * computed over), "Sync now" and the sync's state for the admin page.
 */
export function registerQuickbooksOnlineSyncRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db } = deps;
  void app.register(async (scope) => {
    // JSON, and any other type Intuit may label its events with (CloudEvents' own), as raw bytes.
    for (const type of ['application/json', '*'])
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
        (_request, body, done) => done(null, body),
      );
    registerRoutes(
      scope,
      { webhook: onlineSyncContract.webhook },
      {
        webhook: async ({ request }) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['intuit-signature'];
          const verifier = deps.config.quickbooksOnlineSync.webhookVerifier;
          if (!isSignedByIntuit(raw, typeof signature === 'string' ? signature : undefined, verifier))
            throw new AppError(401, 'UNAUTHENTICATED', 'This notification is not signed by Intuit.');
          const connected = async () => (await deps.onlineCompanies?.connected()) ?? [];
          return { companies: await acceptWebhook({ db, connected, log: request.log }, raw, new Date()) };
        },
      },
    );
  });
  registerRoutes(
    app,
    { status: onlineSyncContract.status, syncNow: onlineSyncContract.syncNow },
    {
      status: async () => ({ companies: await companySyncs(db, new Date()) }),
      syncNow: async () => {
        const requested = (await deps.onlineCompanies?.connected()) ?? [];
        const now = new Date();
        for (const realmId of requested)
          await requestOnlineSync(db, realmId, `now:${now.toISOString()}`, now);
        return { requested };
      },
    },
  );
}
