import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config/config.js';
import type { Database } from './db/database.js';
import type { Auth } from './auth/auth.js';
import { createPrincipalResolver } from './session/principal.js';
import { databaseRateLimitStore } from './shared/rate-limits.js';
import { registerAdminRoutes } from './admin/routes.js';
import { registerAttachmentRoutes } from './attachments/routes.js';
import { registerSessionRoutes } from './session/routes.js';
import { registerCommentRoutes } from './comments/routes.js';
import { registerComplianceRoutes } from './compliance/routes.js';
import { registerCustomerRecordRoutes } from './customer-records/routes.js';
import { registerCustomerStatsRoutes } from './customer-stats/routes.js';
import { registerLicenseRoutes } from './licenses/routes.js';
import { registerDocumentRoutes } from './documents/routes.js';
import type { EventBus } from './live/bus.js';
import { registerLiveRoutes } from './live-stream/routes.js';
import { registerEventRoutes } from './events/routes.js';
import { registerAccessControl } from './http/access.js';
import { apiDocsHooks } from './http/api-docs.js';
import { registerInputBoundary } from './http/input.js';
import { registerOriginCheck, trustedOriginsOf } from './http/origin.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCacheHeaders } from './http/cache-headers.js';
import { registerInventoryRoutes } from './inventory/routes.js';
import { registerCustomerRoutes } from './customers/routes.js';
import { registerOfflineRoutes } from './offline/routes.js';
import { registerSearchRoutes } from './search/routes.js';
import { registerEnvironmentRoutes } from './environment/routes.js';
import { clientErrorHandler, registerErrorHandler, registerNotFound } from './http/errors.js';
import { firstScreenDrawer } from './http/first-screen.js';
import { webAppPage } from './http/web-app.js';
import { registerInsightRoutes } from './insights/routes.js';
import { registerComplianceReportsRoutes } from './compliance-reports/routes.js';
import { registerItemRoutes } from './items/routes.js';
import { registerLicenseListRoutes } from './license-lists/routes.js';
import { registerProspectRoutes } from './prospects/routes.js';
import { registerMapRoutes } from './map/routes.js';
import { registerHistoryRoutes } from './history/routes.js';
import { registerMirrorRoutes } from './mirror/routes.js';
import { registerQuickbooksRoutes } from './quickbooks/routes.js';
import { registerWebConnectorRoutes } from './quickbooks/desktop/soap-routes.js';
import { quickbooksOnlineOf, registerQuickbooksOnline } from './quickbooks/online/routes.js';
import type { OnlineCompanies } from './quickbooks/online/sync/companies.js';
import { integrationTokenFromHeader } from './mirror/tokens.js';
import { registerNoteRoutes } from './notes/routes.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { registerOrderRoutes } from './orders/routes.js';
import { createStorage } from './storage/storage.js';
import { registerMetricsCollection } from './system/metrics.js';
import { registerRequestLog } from './system/request-log.js';
import { registerSystemRoutes } from './system/routes.js';
import { registerUserRoutes } from './users/routes.js';
import { registerShopRoutes } from './shop/routes.js';
import { createBuyerResolver } from './shop/session.js';
import { registerTaskRoutes } from './tasks/routes.js';
import { registerVisitRoutes } from './visits/routes.js';
import { registerVisitPlanningRoutes } from './visit-planning/routes.js';
import { registerBackgroundJobs } from './jobs/background.js';
import type { RegisterResource, ResourceDeps } from './resource/resource.js';
import { internetOutbound, type Outbound } from './shared/outbound.js';
import pkg from '../../package.json' with { type: 'json' };

/**
 * Every resource, registered in this order after the app-wide hooks, each with the same deps; then
 * the background jobs and QuickBooks Online, which alone are handed Online's companies.
 */
const resources: RegisterResource[] = [
  registerSessionRoutes,
  registerSystemRoutes,
  registerUserRoutes,
  registerAdminRoutes,
  registerLiveRoutes,
  registerCustomerRecordRoutes,
  registerLicenseRoutes,
  registerCustomerStatsRoutes,
  registerDocumentRoutes,
  registerEventRoutes,
  registerInventoryRoutes,
  registerNoteRoutes,
  registerAttachmentRoutes,
  registerCommentRoutes,
  registerHistoryRoutes,
  registerNotificationRoutes,
  registerTaskRoutes,
  registerOrderRoutes,
  registerItemRoutes,
  registerShopRoutes,
  registerInsightRoutes,
  registerComplianceReportsRoutes,
  registerVisitRoutes,
  registerVisitPlanningRoutes,
  registerMapRoutes,
  registerLicenseListRoutes,
  registerProspectRoutes,
  registerCustomerRoutes,
  registerOfflineRoutes,
  registerSearchRoutes,
  registerEnvironmentRoutes,
  registerMirrorRoutes,
  registerComplianceRoutes,
  registerQuickbooksRoutes,
  registerWebConnectorRoutes,
];

