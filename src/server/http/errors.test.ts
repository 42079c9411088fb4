import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswerSchema } from '../../domain/contract/errors.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

/** Every error the server answers has the contract's one shape, which the web reads (decision 0181). */
let t: TestApp;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.userSession({ email: 'errors@answer.test', role: 'rep', states: ['FL'] });
});
afterAll(() => t.close());

describe('an error answer', () => {
  it.each<[string, () => ReturnType<TestSession['request']>, number, string]>([
    ['signed out', () => t.app.inject({ method: 'GET', url: '/api/notes' }), 401, 'UNAUTHENTICATED'],
    ['no such route', () => rep.request('GET', '/api/no-such-thing'), 404, 'NOT_FOUND'],
    ['out of scope or missing', () => rep.request('GET', '/api/notes/N-missing'), 404, 'NOT_FOUND'],
    ['a refused form', () => rep.request('POST', '/api/notes', { subject: '' }), 400, 'VALIDATION'],
    ['not allowed', () => rep.request('GET', '/api/admin/users'), 403, 'FORBIDDEN'],
  ])('%s', async (_, send, status, code) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    const parsed = errorAnswerSchema.safeParse(response.json());
    expect(parsed.success, response.body).toBe(true);
    expect(parsed.data?.code).toBe(code);
    expect(parsed.data?.message).not.toBe('');
  });
});
