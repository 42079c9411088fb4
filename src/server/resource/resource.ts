import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Auth } from '../auth/auth.js';
import type { AppConfig } from '../config/config.js';
import type { Database, Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import type { Storage } from '../storage/storage.js';
import type { SecurityHeaders } from '../http/security-headers.js';
import type { Outbound } from '../shared/outbound.js';

/**
 * What every resource folder is given when `app.ts` registers it: one shape for all of them, so
 * registering a new resource is one line in the list. It sits a floor below the resources: it names
 * only services whose folders register no routes (config, db, auth, the live bus, storage, http,
 * shared), so no folder's arrow climbs back to the server's root or loops back to itself
 * (scripts/architecture.test.ts).
 */
export interface ResourceDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  auth: Auth;
  bus: EventBus;
  storage: Storage;
  /** The Prometheus registry `/metrics` answers from. */
  metrics: Registry;
  /** Every answer's security headers; the map widens their policy to the admin's tile host. */
  securityHeaders: SecurityHeaders;
  /** This process runs the background jobs (the server does, API tests do not). */
  runJobs: boolean;
  /** How services an admin names (the geocoder) are resolved and posted to; tests hand in their own. */
  outbound: Outbound;
}

/** Registers one resource's routes (and what they need at start and close) on the app. */
export type RegisterResource = (app: FastifyInstance, deps: ResourceDeps) => void;
