import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { can, type Principal } from '../../domain/access/policy.js';
import type { Access } from '../../domain/contract/route.js';
import type { BuyerPrincipal } from '../../domain/shop/buyer.js';
import { AppError } from './errors.js';

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Validation problems answered as one "* …" line each (see RouteDefinition.formErrors). */
    formErrors?: boolean;
    /** Checked against the trusted origins with or without a cookie (`http/origin.ts`). */
    originChecked?: boolean;
  }
  interface FastifyInstance {
    /**
     * Every API route with its access decision and its schemas (the contract's zod schemas, the
     * answers' by status), for the route-walking tests and the docs.
     */
    apiRoutes: { method: string; url: string; access: Access; schema?: FastifySchema }[];
  }
  interface FastifyRequest {
    principal: Principal | null;
    integrationTokenId: string | null;
    /** A shop's buyer, on the portal's routes only (access `buyer`, decision 0324). */
    buyer: BuyerPrincipal | null;
  }
}

interface AccessResolvers {
  principalOf(request: FastifyRequest): Promise<Principal | null>;
  integrationTokenOf(request: FastifyRequest): Promise<string | null>;
  /** From the shop's own cookie and sessions: never a staff session, and never asked on a staff route. */
  buyerOf(request: FastifyRequest): Promise<BuyerPrincipal | null>;
}

const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Not Logged in');

export function registerAccessControl(app: FastifyInstance, resolvers: AccessResolvers): void {
  const apiRoutes: FastifyInstance['apiRoutes'] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.decorateRequest('principal', null);
  app.decorateRequest('integrationTokenId', null);
  app.decorateRequest('buyer', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access decision (config.access).`);
    }
    const access = route.config.access;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, access, schema: route.schema });
    }
  });
  // Public routes, files and probes pass through without a promise; the others wait for their caller.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return done();
    identify(request, access, resolvers).then(() => done(), done);
  });
}

async function identify(
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
  resolvers: AccessResolvers,
) {
  if (access === 'integration') {
    request.integrationTokenId = await resolvers.integrationTokenOf(request);
    if (!request.integrationTokenId) {
      throw new AppError(401, 'UNAUTHENTICATED', 'A valid integration token is required.');
    }
    return;
  }
  if (access === 'buyer') {
    request.buyer = await resolvers.buyerOf(request);
    if (!request.buyer) throw unauthenticated();
    return;
  }
  request.principal = await resolvers.principalOf(request);
  if (!request.principal) throw unauthenticated();
  if (access !== 'user' && !can(request.principal, access.action)) {
    throw new AppError(403, 'FORBIDDEN', 'Not Authorized');
  }
}

/** The signed-in user of a route whose access is not public; a programming error otherwise. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}

/** The signed-in buyer of a portal route (access `buyer`); a programming error otherwise. */
export function buyerOf(request: FastifyRequest): BuyerPrincipal {
  if (!request.buyer) throw unauthenticated();
  return request.buyer;
}
