import type { FastifyInstance } from 'fastify';
import { basemapFilePath, mapContract, mapCustomersSchema } from '../../domain/map/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { companyToday } from '../insights/figures.js';
import type { ResourceDeps } from '../resource/resource.js';
import { getSetting, putSetting } from '../settings/queries.js';
import { mapAnswers } from './answers.js';
import { followTileSource, sendBasemap, storeBasemap } from './basemap.js';
import { movePin } from './commands.js';
import { buyingFactsCache } from './facts.js';
import { mapCustomers, repDay } from './queries.js';

export function registerMapRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, storage } = deps;
  const facts = buyingFactsCache(db, deps.bus);
  const answers = mapAnswers(deps.bus);
  followTileSource(deps, app);
  app.addHook('onClose', async () => {
    facts.close();
    answers.close();
  });

  // The basemap upload is the file itself: its stream goes to storage unread, in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
    registerRoutes(scope, mapContract, {
      async customers({ request, reply, query }) {
        const user = principalOf(request);
        const { today, timeZone } = await companyToday(db);
        if (query.rep === undefined || query.date === undefined) {
          // Validated against the contract once, when built; sent as kept (a string is not serialized again).
          const json = await answers.get(user, today, async () =>
            JSON.stringify(
              mapCustomersSchema.parse(await mapCustomers(db, user, today, await facts.get(today))),
            ),
          );
          return reply.type('application/json; charset=utf-8').send(json);
        }
        const answer = await mapCustomers(db, user, today, await facts.get(today));
        return { ...answer, day: await repDay(db, user, query.rep, query.date, timeZone) };
      },

      async pin({ request, params, body }) {
        const { pin, scopeStates } = await movePin(db, principalOf(request), params.id, body);
        // Kept answers on this instance go before the answer; other instances' when the change
        // reaches them, and open maps of the customer's states fetch theirs again.
        answers.forget();
        await deps.bus.publish({ kind: 'customer.place', id: pin.customerId, scopeStates });
        return pin;
      },

      async basemap() {
        const tiles = await getSetting(db, 'mapTiles');
        if (tiles.kind === 'pmtiles') return { kind: 'pmtiles' as const, url: basemapFilePath };
        return tiles;
      },

      basemapFile: ({ request, reply }) => sendBasemap(storage, request, reply),

      async uploadBasemap({ request, reply }) {
        const user = principalOf(request);
        await storeBasemap(storage, request, reply, deps.config.basemapMaxBytes);
        await putSetting(db, 'mapTiles', { kind: 'pmtiles' }, user.id);
        // Open map pages and the admin's settings show the new basemap without a reload.
        await deps.bus.publish({ kind: 'settings.changed', id: 'mapTiles' });
      },
    });
  });
}
