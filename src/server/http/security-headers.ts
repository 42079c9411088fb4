import type { FastifyInstance } from 'fastify';

/**
 * The Content Security Policy of every answer. React-PDF lays documents out with WebAssembly (yoga)
 * in the browser, hence 'wasm-unsafe-eval'; Mantine sets inline styles. `tileOrigin` is the one host of
 * the map tiles an admin chose (decisions 0226, 0248): the map's pictures and requests may reach it too.
 */
const contentSecurityPolicy = (tileOrigin: string | null) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    "object-src 'none'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${tileOrigin ? ` ${tileOrigin}` : ''}`,
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
  ].join(';');

/**
 * The headers helmet 8 sends with its defaults and the policy above, written out once. The helmet
 * plugin rebuilt its middleware chain from the options on every request (4 % of a small request's
 * CPU), for headers that never change; here they are one constant object set by one hook.
 */
const headersWith = (tileOrigin: string | null): Readonly<Record<string, string>> =>
  Object.freeze({
    'content-security-policy': contentSecurityPolicy(tileOrigin),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });

/** The headers while no tile host is allowed (the default: Humidor's own origin only). */
export const securityHeaders = headersWith(null);

export interface SecurityHeaders {
  /** Lets the map reach the host of the admin's tile address (null: Humidor's own origin only). */
  allowTilesFrom(origin: string | null): void;
}

/** Every answer (API, files, errors, 404) carries the security headers, set before any handler runs. */
export function registerSecurityHeaders(app: FastifyInstance): SecurityHeaders {
  let headers = securityHeaders;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return { allowTilesFrom: (origin) => (headers = origin ? headersWith(origin) : securityHeaders) };
}
