import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../domain/access/policy.js';
import { gradeOf } from '../../domain/customer-stats/rules.js';
import { customerName } from '../../domain/customers/names.js';
import {
  basemapFilePath,
  mapContract,
  mapCustomersSchema,
  type MapCustomersAnswer,
} from '../../domain/map/contract.js';
import { dayNumberOf, scaleDegrees, sourceLetters, statusLetters } from '../../domain/map/customers.js';
import { cadenceDaysOf, visitStanding } from '../../domain/visits/cadence.js';
import { addressKeyOf, visitAddressOf } from '../../domain/visits/placement.js';
import { findVisibleCustomer } from '../customers/queries.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { forbidden, notFound } from '../http/errors.js';
import { companyToday } from '../insights/figures.js';
import type { ResourceDeps } from '../resource/resource.js';
import { getSetting, putSetting } from '../settings/queries.js';
import type { ImportedCustomer } from '../visits/placement.js';
import { mapAnswers } from './answers.js';
import { followTileSource, sendBasemap, storeBasemap } from './basemap.js';
import { buyingFactsCache, type BuyingFacts } from './facts.js';
import { mapCustomerRows, visitsOfDay } from './queries.js';

const notVisible = 'This customer does not exist or is not in your states.';

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
        return { ...answer, day: await dayOf(db, user, query.rep, query.date, timeZone) };
      },

      async pin({ request, params, body }) {
        const user = principalOf(request);
        if (user.role === 'office') throw forbidden('Only an admin or the customer’s rep can move a pin.');
        const customer = await findVisibleCustomer(db, user, params.id);
        if (!customer) throw notFound(notVisible);
        const now = new Date().toISOString();
        const row = {
          customerListId: customer.listId,
          latitude: body.latitude,
          longitude: body.longitude,
          source: 'pin' as const,
          zip: null,
          // The pin stays while this address does (placementOf).
          addressKey: addressKeyOf(visitAddressOf(customer as unknown as ImportedCustomer)),
          updatedAt: now,
          updatedBy: user.id,
        };
        await db
          .insertInto('customerLocations')
          .values(row)
          .onConflict((conflict) =>
            conflict.column('customerListId').doUpdateSet({
              latitude: row.latitude,
              longitude: row.longitude,
              source: row.source,
              zip: null,
              addressKey: row.addressKey,
              updatedAt: now,
              updatedBy: user.id,
            }),
          )
          .execute();
        answers.forget();
        return {
          customerId: customer.listId,
          latitude: row.latitude,
          longitude: row.longitude,
          source: row.source,
        };
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

async function mapCustomers(
  db: Db,
  user: Principal,
  today: string,
  buying: BuyingFacts,
): Promise<MapCustomersAnswer> {
  const [rows, cadence, gradeTable] = await Promise.all([
    mapCustomerRows(db, user),
    getSetting(db, 'visitCadence'),
    getSetting(db, 'gradeThresholds'),
  ]);
  const now = new Date(`${today}T12:00:00Z`);
  const answer: MapCustomersAnswer = {
    today,
    ids: [],
    names: [],
    cities: [],
    states: [],
    latitudes: [],
    longitudes: [],
    grades: '',
    statuses: '',
    sources: '',
    lastVisits: [],
    lastOrders: [],
    day: null,
  };
  const grades: string[] = [];
  const statuses: string[] = [];
  const sources: string[] = [];
  for (const row of rows) {
    const grade = gradeOf(buying.skusLast9Months.get(row.listId) ?? 0, gradeTable.grades);
    const lastVisit = row.lastVisitAt ? new Date(row.lastVisitAt) : null;
    const { status } = visitStanding(lastVisit, now, cadenceDaysOf(grade, cadence));
    answer.ids.push(row.listId);
    answer.names.push(customerName(row));
    answer.cities.push(row.shipCity ?? row.city ?? '');
    answer.states.push(row.shipState ?? row.state ?? '');
    answer.latitudes.push(row.latitude === null ? null : scaleDegrees(row.latitude));
    answer.longitudes.push(row.longitude === null ? null : scaleDegrees(row.longitude));
    answer.lastVisits.push(dayNumberOf(row.lastVisitAt));
    answer.lastOrders.push(dayNumberOf(buying.lastInvoice.get(row.listId)));
    grades.push(grade ?? '-');
    statuses.push(statusLetters[status]);
    sources.push(row.source ? sourceLetters[row.source] : '-');
  }
  return { ...answer, grades: grades.join(''), statuses: statuses.join(''), sources: sources.join('') };
}

/** One rep's day: admin and office ask for anyone's, a rep only for their own. */
async function dayOf(db: Db, user: Principal, repId: string, date: string, timeZone: string) {
  if (user.role === 'rep' && repId !== user.id)
    throw forbidden('Only an admin or the office can open another rep’s day.');
  const rep = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName'])
    .where('id', '=', repId)
    .executeTakeFirst();
  if (!rep) throw notFound('There is no such rep. Choose one from the list.');
  return {
    userId: rep.id,
    userName: `${rep.firstName} ${rep.lastName}`.trim(),
    date,
    visits: await visitsOfDay(db, user, repId, date, timeZone),
  };
}
