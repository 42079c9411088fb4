import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unknownDamagedItemMessage } from '../../domain/notes/damaged.js';
import { damagedSticksMax } from '../../domain/notes/schemas.js';
import { fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

let t: TestApp;
let rep: TestSession;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  rep = await t.userSession({ email: 'rep@damaged.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(() => t.close());

const noteWith = (damagedItems: unknown[]) => ({
  noteClass: 'standard',
  customerListId: 'C-FL',
  subject: 'Crushed boxes',
  text: 'Two boxes arrived crushed.',
  tags: ['Damaged-Cigars'],
  damagedItems,
});
const adf = {
  listId: fixtureItems.adf.listId,
  name: 'Made-up name',
  salesDesc: 'Made-up description',
  sticks: 3,
};

describe('damaged items', () => {
  it('are named as the item list names them, whatever the request says', async () => {
    const created = await rep.request('POST', '/api/notes', noteWith([adf]));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().note.damagedItems).toEqual([
      {
        listId: fixtureItems.adf.listId,
        name: fixtureItems.adf.name,
        salesDesc: `${fixtureItems.adf.name} box`,
        sticks: 3,
      },
    ]);
  });

  it('refuses an item that is not in the item list, with nothing written', async () => {
    const created = await rep.request('POST', '/api/notes', noteWith([{ ...adf, listId: 'I-INVENTED' }]));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(unknownDamagedItemMessage('I-INVENTED'));
  });

  it.each([damagedSticksMax + 1, Number.MAX_SAFE_INTEGER])('refuses %d sticks', async (sticks) => {
    const created = await rep.request('POST', '/api/notes', noteWith([{ ...adf, sticks }]));
    expect(created.statusCode).toBe(400);
  });

  it('applies the same rules when the author edits the list', async () => {
    const created = await rep.request('POST', '/api/notes', noteWith([]));
    const id = created.json().note.id as string;
    const invented = await rep.request('PUT', `/api/notes/${id}/damaged-items`, {
      damagedItems: [{ ...adf, listId: 'I-INVENTED' }],
    });
    expect(invented.statusCode).toBe(400);
  });
});
