import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abilitiesOf, type Principal } from '../../domain/access/policy.js';
import { createTestApp, principalSessions, type TestApp } from '../test/harness.js';

let t: TestApp;
let sessions: Awaited<ReturnType<typeof principalSessions>>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = await principalSessions(t);
});
afterAll(() => t.close());

describe('the abilities the web receives', () => {
  it('are the policy’s rules for each user, so a screen shows what the server allows', async () => {
    for (const [who, session] of Object.entries(sessions)) {
      const me = (await session.request('GET', '/api/me')).json() as { user: Principal; abilities: unknown };
      expect(me.abilities, who).toEqual(abilitiesOf(me.user));
    }
  });
});
