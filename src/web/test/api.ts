import { vi } from 'vitest';
import type { RouteDefinition, RouteReturn } from '../../domain/contract/route';

/** A request the component sent, as the server would see it. */
interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** An error answer: `{code, message}` with an HTTP status, as `http/errors.ts` sends it. */
interface Failure {
  failure: { status: number; code: string; message: string };
}
export const failure = (status: number, message: string, code = `HTTP_${status}`): Failure => ({
  failure: { status, code, message },
});

type Answer<R extends RouteDefinition> = RouteReturn<R> | Failure;
type Handler<R extends RouteDefinition> =
  Answer<R> | ((request: SentRequest) => Answer<R> | Promise<Answer<R>>);

interface Registered {
  route: RouteDefinition;
  pattern: RegExp;
  handler: Handler<RouteDefinition>;
}

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'failure' in value;

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+')}$`);

/**
 * A fake server at the `fetch` level: each test answers the contract routes its component calls.
 * Every JSON answer goes through the route's zod response schema first, so a fixture that drifts
 * from the contract fails the test instead of testing a shape the server never sends (the component
 * receives a 500 FIXTURE_DRIFT error naming the problem). A request nobody answers gets a 501 and
 * is listed in `unanswered`.
 */
export function mockApi() {
  const routes: Registered[] = [];
  const sent: (SentRequest & { route: RouteDefinition | null })[] = [];

  const find = (method: string, path: string) =>
    routes
      .filter((r) => r.route.method === method && r.pattern.test(path))
      // the latest answer wins; a literal path beats one with parameters (/open-tasks over /:id)
      .sort((a, b) => a.route.path.split(':').length - b.route.path.split(':').length)
      .at(0);

  const json = (status: number, body: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://humidor.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body };
    const match = find(method, url.pathname);
    sent.push({ ...request, route: match?.route ?? null });
    if (!match) {
      return json(501, { code: 'UNANSWERED', message: `No answer for ${method} ${url.pathname}` });
    }
    const answer = typeof match.handler === 'function' ? await match.handler(request) : match.handler;
    if (isFailure(answer)) {
      const { status, code, message } = answer.failure;
      return json(status, { code, message });
    }
    const { route } = match;
    if (route.status === 204) return new Response(null, { status: 204 });
    if (!route.response) return json(route.status ?? 200, answer);
    const shaped = route.response.safeParse(answer);
    if (!shaped.success) {
      // a fixture the contract would refuse: answer an error that names it, so the test fails loudly
      const message = `The answer to ${method} ${url.pathname} does not match ${route.path}'s response schema: ${shaped.error.message}`;
      console.error(message);
      return json(500, { code: 'FIXTURE_DRIFT', message });
    }
    return json(route.status ?? 200, shaped.data);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    /** Answers `route` with this data (checked against its response schema) or handler. */
    on<R extends RouteDefinition>(route: R, handler: Handler<R>) {
      routes.unshift({ route, pattern: patternOf(route.path), handler: handler as Handler<RouteDefinition> });
      return this;
    },
    /** The requests sent to `route`, oldest first. */
    calls(route: RouteDefinition): SentRequest[] {
      return sent.filter((r) => r.route === route);
    },
    /** Requests no test answer matched. */
    get unanswered(): SentRequest[] {
      return sent.filter((r) => r.route === null);
    },
  };
}

export type MockApi = ReturnType<typeof mockApi>;
