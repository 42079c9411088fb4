import net from 'node:net';
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

describe('a request Node refuses before any route', () => {
  let port: number;
  beforeAll(async () => {
    port = Number(new URL(await t.app.listen({ host: '127.0.0.1', port: 0 })).port);
  });
  // Over a real socket: `inject` never goes through Node's HTTP parser. The route fuzz found these
  // (issue 44): a URL past 16 KB and a request line that is not HTTP answered Fastify's own shape.
  it.each([
    ['headers past 16 KB', `GET /api/notes?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ['a request line that is not HTTP', 'NOT HTTP AT ALL\r\n\r\n', 400],
  ])('%s answers the one error answer', async (_, raw, status) => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(raw));
      let received = '';
      socket.on('data', (chunk) => (received += String(chunk)));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head = '', body = ''] = text.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(errorAnswerSchema.safeParse(JSON.parse(body)).success, body).toBe(true);
  });
});
