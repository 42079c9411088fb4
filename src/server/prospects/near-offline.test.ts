import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearProspect, Prospect } from '../../domain/prospects/contract.js';
import { rankNearProspects } from '../../domain/prospects/near.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { newProspectRow } from './rows.js';

/**
 * Prospects kept on the phone (decision 0353): `GET /api/offline/prospects` answers the open
 * prospects of the rep's states only, and Near me's prospects ranked on the device from that answer
 * (`rankNearProspects`, as `features/prospects/offline.ts` does) are the server's own answer.
 */
let t: TestApp;
let rep: TestSession;

const tampa = { latitude: 27.95, longitude: -82.46 };

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date().toISOString();
  const shops: [string, string, string, number, Prospect['status']][] = [
    ['P-NEAR', 'Bay Smoke Shop', 'FL', 27.96, 'open'],
    // About 1.0018 and 1.0032 miles north: both shown as 1 mile, so the name ranks them.
    ['P-TIE1', 'Zed Smoke', 'FL', 27.9645, 'open'],
    ['P-TIE2', 'Able Smoke', 'FL', 27.96452, 'open'],
    ['P-FAR', 'Orlando Leaf', 'FL', 28.54, 'open'],
    ['P-NO', 'Said No Cigars', 'FL', 27.951, 'not-interested'],
    ['P-WON', 'Now A Customer', 'FL', 27.952, 'customer'],
    ['P-GA', 'Georgia Leaf', 'GA', 27.95, 'open'],
  ];
  await t.runtime.database.db
    .insertInto('prospects')
    .values(
      shops.map(([id, name, state, latitude, status]) => ({
        ...newProspectRow(
          {
            id,
            state,
            sourceKey: id,
            source: 'list',
            licenseNumber: null,
            name,
            address: '1 Main St',
            city: 'Tampa',
            zip: '33602',
            phone: null,
            latitude,
            longitude: tampa.longitude,
            placedBy: 'point',
            hours: null,
          },
          now,
        ),
        status,
      })),
    )
    .execute();
  rep = await t.userSession({ email: 'fl@prospects-offline.test', role: 'rep', states: ['FL'] });
});
afterAll(() => t.close());

async function keptProspects(session: TestSession): Promise<Prospect[]> {
  const all: Prospect[] = [];
  let after: string | null = null;
  do {
    const response = await session.request('GET', `/api/offline/prospects${after ? `?after=${after}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as { prospects: Prospect[]; next: string | null };
    all.push(...page.prospects);
    after = page.next;
  } while (after);
  return all;
}

describe('prospects kept on the phone', () => {
  it('are the open prospects of the rep’s states only', async () => {
    const kept = await keptProspects(rep);
    expect(kept.map((prospect) => prospect.id).sort()).toEqual(['P-FAR', 'P-NEAR', 'P-TIE1', 'P-TIE2']);
    expect(kept.every((prospect) => prospect.state === 'FL' && prospect.status === 'open')).toBe(true);
  });

  it('rank on the device as the server ranks them in Near me', async () => {
    const response = await rep.request(
      'GET',
      `/api/prospects/near?latitude=${tampa.latitude}&longitude=${tampa.longitude}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const server = (response.json() as { prospects: NearProspect[] }).prospects;
    expect(rankNearProspects(tampa, await keptProspects(rep))).toEqual(server);
    expect(server.map((prospect) => [prospect.id, prospect.distanceMiles])).toEqual([
      ['P-NEAR', 0.69],
      ['P-TIE2', 1],
      ['P-TIE1', 1],
      ['P-FAR', 40.77],
    ]);
  });
});
