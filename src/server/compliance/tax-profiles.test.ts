import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxProfileFieldsSchema } from '../../domain/compliance/item-profiles.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { insertItem } from '../test/mirror-fixtures.js';
import { loadTaxProfiles } from './queries.js';

let t: TestApp;
let admin: TestSession;
let rep: TestSession;

const db = () => t.runtime.database.db;
const brandOf = (listId: string, brand: string, sticks = 0) =>
  db().updateTable('items').set({ brand, sticks }).where('listId', '=', listId).execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'boss@t.test', role: 'admin' });
  rep = await t.userSession({ email: 'road@t.test', role: 'rep', states: ['FL'] });
  await insertItem(db(), 'I-ROB', 'p-CV01', 'Casa Vieja Robusto (20)');
  await insertItem(db(), 'I-TOR', 'p-CV02', 'Casa Vieja Toro (25)');
  await insertItem(db(), 'I-ASH', 'POS-ASHTRAY1', 'Ashtray');
  await insertItem(db(), 'I-OLD', 'p-CV99', 'Casa Vieja retired', false);
  await brandOf('I-ROB', 'Casa Vieja', 20);
  await brandOf('I-TOR', 'Casa Vieja', 25);
  await brandOf('I-OLD', 'Casa Vieja', 20);
  await brandOf('I-ASH', 'POS');
});
afterAll(() => t.close());

const fields = (over: Record<string, unknown>) => taxProfileFieldsSchema.parse(over);
const premium = {
  kind: 'cigar',
  poundsPerThousand: 24.5,
  handmade: true,
  wholeLeafWrapper: true,
  nonTobaccoIngredients: false,
};
const listing = async () => (await admin.request('GET', '/api/compliance/tax-profiles')).json();

describe("the items' tax profiles", () => {
  it('lists every active item as a gap until its profile is set', async () => {
    const { items, gapCount, brands } = await listing();
    expect(items.map((i: { listId: string; missing: string[] }) => [i.listId, i.missing])).toEqual([
      ['I-ROB', ['kind']],
      ['I-TOR', ['kind']],
      ['I-ASH', ['kind']],
    ]);
    expect(gapCount).toBe(3);
    expect(brands).toEqual([
      { brand: 'Casa Vieja', itemCount: 2, fields: null },
      { brand: 'POS', itemCount: 1, fields: null },
    ]);
  });

  it('sets a brand for every item of it, an item over its brand field by field, and lists what is still missing', async () => {
    const brand = await admin.request('PUT', '/api/compliance/tax-profiles/brand/Casa%20Vieja', premium);
    expect(brand.statusCode).toBe(200);
    expect(brand.json().fields).toEqual(fields(premium));
    const item = {
      cigarsPerUnit: 20,
      listPriceCents: 22000,
      wholesalePriceCents: 11000,
      poundsPerThousand: 26,
    };
    expect((await admin.request('PUT', '/api/compliance/tax-profiles/item/I-ROB', item)).statusCode).toBe(
      200,
    );
    expect(
      (await admin.request('PUT', '/api/compliance/tax-profiles/brand/POS', { kind: 'not-tobacco' }))
        .statusCode,
    ).toBe(200);

    const { items, gapCount } = await listing();
    const byId = Object.fromEntries(items.map((i: { listId: string }) => [i.listId, i]));
    expect(byId['I-ROB'].resolved).toEqual(fields({ ...premium, ...item }));
    expect(byId['I-ROB'].missing).toEqual([]);
    expect(byId['I-TOR'].missing).toEqual(['cigarsPerUnit', 'listPriceCents', 'wholesalePriceCents']);
    expect(byId['I-ASH'].missing).toEqual([]);
    expect(gapCount).toBe(1);

    // What the excise tax reads: the same resolution, by ListID.
    const resolved = await loadTaxProfiles(db(), ['I-ROB', 'I-OLD']);
    expect(resolved.get('I-ROB')).toEqual(fields({ ...premium, ...item }));
    expect(resolved.get('I-OLD')).toEqual(fields(premium));

    const entry = await db()
      .selectFrom('history')
      .select(['action', 'historyChanges'])
      .where('entityId', '=', 'item:I-ROB')
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('create');
    expect(entry.historyChanges).toMatchObject({ cigarsPerUnit: { before: null, after: 20 } });
  });

  it('removes a profile whose fields are all empty: the item falls back to its brand', async () => {
    const cleared = await admin.request('PUT', '/api/compliance/tax-profiles/item/I-ROB', {});
    expect(cleared.json().fields).toBeNull();
    const { items } = await listing();
    expect(items.find((i: { listId: string }) => i.listId === 'I-ROB').own).toBeNull();
  });

  it.each([
    ['item/I-ROB', { listPriceCents: 12.5 }, '* Use whole cents'],
    [
      'item/I-ROB',
      { kind: 'snuff' },
      '* Choose what the item is: a cigar, a little cigar, pipe tobacco, another tobacco product, or not tobacco',
    ],
    ['item/I-ROB', { cigarsPerUnit: 0 }, '* A unit holds at least one cigar'],
    ['brand/POS', { poundsPerThousand: 24.555 }, '* Give pounds per thousand to the hundredth'],
  ])('refuses %s %o with a clear message', async (path, body, message) => {
    const response = await admin.request('PUT', `/api/compliance/tax-profiles/${path}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(message);
  });

  it('answers 404 for a brand or item that does not exist, and 403 to others than admins', async () => {
    const brand = await admin.request('PUT', '/api/compliance/tax-profiles/brand/Nobody', premium);
    expect(brand.statusCode).toBe(404);
    expect(brand.json().message).toBe('No item has the brand Nobody');
    expect((await admin.request('PUT', '/api/compliance/tax-profiles/item/I-NONE', premium)).statusCode).toBe(
      404,
    );
    expect((await rep.request('GET', '/api/compliance/tax-profiles')).statusCode).toBe(403);
    expect((await rep.request('PUT', '/api/compliance/tax-profiles/brand/POS', premium)).statusCode).toBe(
      403,
    );
  });
});
