import fs from 'node:fs';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyerLeakOf,
  collectionOf,
  operationsOf,
  requestsFor,
  SeenIds,
  type OpenApiDocument,
  type Operation,
} from '../test/route-fuzz/operations.js';
import {
  problemOf,
  send,
  startFuzzServer,
  type Answer,
  type FuzzServer,
} from '../test/route-fuzz/fuzz-server.js';
import { targetedRequests, notFromTheDocument } from '../test/route-fuzz/targeted.js';

/**
 * The route fuzz (issue 44, decisions 0259–0261): every operation of the OpenAPI document gets
 * requests generated from its own schemas, valid and broken, as each kind of user, over HTTP to a
 * listening server (a shop's buyer among them, refused by every company route: decision 0324). It fails on a 5xx, on an answer slower than 2 s, and on an answer its schema
 * refuses (the contract's `response`, or the one error answer). `FUZZ_SEED=<n>` replays a run
 * (`random` draws one), `FUZZ_RUNS=<n>` sets the requests per operation, `FUZZ_ROUTE=<text>`
 * narrows it to the operations whose "METHOD /path" contains the text, `FUZZ_LOG=<file>` logs each request.
 */
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 44);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 24);
const only = process.env.FUZZ_ROUTE;
/** A file that receives one line per request (time, status, operation, request, principal): where a run stopped. */
const log = process.env.FUZZ_LOG;

let server: FuzzServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startFuzzServer();
  const answer = await send(server.base, { method: 'GET', url: '/docs/json' });
  document = JSON.parse(answer.text) as OpenApiDocument;
}, 120_000);
afterAll(() => server?.close());

/** Each operation's own seed, so that one operation replays alone and a new route shifts no other. */
const seedOf = (key: string) => {
  let hash = seed | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
};

/** Lists first, so that the requests after them name rows that exist; deletions last. */
const order = (operation: Operation) =>
  ({ GET: 0, POST: 2, PUT: 2, PATCH: 2, DELETE: 3 })[operation.method as 'GET'] +
  (operation.pathParams.length ? 1 : 0) / 2;

const routeOf = (key: string) => {
  const route = server.t.app.apiRoutes.find((candidate) => `${candidate.method} ${candidate.url}` === key);
  const responses = (route?.schema?.response ?? {}) as Record<string, z.ZodType>;
  const [status, response] = Object.entries(responses)[0] ?? [];
  const produces = (route?.schema as { produces?: string[] } | undefined)?.produces?.[0];
  return { access: route?.access, status: Number(status ?? 200), response, produces };
};

describe('the route fuzz', () => {
  it('knows every API route: from the OpenAPI document, or listed with a reason', () => {
    const documented = new Set(operationsOf(document).map((operation) => operation.key));
    const missing = server.t.app.apiRoutes
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !documented.has(key) && !(key in notFromTheDocument));
    expect(missing).toEqual([]);
  });

  it('answers every route without a 5xx, within 2 s and by its schema', { timeout: 900_000 }, async () => {
    const failures = new Map<string, { count: number; example: string }>();
    let requests = 0;
    let slowest = { ms: 0, what: '' };
    const note = (what: string, answer: Answer, problem: string | undefined) => {
      requests += 1;
      if (answer.ms > slowest.ms) slowest = { ms: answer.ms, what };
      if (!problem) return;
      const key = `${what.split(' ').slice(0, 2).join(' ')} → ${problem.replace(/\d+(\.\d+)? ms/, '')}`;
      const seen = failures.get(key);
      if (seen) seen.count += 1;
      else
        failures.set(key, {
          count: 1,
          example: `${what.slice(0, 300)} → ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.text.slice(0, 200)}`,
        });
    };
    const seen = new SeenIds(server.ownIds);
    // A deprecated alias runs the same handler as its successor, which is fuzzed (decision 0271).
    const operations = operationsOf(document)
      .filter((operation) => !operation.deprecated && (!only || operation.key.includes(only)))
      .sort((a, b) => order(a) - order(b));
    for (const operation of operations) {
      const route = routeOf(operation.key);
      // Sign-in endpoints: a session's sign-out there would end the run's staff or buyer session.
      const anonymousOnly =
        operation.path.startsWith('/api/auth/') || operation.path.startsWith('/api/shop/auth/');
      const samples = fc.sample(requestsFor(operation, route.access, seen.hints), {
        seed: seedOf(operation.key),
        numRuns: runsPerOperation,
      });
      for (const request of samples) {
        const principal = anonymousOnly ? 'anonymous' : request.principal;
        const answer = await send(server.base, {
          method: operation.method,
          url: request.url,
          headers: {
            ...server.headers[principal],
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body,
        });
        const ok = answer.status === route.status;
        if (ok && answer.contentType.startsWith('application/json'))
          seen.collect(JSON.parse(answer.text), collectionOf(operation.path));
        // A well-formed request reaches the access hook: a company route refuses a buyer there.
        const leak =
          principal === 'buyer' && request.valid ? buyerLeakOf(route.access, answer.status) : undefined;
        note(
          `${operation.method} ${operation.path} ${request.url} as ${principal}`,
          answer,
          leak ?? problemOf(answer, { ...route, csvAsked: request.url.includes('format=csv') }),
        );
        if (log)
          fs.appendFileSync(
            log,
            `${Math.round(answer.ms)} ${answer.status} ${operation.key} ${request.url} ${principal}\n`,
          );
      }
    }
    if (!only) {
      for (const request of await targetedRequests(server)) {
        const answer = await send(server.base, request);
        note(
          `${request.method} ${request.url} ${request.what}`,
          answer,
          problemOf(answer, { ...request.expect, notJson: request.notJson }),
        );
      }
    }
    console.log(
      `route fuzz: seed=${seed} requests=${requests} slowest=${Math.round(slowest.ms)}ms ${slowest.what.split(' ').slice(0, 2).join(' ')}`,
    );
    const report = [...failures].map(([key, { count, example }]) => `${key} (${count}×), e.g. ${example}`);
    expect(report, `replay with FUZZ_SEED=${seed}`).toEqual([]);
  });
});
