import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { abilitiesOf } from '../../domain/access/policy.js';
import { sessionContract } from '../../domain/session/contract.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { AppError, badRequest, notFound } from '../http/errors.js';
import { clearFailures, lockedMinutes, recordFailure } from './throttle.js';
import type { ResourceDeps } from '../resource/resource.js';

/** The only better-auth endpoints Humidor exposes; users are created and changed through Humidor's own routes. */
export const exposed: ReadonlySet<string> = new Set(['sign-in/email', 'sign-out', 'get-session']);

const signInBody = z.object({
  email: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});

/** better-auth's bare 'Invalid origin' says nothing to a user who opened Humidor at another address. */
export const untrustedOriginMessage = (publicUrl: string) =>
  `Sign-in is only accepted from ${publicUrl}, the address Humidor is set up for (PUBLIC_URL). Open Humidor there, or ask your administrator to set PUBLIC_URL to the address you use.`;

export function registerSessionRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { auth } = deps;
  registerRoutes(app, sessionContract, {
    me: ({ request }) => {
      const user = principalOf(request);
      return { user, abilities: abilitiesOf(user), email: { available: Boolean(deps.config.mail) } };
    },
  });
  registerAuthProxy(app, '/api/auth/*', auth, deps);
}

/** What the proxy needs of a better-auth instance: the staff's, or the shop portal's (decision 0324). */
interface AuthHandler {
  handler(request: Request): Promise<Response>;
}

/**
 * better-auth's sign-in, sign-out and session endpoints under `url`, the sign-in throttled per email
 * and address. The staff's sign-in and the shop portal's share it.
 */
export function registerAuthProxy(
  app: FastifyInstance,
  url: `/api/${string}/*`,
  auth: AuthHandler,
  deps: Pick<ResourceDeps, 'db' | 'config'>,
  endpoints: ReadonlySet<string> = exposed,
  /** The shop's: its posts are refused from another site with or without a cookie (`http/origin.ts`). */
  originChecked = false,
): void {
  const { db } = deps;
  const { publicUrl } = deps.config;
  const send = (reply: FastifyReply, response: Response) => sendAuthResponse(reply, response, publicUrl);
  app.route({
    method: ['GET', 'POST'],
    url,
    config: { access: 'public', originChecked, rateLimit: { max: 60, timeWindow: '1 minute' } },
    async handler(request, reply) {
      const endpoint = (request.params as { '*': string })['*'].split('?')[0] ?? '';
      if (!endpoints.has(endpoint)) {
        throw notFound('No such sign-in endpoint.');
      }
      if (endpoint !== 'sign-in/email') return send(reply, await callAuth(auth, request));

      const body = signInBody.safeParse(request.body);
      if (!body.success) {
        throw badRequest('Enter your email and password.');
      }
      const { email } = body.data;
      const wait = await lockedMinutes(db, email, request.ip);
      if (wait > 0) {
        throw new AppError(
          429,
          'TOO_MANY_ATTEMPTS',
          `Too many failed sign-ins. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`,
        );
      }
      const response = await callAuth(auth, request);
      // Recorded before answering, so the next attempt already sees it.
      if (response.status === 401) await recordFailure(db, email, request.ip);
      else if (response.status === 200) await clearFailures(db, email, request.ip);
      return send(reply, response);
    },
  });
}

function callAuth(auth: AuthHandler, request: FastifyRequest): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'x-humidor-client-ip') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // better-auth keys its own rate limits by this header; the socket address cannot be spoofed by a client.
  headers.set('x-humidor-client-ip', request.ip);
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
    }),
  );
}

async function sendAuthResponse(reply: FastifyReply, response: Response, publicUrl: string) {
  reply.status(response.status);
  for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const text = await response.text();
  if (response.status >= 400) {
    const parsed = safeJson(text) as { code?: string; message?: string } | null;
    const message =
      parsed?.code === 'INVALID_ORIGIN'
        ? untrustedOriginMessage(publicUrl)
        : (parsed?.message ?? 'Sign-in failed.');
    // Its status and headers (cookies) are already on the reply; the error handler writes the answer.
    throw new AppError(response.status, parsed?.code ?? 'AUTH_ERROR', message);
  }
  return reply.send(text || null);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
