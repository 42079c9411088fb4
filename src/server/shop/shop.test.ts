import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRulesDefault } from '../../domain/settings/orderRules.js';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import { getSetting, putSetting } from '../settings/queries.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { fixtureItems, seedOrderFixtures } from '../test/order-fixtures.js';

const png = fs.readFileSync(path.join(import.meta.dirname, '../attachments/fixtures/sample.png'));
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-shop-'));

let t: TestApp;
let admin: TestSession, office: TestSession, fl: TestSession, tx: TestSession;
const db = () => t.runtime.database.db;

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await seedOrderFixtures(db());
  admin = await t.userSession({ email: 'admin@shop.test', role: 'admin' });
  office = await t.userSession({ email: 'office@shop.test', role: 'office' });
  fl = await t.userSession({ email: 'fl@shop.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'tx@shop.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  await db()
    .insertInto('items')
    .values({
      listId: 'I-OTHER',
      name: 'p-OTHER',
      fullName: 'p-OTHER',
      salesDesc: 'Another brand',
      salesPrice: 30,
      quantityOnHand: 0,
      quantityOnSalesOrder: 0,
      brand: 'Other',
      sticks: 10,
      itemType: 'Box',
      msrp: null,
      isActive: true,
      kind: 'inventory',
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function upload(session: TestSession, owner: string, name: string, bytes: Buffer) {
  const { body, contentType } = multipart([{ name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachments?${owner}`,
    headers: { cookie: session.cookie, 'content-type': contentType },
    payload: body,
  });
}

const savePortal = (session: TestSession, value: unknown) =>
  session.request('PUT', '/api/admin/settings/shopPortal', value);

describe('Admin → Shop portal settings', () => {
  it('saves the portal for an admin and refuses everyone else', async () => {
    const value = {
      ...shopPortalDefault,
      enabled: true,
      welcomeText: 'Welcome to our shop.',
      brands: ['Demo'],
      items: ['I-OTHER'],
      minimumOrderCents: 25_000,
      paymentInstructions: 'Pay by check to the office.',
    };
    expect((await savePortal(office, value)).statusCode).toBe(403);
    expect((await savePortal(fl, value)).statusCode).toBe(403);
    const saved = await savePortal(admin, value);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await getSetting(db(), 'shopPortal')).toEqual(value);
  });

  it.each([
    [
      'a negative minimum',
      { minimumOrderCents: -1 },
      'minimumOrderCents: The minimum order value cannot be negative',
    ],
    [
      'a fraction of a cent',
      { minimumOrderCents: 10.5 },
      'minimumOrderCents: The minimum order value is a whole number of cents',
    ],
    [
      'a long welcome',
      { welcomeText: 'x'.repeat(2001) },
      'welcomeText: The welcome text is at most 2000 characters',
    ],
    [
      'long payment instructions',
      { paymentInstructions: 'x'.repeat(2001) },
      'paymentInstructions: The payment instructions are at most 2000 characters',
    ],
    ['a negative "few left"', { fewLeftAt: -2 }, 'fewLeftAt: "Few left" cannot be negative'],
  ])('refuses %s with a clear message and changes nothing', async (_, change, message) => {
    const before = await getSetting(db(), 'shopPortal');
    const response = await savePortal(admin, { ...before, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await getSetting(db(), 'shopPortal')).toEqual(before);
  });

  it('takes an image as the logo, never another file, and answers the newest', async () => {
    expect((await admin.request('GET', '/api/shop/logo')).json()).toEqual({ logo: null });
    const refused = await upload(admin, 'ownerType=portal&ownerId=logo', 'logo.pdf', pdf);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(
      'File "logo.pdf" is not an image a browser shows (JPEG, PNG, GIF or WebP).',
    );
    expect((await upload(office, 'ownerType=portal&ownerId=logo', 'logo.png', png)).statusCode).toBe(403);
    expect((await upload(admin, 'ownerType=portal&ownerId=other', 'logo.png', png)).statusCode).toBe(404);
    const stored = await upload(admin, 'ownerType=portal&ownerId=logo', 'logo.png', png);
    expect(stored.statusCode, stored.body).toBe(201);
    const [attachment] = stored.json().attachments as { id: string }[];
    const { logo } = (await fl.request('GET', '/api/shop/logo')).json();
    expect(logo).toEqual({ attachmentId: attachment!.id, url: `/api/attachments/${attachment!.id}/file` });
    const file = await fl.request('GET', logo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });
});

describe('Admin → Items: description and photo for the shops', () => {
  it('sets and clears an item description; too long, unknown or not an admin is refused', async () => {
    const listId = fixtureItems.adf.listId;
    const tooLong = await admin.request('PUT', `/api/admin/shop/items/${listId}`, {
      description: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('The description is at most 2000 characters');
    expect(
      (await office.request('PUT', `/api/admin/shop/items/${listId}`, { description: 'Rich' })).statusCode,
    ).toBe(403);
    expect((await fl.request('GET', '/api/admin/shop/items')).statusCode).toBe(403);
    const unknown = await admin.request('PUT', '/api/admin/shop/items/I-NONE', { description: 'Rich' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('An item with the ID I-NONE does not exist');
    expect(await db().selectFrom('shopItemDetails').selectAll().execute()).toEqual([]);

    const saved = await admin.request('PUT', `/api/admin/shop/items/${listId}`, {
      description: '  Rich and dark.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item).toMatchObject({
      listId,
      description: 'Rich and dark.',
      salesDesc: 'p-ADF109 box',
    });
    const cleared = await admin.request('PUT', `/api/admin/shop/items/${fixtureItems.cosecha.listId}`, {
      description: 'Soon gone',
    });
    expect(cleared.statusCode).toBe(200);
    await admin.request('PUT', `/api/admin/shop/items/${fixtureItems.cosecha.listId}`, { description: '' });
    const { items } = (await admin.request('GET', '/api/admin/shop/items')).json();
    expect(
      items.find((i: { listId: string }) => i.listId === fixtureItems.cosecha.listId).description,
    ).toBeNull();
  });

  it('takes an image as an item photo from an admin only', async () => {
    const owner = `ownerType=item&ownerId=${fixtureItems.adf.listId}`;
    const refused = await upload(admin, owner, 'box.pdf', pdf);
    expect(refused.statusCode).toBe(415);
    expect((await upload(fl, owner, 'box.png', png)).statusCode).toBe(403);
    expect((await upload(admin, 'ownerType=item&ownerId=I-NONE', 'box.png', png)).statusCode).toBe(404);
    expect((await upload(admin, owner, 'box.png', png)).statusCode).toBe(201);
    const { items } = (await admin.request('GET', '/api/admin/shop/items')).json();
    expect(items.find((i: { listId: string }) => i.listId === fixtureItems.adf.listId).photo.url).toMatch(
      /^\/api\/attachments\/.+\/file$/,
    );
  });
});

describe('a deleted photo or logo', () => {
  it('goes to the Trash and comes back with its id', async () => {
    for (const owner of [
      `ownerType=item&ownerId=${fixtureItems.big.listId}`,
      'ownerType=portal&ownerId=logo',
    ]) {
      const stored = await upload(admin, owner, 'photo.png', png);
      expect(stored.statusCode, stored.body).toBe(201);
      const { id } = (stored.json().attachments as { id: string }[])[0]!;
      expect((await admin.request('DELETE', `/api/attachments/${id}`)).statusCode).toBe(204);
      const { items } = (await admin.request('GET', '/api/trash')).json();
      const entry = items.find((item: { entityId: string }) => item.entityId === id);
      const restored = await admin.request('POST', `/api/trash/${entry.id}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
      expect(
        (await admin.request('GET', `/api/attachments?${owner}`))
          .json()
          .attachments.map((a: { id: string }) => a.id),
      ).toContain(id);
    }
  });
});

describe("a shop's catalogue, previewed by staff", () => {
  type Catalogue = {
    priceLevel: { name: string; percentOff: number };
    minimumOrderCents: number;
    brands: { brand: string; items: Record<string, unknown>[] }[];
  };
  const preview = async (session: TestSession, listId: string) => {
    const response = await session.request('GET', `/api/customers/${listId}/shop-preview`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Catalogue;
  };
  const itemOf = (catalogue: Catalogue, listId: string) =>
    catalogue.brands.flatMap((b) => b.items).find((item) => item.listId === listId);

  it('offers the chosen brands and items by brand, at the shop’s price level, availability in words', async () => {
    await putSetting(
      db(),
      'shopPortal',
      { ...(await getSetting(db(), 'shopPortal')), brands: ['Demo'], items: ['I-OTHER'], fewLeftAt: 10 },
      null,
    );
    await db()
      .updateTable('items')
      .set({ quantityOnHand: 12, quantityOnSalesOrder: 4 })
      .where('listId', '=', fixtureItems.cosecha.listId)
      .execute();
    const catalogue = await preview(fl, 'C-FL');
    expect(catalogue.priceLevel).toEqual({ name: '10%', percentOff: 10 });
    expect(catalogue.minimumOrderCents).toBe(25_000);
    expect(catalogue.brands.map((b) => b.brand)).toEqual(['Demo', 'Other']);
    const demo = catalogue.brands[0]!.items.map((i) => i.name);
    expect(demo).toEqual([...demo].sort());
    expect(demo).not.toContain(fixtureItems.inactive.name);
    expect(itemOf(catalogue, fixtureItems.adf.listId)).toEqual({
      listId: fixtureItems.adf.listId,
      name: 'p-ADF109',
      description: 'Rich and dark.',
      boxCount: 20,
      photoUrl: expect.stringMatching(/^\/api\/attachments\/.+\/file$/),
      availability: 'in stock',
      priceCents: 36_000,
    });
    expect(itemOf(catalogue, fixtureItems.cosecha.listId)).toMatchObject({
      description: 'p-CO1001 box',
      availability: 'few left',
      priceCents: 9_000,
      photoUrl: null,
    });
    expect(itemOf(catalogue, 'I-OTHER')).toMatchObject({ availability: 'out of stock', priceCents: 2_700 });
    // Never-discount items keep their price, as on an order (domain/orders/pricing.ts).
    expect(orderRulesDefault.neverDiscount).toContain(fixtureItems.yos.name);
    expect(itemOf(catalogue, fixtureItems.yos.listId)).toMatchObject({ priceCents: 25_000 });
    // No count ever leaves: every item has exactly the fields above, none of them a quantity.
    for (const item of catalogue.brands.flatMap((b) => b.items))
      expect(Object.keys(item).sort()).toEqual(
        Object.keys(itemOf(catalogue, fixtureItems.adf.listId)!).sort(),
      );
    expect(JSON.stringify(catalogue)).not.toMatch(/quantity|onHand/i);
  });

  it('prices a shop without a price level at the sales price', async () => {
    expect(itemOf(await preview(office, 'C-FL2'), fixtureItems.adf.listId)).toMatchObject({
      priceCents: 40_000,
    });
  });

  it('offers nothing until an admin chooses brands or items', async () => {
    await putSetting(
      db(),
      'shopPortal',
      { ...(await getSetting(db(), 'shopPortal')), brands: [], items: [] },
      null,
    );
    expect((await preview(admin, 'C-FL')).brands).toEqual([]);
  });

  it("answers 404 for a customer outside the user's states, as for one that does not exist", async () => {
    for (const [session, listId] of [
      [tx, 'C-FL'],
      [fl, 'C-NONE'],
    ] as const) {
      const response = await session.request('GET', `/api/customers/${listId}/shop-preview`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(`A customer with the ID ${listId} does not exist`);
    }
  });
});
