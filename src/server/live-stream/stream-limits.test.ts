import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { defaultStreamLimits } from './routes.js';

let t: TestApp;
let baseUrl: string;
let rep: TestSession;
let colleague: TestSession;
const open: AbortController[] = [];

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.userSession({ email: 'rep@streams.test', role: 'rep', states: ['FL'] });
  colleague = await t.userSession({ email: 'colleague@streams.test', role: 'rep', states: ['FL'] });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of open) stream.abort();
  await t.close();
});

async function openStream(session: TestSession) {
  const abort = new AbortController();
  open.push(abort);
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { cookie: session.cookie },
    signal: abort.signal,
  });
  return { response, abort };
}

describe('live streams per user', () => {
  it('are capped, with a message, and the cap frees up as streams close', async () => {
    const streams = [];
    for (let i = 0; i < defaultStreamLimits.perUser; i += 1) {
      const stream = await openStream(rep);
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openStream(rep);
    expect(refused.response.status).toBe(429);
    expect((await refused.response.json()).message).toContain('live connections open');

    // Another user is not affected by this one's streams.
    expect((await openStream(colleague)).response.status).toBe(200);

    streams[0]?.abort.abort();
    await expect
      .poll(async () => {
        const again = await openStream(rep);
        if (again.response.status !== 200) await again.response.body?.cancel();
        return again.response.status;
      })
      .toBe(200);
  });
});
