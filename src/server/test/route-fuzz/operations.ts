import fc from 'fast-check';
import type { Access } from '../../../domain/contract/route.js';
import {
  hostileText,
  invalidBody,
  invalidValue,
  validValue,
  type Hints,
  type JsonSchema,
} from './schema-arbitrary.js';

/** One operation of the OpenAPI document, with the path written as Fastify writes it (`:id`). */
export interface Operation {
  key: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema; a route taking another media type (multipart, bytes) is noted by it. */
  body?: JsonSchema;
  bodyMediaType?: string;
  /** A deprecated alias of another operation (decision 0271): the same handler, fuzzed at its own path. */
  deprecated: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  deprecated?: boolean;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export const fastifyPath = (openApiPath: string) =>
  openApiPath.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');

/** Every operation of the document: what Schemathesis reads, read here to build requests. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([openApiPath, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const path = fastifyPath(openApiPath);
      const parameters = operation.parameters ?? [];
      const [mediaType, content] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
      const segments = path.split('/').filter((segment) => segment.startsWith(':') || segment === '*');
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        deprecated: operation.deprecated === true,
        pathParams: segments.map((segment) => {
          const name = segment === '*' ? '*' : segment.slice(1);
          return {
            name,
            schema: parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? { type: 'string' },
          };
        }),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        ...(mediaType === 'application/json' ? { body: content?.schema ?? {} } : {}),
        ...(mediaType && mediaType !== 'application/json' ? { bodyMediaType: mediaType } : {}),
      };
    }),
  );
}

export type PrincipalName = 'anonymous' | 'rep' | 'office' | 'admin' | 'integration' | 'buyer';

/** Who calls a route: each kind of user, weighted towards the ones it is meant for. */
export function principalsFor(access: Access | undefined): fc.Arbitrary<PrincipalName> {
  if (access === 'integration') {
    return fc.oneof(
      { arbitrary: fc.constant('integration' as const), weight: 4 },
      { arbitrary: fc.constantFrom('anonymous' as const, 'admin' as const, 'buyer' as const), weight: 1 },
    );
  }
  if (access === 'buyer') {
    return fc.oneof(
      { arbitrary: fc.constant('buyer' as const), weight: 4 },
      { arbitrary: fc.constantFrom('anonymous' as const, 'rep' as const, 'admin' as const), weight: 1 },
    );
  }
  // A shop's buyer, the first principal outside the company (issue 48), asks every company route too.
  return fc.oneof(
    { arbitrary: fc.constantFrom('rep' as const, 'office' as const, 'admin' as const), weight: 6 },
    { arbitrary: fc.constantFrom('anonymous' as const, 'integration' as const, 'buyer' as const), weight: 2 },
  );
}

/**
 * What a buyer may be answered by a company route (decision 0324): 401 (they are a stranger there)
 * or 403; anything else is a leak. Public routes answer anyone, the buyer's own routes are theirs, and
 * a route outside `/api` (no access of its own: the Web Connector's SOAP, behind its own password) is
 * not the access hook's.
 */
export function buyerLeakOf(access: Access | undefined, status: number): string | undefined {
  if (access === undefined || access === 'buyer' || access === 'public') return undefined;
  return status === 401 || status === 403 ? undefined : `a buyer was answered ${status} by a company route`;
}

export interface FuzzRequest {
  principal: PrincipalName;
  valid: boolean;
  /** Path with its query string, encoded. */
  url: string;
  /** The body as sent (JSON text, or text that is not JSON at all). */
  body?: string;
}

/** URL encoding needs whole characters; lone surrogates still arrive raw through `%ED%A0%80`. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const asText = (value: unknown) =>
  wellFormed(
    typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value),
  );

/** Path segments as bytes on the wire: encoded text plus raw encodings a browser never sends. */
const badSegment = fc.oneof(
  hostileText.map((text) => encodeURIComponent(wellFormed(text)) || 'x'),
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%FF',
    '%C0%AF',
    '..%2F..%2Fetc',
    'unknown-id',
    '0',
    '-1',
    'x'.repeat(3000),
  ),
);

const notJson = fc.constantFrom(
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"admin":true}}',
  '\u0000',
);