export interface AppDeps {
  config: AppConfig;
  database: Database;
  auth: Auth;
  bus: EventBus;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  /** Silent when omitted (tests). */
  logger?: FastifyBaseLogger;
  /** Runs the background jobs (reminders, email) in this process; the server does, API tests do not. */
  runJobs?: boolean;
  /** The QuickBooks Online companies the sync reaches (the connection's client); none when omitted. */
  onlineCompanies?: OnlineCompanies;
  /** The resolver and poster for services an admin names; the internet's when omitted. */
  outbound?: Outbound;
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { database, auth, bus } = deps;
  const { db } = database;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // One line per request from registerRequestLog instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  const metrics = registerMetricsCollection(app, database.pgPool);

  const securityHeaders = registerSecurityHeaders(app);
  registerCacheHeaders(app);
  // JSON and CSV answers; built assets come precompressed from the build (see the static files below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: true,
    max: deps.config.apiRateLimitPerMinute,
    timeWindow: '1 minute',
    // After access control has resolved the user, so a signed-in user has a bucket of their own
    // rather than sharing their office's address; static files and probes are not counted.
    hook: 'preHandler',
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => (request.principal ? `user:${request.principal.id}` : `ip:${request.ip}`),
    // Several processes on one PostgreSQL share their counts; a database hiccup never blocks a request.
    ...(database.dialect === 'postgres' ? { store: databaseRateLimitStore(db), skipOnError: true } : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Humidor API',
        version: pkg.version,
        description: 'The API behind the Humidor web app and the accounting connector.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiHooks: apiDocsHooks(deps.config.env, createPrincipalResolver(db, deps.config.authSecret)),
  });

  registerOriginCheck(app, trustedOriginsOf(deps.config));
  registerInputBoundary(app);
  const principalFromCookie = createPrincipalResolver(db, deps.config.authSecret);
  const buyerFromCookie = createBuyerResolver(db, deps.config.authSecret);
  registerAccessControl(app, {
    principalOf: (request) => principalFromCookie(request.headers.cookie),
    integrationTokenOf: (request) => integrationTokenFromHeader(db, request.headers.authorization),
    buyerOf: (request) => buyerFromCookie(request.headers.cookie),
  });

  const resourceDeps: ResourceDeps = {
    config: deps.config,
    database,
    db,
    auth,
    bus,
    storage: createStorage(deps.config.storage),
    metrics,
    securityHeaders,
    runJobs: deps.runJobs ?? false,
    outbound: deps.outbound ?? internetOutbound,
  };
  for (const register of resources) register(app, resourceDeps);
  // The connected companies' APIs for the sync and the push; tests may hand in the fake server's instead.
  const online = quickbooksOnlineOf(
    { database, bus, config: deps.config, logger: app.log },
    deps.onlineCompanies,
  );
  registerBackgroundJobs(app, { ...resourceDeps, onlineCompanies: online.companies });
  registerQuickbooksOnline(app, resourceDeps, online);

  const serveWebApp = Boolean(deps.webRoot && fs.existsSync(path.join(deps.webRoot, 'index.html')));
  if (serveWebApp) {
    // Files are looked up per request, so a rebuilt web app is served without a restart. Hashed
    // assets are cached for good; index.html is never cached so a new version is picked up at once.
    await app.register(fastifyStatic, {
      root: deps.webRoot as string,
      // index.html is answered by the not-found handler below for every page route, `/` too, with
      // the preloads of a signed-in page (http/web-app.ts).
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      cacheControl: false,
      // Serves the .br/.gz files written at build time (vite.config.ts) to browsers that take them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-store');
      },
    });
  }
  registerNotFound(app, {
    webAppPage: serveWebApp
      ? webAppPage(deps.webRoot as string, firstScreen(app, deps.webRoot as string))
      : undefined,
  });
  return app;
}

/**
 * The home page drawn on the server (decision 0092) by the renderer built beside the web app
 * (dist/web-ssr), with answers the server asks itself for as the visitor.
 */
function firstScreen(app: FastifyInstance, webRoot: string) {
  return firstScreenDrawer(
    path.join(path.dirname(webRoot), 'web-ssr', 'render.js'),
    async (url, cookie) => {
      const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
      return { status: answer.statusCode, body: answer.body };
    },
    app.log,
  );
}

/** Fastify reads a number of hops at run time but its types omit it: the same rule as a function. */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
