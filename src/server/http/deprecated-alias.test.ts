import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../../domain/contract/route.js';
import { registerRoutes } from './contract.js';
import { deprecationHeaders } from './deprecated-alias.js';
import { createTestApp } from '../test/harness.js';

const renamed = defineRoute({
  method: 'POST',
  path: '/api/things/:id/done',
  formerPaths: [{ path: '/api/old-things/:id/done', deprecated: '2026-12-06', sunset: '2027-03-06' }],
  access: 'public',
  tags: ['things'],
  params: z.object({ id: z.string() }),
  body: z.object({ at: z.string().min(1, 'Say when') }),
  response: z.object({ id: z.string(), at: z.string() }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRoutes(app, { renamed }, { renamed: ({ params, body }) => ({ id: params.id, at: body.at }) });
  await app.ready();
});
afterAll(() => app.close());

describe('deprecationHeaders', () => {
  it('writes RFC 9745 Deprecation, RFC 8594 Sunset and a Link to the successor', () => {
    expect(
      deprecationHeaders({ deprecated: '2026-12-06', sunset: '2027-03-06' }, '/api/things/7/done'),
    ).toEqual({
      deprecation: `@${Date.UTC(2026, 11, 6) / 1000}`,
      sunset: 'Sat, 06 Mar 2027 00:00:00 GMT',
      link: '</api/things/7/done>; rel="successor-version"',
    });
  });
});

describe('a contract route under a deprecated alias', () => {
  it('answers the same as at its path, with the deprecation headers', async () => {
    const now = await app.inject({ method: 'POST', url: '/api/things/7/done', payload: { at: 'noon' } });
    const old = await app.inject({ method: 'POST', url: '/api/old-things/7/done', payload: { at: 'noon' } });
    expect(old.statusCode).toBe(now.statusCode);
    expect(old.json()).toEqual(now.json());
    expect(now.headers.deprecation).toBeUndefined();
    expect(now.headers.sunset).toBeUndefined();
    expect(old.headers).toMatchObject({
      deprecation: `@${Date.UTC(2026, 11, 6) / 1000}`,
      sunset: 'Sat, 06 Mar 2027 00:00:00 GMT',
      link: '</api/things/7/done>; rel="successor-version"',
    });
  });

  it('says so on a refusal too', async () => {
    const refused = await app.inject({ method: 'POST', url: '/api/old-things/7/done', payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers.deprecation).toBeDefined();
    expect(refused.headers.sunset).toBeDefined();
  });
});

describe('docs/deprecated-api-paths.md', () => {
  it('lists every deprecated alias the server answers, with its sunset', async () => {
    const t = await createTestApp();
    try {
      const listed = fs.readFileSync(path.join(process.cwd(), 'docs/deprecated-api-paths.md'), 'utf8');
      const aliases = t.app.apiRoutes.filter(
        (route) => (route.schema as { deprecated?: boolean } | undefined)?.deprecated,
      );
      expect(aliases.length).toBeGreaterThan(0);
      for (const route of aliases) {
        const sunset = /stops answering after (\d{4}-\d{2}-\d{2})/.exec(
          String((route.schema as { description?: string }).description),
        )?.[1];
        expect(listed, `${route.method} ${route.url}`).toMatch(
          new RegExp(`\\| \`${route.method} ${escape(route.url)}\`.*\\| ${sunset} \\|`),
        );
      }
    } finally {
      await t.close();
    }
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
