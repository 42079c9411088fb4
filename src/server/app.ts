import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
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
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Auth } from './auth/auth.js';
import { registerAuthRoutes } from './auth/routes.js';
import type { EventBus } from './events/bus.js';
import { registerEventRoutes } from './events/routes.js';
import { registerAccessControl } from './http/access.js';
import { registerErrorHandler, registerNotFound } from './http/errors.js';
import { registerSystemRoutes } from './system/routes.js';
import { findPrincipal } from './users/queries.js';
import { registerUserRoutes } from './users/routes.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  auth: Auth;
  bus: EventBus;
  /** Folder of the built web app; omitted in API tests. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { database, auth, bus } = deps;
  const { db } = database;
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ["'self'", 'https:'],
        'worker-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(rateLimit, { global: true, max: 1200, timeWindow: '1 minute' });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Humidor API',
        version: '0.1.0',
        description: 'The API behind the Humidor web app and the accounting connector.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  registerAccessControl(app, {
    async principalOf(request) {
      const headers = new Headers();
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
      const session = await auth.api.getSession({ headers });
      return session ? findPrincipal(db, session.user.id) : null;
    },
    async integrationTokenOf() {
      return null;
    },
  });

  registerAuthRoutes(app, auth, db);
  registerSystemRoutes(app, db);
  registerUserRoutes(app, db);
  registerEventRoutes(app, bus);

  const serveWebApp = Boolean(deps.webRoot && fs.existsSync(path.join(deps.webRoot, 'index.html')));
  if (serveWebApp) {
    await app.register(fastifyStatic, {
      root: deps.webRoot as string,
      wildcard: false,
      index: ['index.html'],
    });
  }
  registerNotFound(app, { serveWebApp });
  return app;
}
