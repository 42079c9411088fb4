import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config.js';
import { AppError } from './errors.js';

/** The sites whose pages may change data with a user's session: Humidor itself (and its dev server). */
export function trustedOriginsOf(config: Pick<AppConfig, 'publicUrl' | 'port'>): string[] {
  return [
    new URL(config.publicUrl).origin,
    'http://localhost:5173',
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
  ];
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The site a browser says the request came from: Origin, or the Referer's origin when Origin is absent. */
function senderOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'an unreadable Referer';
  }
}

/**
 * Cross-site request forgery: a page on another site (a sibling subdomain included, which
 * SameSite=Lax lets through) must not change data with a signed-in user's cookie. Requests on a
 * cookie session that change something must come from a trusted origin. Requests naming no origin
 * at all do not come from a browser page, so no one else's session can ride on them. Integration
 * token routes carry no cookie and are not concerned; sign-in and sign-out are checked by better-auth.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins);
  // A plain callback: most requests leave at the first line, and an async hook would cost them a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const sender = stateChanging.has(request.method) ? refusedSender(request, trusted) : undefined;
    if (sender === undefined) return done();
    done(
      new AppError(
        403,
        'CROSS_SITE',
        `This change was sent from another site (${sender}), so it was refused. Open Humidor at ${trustedOrigins[0]} and try again.`,
      ),
    );
  });
}

/** The untrusted site a cookie-session change came from, or undefined when the change may proceed. */
function refusedSender(request: FastifyRequest, trusted: Set<string>): string | undefined {
  const config = request.routeOptions.config;
  const access = config?.access;
  // A public sign-in (the shop's invitation, its auth proxy) has no cookie yet: a foreign page must
  // not sign a browser in to an account of its choosing (login CSRF), so only the origin counts.
  if (config?.originChecked !== true) {
    if (access === undefined || access === 'public' || access === 'integration') return undefined;
    if (!request.headers.cookie) return undefined;
  }
  const sender = senderOf(request);
  return sender === undefined || trusted.has(sender) ? undefined : sender;
}