function queryText(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function urlOf(operation: Operation, segments: string[], query: Record<string, unknown>): string {
  let next = 0;
  const path = operation.path
    .split('/')
    .map((segment) => (segment.startsWith(':') || segment === '*' ? (segments[next++] ?? 'x') : segment))
    .join('/');
  return path + queryText(query);
}

/**
 * Requests for one operation: half valid by its own schema (ids the fuzz has seen stand in for
 * path parameters and id fields most of the time), half with one part broken.
 */
export function requestsFor(
  operation: Operation,
  access: Access | undefined,
  hints: Hints,
): fc.Arbitrary<FuzzRequest> {
  const collection = collectionOf(operation.path);
  const seenOr = (name: string, schema: JsonSchema) => {
    const seen = hints(name, collection);
    const generated = validValue(schema, hints);
    return seen ? fc.oneof({ arbitrary: seen, weight: 3 }, { arbitrary: generated, weight: 1 }) : generated;
  };
  const validSegments = fc.tuple(
    ...operation.pathParams.map(({ name, schema }) =>
      seenOr(name, schema).map((value) => encodeURIComponent(asText(value)) || 'x'),
    ),
  );
  const required = operation.query.filter((p) => p.required);
  const queryOf = (params: Operation['query'], requiredKeys: string[]) =>
    fc.record(Object.fromEntries(params.map(({ name, schema }) => [name, seenOr(name, schema)])), {
      requiredKeys,
    });
  // The required parameters alone half the time: each optional one is another chance of a refusal.
  const validQuery = fc.oneof(
    queryOf(
      required,
      required.map((p) => p.name),
    ),
    queryOf(
      operation.query,
      required.map((p) => p.name),
    ),
  );
  const validBody = operation.body
    ? validValue(operation.body, hints).map((value) => JSON.stringify(value))
    : fc.constant(undefined);
  const valid = fc.record({
    segments: validSegments,
    query: validQuery,
    body: validBody,
    valid: fc.constant(true),
  });

  const broken: fc.Arbitrary<{
    segments: string[];
    query: Record<string, unknown>;
    body: string | undefined;
    valid: boolean;
  }>[] = [];
  operation.pathParams.forEach((_param, index) => {
    broken.push(
      fc.tuple(valid, badSegment).map(([request, segment]) => ({
        ...request,
        segments: request.segments.map((value, at) => (at === index ? segment : value)),
        valid: false,
      })),
    );
  });
  for (const param of operation.query) {
    broken.push(
      fc.tuple(valid, invalidValue(param.schema, 'url')).map(([request, value]) => ({
        ...request,
        query: { ...request.query, [param.name]: value },
        valid: false,
      })),
    );
  }
  if (operation.body) {
    broken.push(
      fc
        .tuple(
          valid,
          fc.oneof(
            invalidBody(operation.body, hints).map((value) => JSON.stringify(value)),
            notJson,
          ),
        )
        .map(([request, body]) => ({ ...request, body, valid: false })),
    );
  }
  const anyRequest = broken.length ? fc.oneof(valid, ...broken) : valid;
  return fc.tuple(anyRequest, principalsFor(access)).map(([request, principal]) => ({
    principal,
    valid: request.valid,
    url: urlOf(operation, request.segments, request.query),
    ...(request.body === undefined ? {} : { body: request.body }),
  }));
}

/** `customers` for `/api/customers/:listId/contacts`: whose ids a path most likely names. */
export const collectionOf = (path: string) => path.split('/')[2] ?? '';

const idKey = /^(id|listId|refNumber|brand)$|Id$/;

/**
 * Ids read from the answers so far, by the name of the field that held them, so that valid
 * requests name rows that exist and reach the handlers. `protectedIds` (the fuzz's own users and
 * token) never enter: a request with them could end the run's sessions.
 */
export class SeenIds {
  private readonly byName = new Map<string, string[]>();
  constructor(private readonly protectedIds: ReadonlySet<string>) {}

  /** Reads the ids of an answer of a route under `/api/<collection>/…`. */
  collect(value: unknown, collection: string, name = ''): void {
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 20)) this.collect(item, collection, name);
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) this.collect(child, collection, key);
    } else if (typeof value === 'string' && value && idKey.test(name) && !this.protectedIds.has(value)) {
      const pools = [`${collection}:${name}`, name, ...(name === 'id' ? [] : ['id'])];
      for (const pool of pools) {
        const values = this.byName.get(pool) ?? [];
        if (values.length < 40 && !values.includes(value)) values.push(value);
        this.byName.set(pool, values);
      }
    }
  }

  /** Ids for a field or parameter `name`, those read from its own collection's answers first. */
  readonly hints: Hints = (name, collection) => {
    const key = name === 'customerListId' ? 'listId' : name;
    const values = this.byName.get(`${collection}:${key}`) ?? this.byName.get(key);
    return values?.length ? fc.constantFrom(...values) : undefined;
  };
}
