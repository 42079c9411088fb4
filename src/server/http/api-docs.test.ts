import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import pkg from '../../../package.json' with { type: 'json' };

let production: TestApp;
let admin: TestSession;
let rep: TestSession;

beforeAll(async () => {
  production = await createTestApp({ config: { env: 'production' } });
  admin = await production.userSession({ email: 'admin@docs.test', role: 'admin' });
  rep = await production.userSession({ email: 'rep@docs.test', role: 'rep', states: ['FL'] });
});
afterAll(() => production.close());

describe('the API documentation in production', () => {
  it.each(['/docs', '/docs/json'])('%s is not found when signed out or signed in as a rep', async (url) => {
    expect((await production.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await rep.request('GET', url)).statusCode).toBe(404);
  });

  it('is served to signed-in admins', async () => {
    const response = await admin.request('GET', '/docs/json');
    expect(response.statusCode).toBe(200);
    expect(response.json().info).toMatchObject({ title: 'Humidor API', version: pkg.version });
  });
});

describe('the API documentation outside production', () => {
  it('stays open for development', async () => {
    const development = await createTestApp();
    try {
      expect((await development.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    } finally {
      await development.close();
    }
  });
});
