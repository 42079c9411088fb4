import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../domain/search/schemas.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

let t: TestApp;
let admin: TestSession, fl: TestSession, fl2: TestSession, tx: TestSession;
const ids: Record<string, string> = {};

const note = (customerListId: string | null, subject: string, text: string) => ({
  noteClass: customerListId ? 'standard' : 'Personal-Note',
  customerListId,
  subject,
  text,
  tags: customerListId ? ['Visit'] : ['Personal-Note'],
  damagedItems: [],
});

async function created(session: TestSession, url: string, body: unknown): Promise<string> {
  const response = await session.request('POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  const json = response.json() as Record<string, { id?: string } | string[] | undefined>;
  const one = Object.values(json).find((v) => v && !Array.isArray(v) && typeof v === 'object' && 'id' in v);
  if (one && !Array.isArray(one) && one.id) return one.id;
  const list = json.ids;
  if (Array.isArray(list) && list[0]) return list[0];
  throw new Error(`No ID in ${response.body}`);
}

async function search(session: TestSession, query: string): Promise<SearchResponse> {
  const response = await session.request('GET', `/api/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SearchResponse;
}
const q = (words: string, extra = '') => `q=${encodeURIComponent(words)}${extra}`;
const kinds = (r: SearchResponse) => r.results.map((h) => `${h.kind}:${h.id}`);

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(t.runtime.database.db);
  admin = await t.userSession({ email: 'admin@s.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  fl = await t.userSession({ email: 'fl@s.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  fl2 = await t.userSession({ email: 'fl2@s.test', role: 'rep', states: ['FL'] });
  tx = await t.userSession({ email: 'tx@s.test', role: 'rep', states: ['TX'] });

  ids.flNote = await created(
    fl,
    '/api/notes',
    note('C-FL', 'Humidor repair', 'The owner asked about the cedar humidor and a Maduro robusto.'),
  );
  ids.flOther = await created(
    fl,
    '/api/notes',
    note('C-FL2', 'Weekly visit', 'Talked about the cedar shelves; humidor mentioned once.'),
  );
  ids.txNote = await created(
    tx,
    '/api/notes',
    note('C-TX', 'Zanzibar promotion', 'Only Texas knows the word quetzalcoatl and the owner José.'),
  );
  ids.personal = await created(fl2, '/api/notes', note(null, 'Gym', 'Personal word platypus'));
  ids.comment = await created(fl, `/api/notes/${ids.flNote}/comments`, {
    text: 'Delivered the tabaquería display today',
  });
  ids.description = await created(fl, '/api/customers/C-FL/descriptions', {
    text: 'Family shop, loves Nicaraguan puros.',
  });
  ids.contact = await created(fl, '/api/customers/C-FL/contacts', {
    firstName: 'Begoña',
    lastName: 'Ortiz',
    position: 'Owner',
    about: 'Prefers morning visits',
  });
  ids.order = await created(
    fl,
    '/api/orders',
    orderBody({ instructions: 'Leave the boxes with the neighbour' }),
  );
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('finds each kind of text, case- and accent-insensitively, and by word prefix', async () => {
    expect(kinds(await search(admin, q('CEDAR HUMIDOR')))).toEqual(
      expect.arrayContaining([`note:${ids.flNote}`, `note:${ids.flOther}`]),
    );
    expect(kinds(await search(admin, q('tabaqueria')))).toEqual([`comment:${ids.comment}`]);
    expect(kinds(await search(admin, q('nicarag*')))).toEqual([`description:${ids.description}`]);
    expect(kinds(await search(admin, q('begona')))).toEqual([`contact:${ids.contact}`]);
    expect(kinds(await search(admin, q('neighbour')))).toEqual([`order:${ids.order}`]);
    expect(kinds(await search(admin, q('jose')))).toEqual([`note:${ids.txNote}`]);
  });

  it('ranks a match in the subject and of every word above a passing mention', async () => {
    const result = await search(admin, q('humidor'));
    expect(kinds(result).slice(0, 2)).toEqual([`note:${ids.flNote}`, `note:${ids.flOther}`]);
    expect(result.total).toBe(2);
  });

  it('matches the last word typed as a prefix, scoped like whole words', async () => {
    expect(kinds(await search(admin, q('tabaquer')))).toEqual([`comment:${ids.comment}`]);
    expect(kinds(await search(admin, q('boxes neighb')))).toEqual([`order:${ids.order}`]);
    // Only the last word is a prefix: "neighb boxes" needs the whole word "neighb".
    expect((await search(admin, q('neighb boxes'))).total).toBe(0);
    expect(kinds(await search(tx, q('quetz')))).toEqual([`note:${ids.txNote}`]);
    expect(await search(fl, q('quetz'))).toEqual({
      results: [],
      total: 0,
      totalIsCapped: false,
      nextOffset: null,
    });
    const [hit] = (await search(admin, q('madu'))).results;
    expect(hit?.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['Maduro']);
  });

  it('ranks by relevance among notes whose subjects do not hold the words, whatever their age', async () => {
    const often = await created(
      fl,
      '/api/notes',
      note('C-FL', 'Stock check', 'Sumatra wrapper, sumatra binder and a sumatra blend on the shelf.'),
    );
    const once = await created(
      fl,
      '/api/notes',
      note('C-FL', 'Stock count', 'One sumatra box and some other boxes stood on the old shelf.'),
    );
    expect(kinds(await search(fl, q('sumatra')))).toEqual([`note:${often}`, `note:${once}`]);
  });

  it('answers any text with results or a clear 400, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), async (text) => {
        const response = await fl.request('GET', `/api/search?q=${encodeURIComponent(text)}`);
        expect([200, 400]).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().message).toMatch(/search/);
      }),
      { numRuns: 60 },
    );
  });

  it('highlights the matched words in the title and the snippet', async () => {
    const [hit] = (await search(admin, q('maduro'))).results;
    expect(hit?.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['Maduro']);
    expect(hit?.snippet.map((s) => s.text).join('')).toContain('cedar humidor and a Maduro robusto');
    const [titled] = (await search(admin, q('repair'))).results;
    expect(titled?.title).toEqual([
      { text: 'Humidor ', hit: false },
      { text: 'repair', hit: true },
    ]);
    const [accented] = (await search(admin, q('tabaqueria'))).results;
    expect(accented?.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['tabaquería']);
  });

  it('filters by type, author, customer and date range', async () => {
    expect(kinds(await search(admin, q('cedar', '&kind=note')))).toHaveLength(2);
    expect(kinds(await search(admin, q('cedar', '&kind=comment')))).toEqual([]);
    expect(kinds(await search(admin, q('tabaqueria humidor neighbour', '&kind=comment&kind=order')))).toEqual(
      [],
    );
    expect(kinds(await search(admin, q('owner', `&authorId=${tx.userId}`)))).toEqual([`note:${ids.txNote}`]);
    expect(kinds(await search(admin, q('cedar', '&customerListId=C-FL2')))).toEqual([`note:${ids.flOther}`]);
    const past = '&from=2000-01-01T00:00:00Z&to=2000-12-31T00:00:00Z';
    expect((await search(admin, q('cedar', past))).total).toBe(0);
    const now = `&from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`;
    expect((await search(admin, q('cedar', now))).total).toBe(2);
    const backwards = await admin.request(
      'GET',
      `/api/search?${q('cedar', '&from=2001-01-01T00:00:00Z&to=2000-01-01T00:00:00Z')}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be before the end date');
  });

  it("never shows a rep another state's words, not in a result, a snippet or a count", async () => {
    const none = await search(fl, q('quetzalcoatl'));
    expect(none).toEqual({ results: [], total: 0, totalIsCapped: false, nextOffset: null });
    expect((await search(fl, q('owner'))).results.map((h) => h.id)).not.toContain(ids.txNote);
    expect(kinds(await search(tx, q('quetzalcoatl')))).toEqual([`note:${ids.txNote}`]);
    expect((await search(tx, q('cedar'))).total).toBe(0);
    expect((await search(tx, q('neighbour'))).total).toBe(0);
    expect((await search(tx, q('begona nicaraguan'))).total).toBe(0);
  });

  it('shows personal notes as the notes screens do', async () => {
    const byAuthor = await search(fl2, q('platypus'));
    expect(kinds(byAuthor)).toEqual([`note:${ids.personal}`]);
  });

  it('pages with limit and offset', async () => {
    const first = await search(admin, q('cedar', '&limit=1'));
    expect(first.results).toHaveLength(1);
    expect(first.nextOffset).toBe(1);
    const second = await search(admin, q('cedar', '&limit=1&offset=1'));
    expect(second.results).toHaveLength(1);
    expect(second.nextOffset).toBeNull();
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
  });

  it('refuses an empty search with a clear message', async () => {
    const response = await admin.request('GET', '/api/search?q=%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Type a word to search for');
    expect((await search(admin, q('***'))).total).toBe(0);
  });

  it('follows edits and deletes: an edited text is found by its new words, a deleted note disappears', async () => {
    const description = await created(fl, '/api/customers/C-FL/descriptions', {
      text: 'Word xylophone here',
    });
    expect((await search(fl, q('xylophone'))).total).toBe(1);
    const edited = await fl.request('PUT', `/api/customers/C-FL/descriptions/${description}`, {
      text: 'Word marimba now',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search(fl, q('xylophone'))).total).toBe(0);
    expect(kinds(await search(fl, q('marimba')))).toEqual([`description:${description}`]);

    const id = await created(fl, '/api/notes', note('C-FL', 'Temporary', 'Word ocarina here'));
    await created(fl, `/api/notes/${id}/comments`, { text: 'An ocarina comment' });
    expect((await search(fl, q('ocarina'))).total).toBe(2);
    const removed = await fl.request('DELETE', `/api/notes/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search(fl, q('ocarina'))).toEqual({
      results: [],
      total: 0,
      totalIsCapped: false,
      nextOffset: null,
    });
  });
});
