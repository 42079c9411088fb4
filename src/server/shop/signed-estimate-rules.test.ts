import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../domain/attachments/rules.js';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import { signedPdfKeptMessage, type StaffEstimate } from '../../domain/shop/estimates.js';
import { putSetting } from '../settings/queries.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { estimatePdf, signaturePng } from '../test/estimate-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { multipart } from '../test/multipart.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';

/**
 * Issue 48's leftovers on both databases: who sends a shop's order for signature (decision 0355),
 * and the signed PDF that no delete path takes (decision 0356).
 */
let t: TestApp;
let fl: TestSession, tx: TestSession, office: TestSession;
let bea: BuyerSession;
let pdf: Buffer;
const db = () => t.runtime.database.db;

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(db());
  await putSetting(db(), 'shopPortal', { ...shopPortalDefault, enabled: true, brands: ['Demo'] }, null);
  fl = await t.userSession({ email: 'fl@rules.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  tx = await t.userSession({ email: 'tx@rules.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  office = await t.userSession({ email: 'office@rules.test', role: 'office' });
  bea = await signedInBuyer(t, 'C-FL', 'bea@rules.test');
  pdf = await estimatePdf('Estimate for C-FL');
});
afterAll(() => t.close());

const send = (who: { request: TestSession['request'] }, orderId: string) =>
  who.request('POST', `/api/orders/${orderId}/estimate-signature`, { pdf: pdf.toString('base64') });

const canSend = async (who: TestSession, orderId: string) =>
  (await who.request('GET', `/api/orders/${orderId}/estimate-signature`)).json<{ canSend: boolean }>()
    .canSend;

describe("who sends a shop's order for signature", () => {
  it("is whoever reviews it: the account's rep and office, not a rep of another state nor the buyer", async () => {
    const placed = await bea.request('POST', '/api/shop/orders', {
      lines: [{ listId: fixtureItems.adf.listId, qty: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<{ order: { id: string } }>().order.id;
    const approved = await fl.request('POST', `/api/orders/${orderId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);

    expect(await canSend(fl, orderId)).toBe(true);
    const byRep = await send(fl, orderId);
    expect(byRep.statusCode, byRep.body).toBe(201);
    expect(await canSend(office, orderId)).toBe(true);
    const byOffice = await send(office, orderId);
    expect(byOffice.statusCode, byOffice.body).toBe(201);

    expect((await send(tx, orderId)).statusCode).toBe(404);
    // A buyer's session is no staff session: the company's route answers them as a stranger.
    expect((await send(bea, orderId)).statusCode).toBe(401);
    const requests = await db()
      .selectFrom('estimateSignatures')
      .select(['sentByName', 'status'])
      .where('orderId', '=', orderId)
      .orderBy('sentAt')
      .execute();
    expect(requests.map((r) => r.status)).toEqual(['replaced', 'sent']);
  });

  it("still leaves a rep's own order to its author (and an admin), not to office", async () => {
    const placed = await fl.request('POST', '/api/orders', orderBody());
    const orderId = placed.json<{ ids: string[] }>().ids[0] ?? '';
    expect(await canSend(office, orderId)).toBe(false);
    expect((await send(office, orderId)).statusCode).toBe(403);
  });
});

describe("a signed estimate's PDF is kept as evidence", () => {
  let orderId = '';
  let signedId = '';

  beforeAll(async () => {
    orderId = (await fl.request('POST', '/api/orders', orderBody())).json<{ ids: string[] }>().ids[0] ?? '';
    const sent = await send(fl, orderId);
    const estimate = sent.json<{ estimate: StaffEstimate }>().estimate;
    const signed = await bea.request('POST', `/api/shop/estimates/${estimate.id}/signature`, {
      name: 'Bea Buyer',
      signature: signaturePng(200, 60),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const row = await db()
      .selectFrom('estimateSignatures')
      .select('signedAttachmentId')
      .where('id', '=', estimate.id)
      .executeTakeFirstOrThrow();
    signedId = row.signedAttachmentId ?? '';
  });

  const listed = async () =>
    (await fl.request('GET', `/api/attachments?ownerType=order&ownerId=${orderId}`)).json<{
      attachments: Attachment[];
    }>().attachments;

  it("is listed with no Delete for the order's author, and the reason", async () => {
    expect((await listed()).find((a) => a.id === signedId)).toMatchObject({
      canDelete: false,
      keptReason: signedPdfKeptMessage,
    });
  });

  it("refuses its deletion by the order's author with a 409 in words, changing nothing", async () => {
    const response = await fl.request('DELETE', `/api/attachments/${signedId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(signedPdfKeptMessage);
    expect(
      await db().selectFrom('attachments').select('id').where('id', '=', signedId).executeTakeFirst(),
    ).toBeTruthy();
    expect(
      await db().selectFrom('trash').select('id').where('entityId', '=', signedId).executeTakeFirst(),
    ).toBeUndefined();
    const verified = await fl.request('GET', `/api/orders/${orderId}/estimate-signature/verify`);
    expect(verified.json()).toMatchObject({ matches: true });
  });

  it("leaves the order's other files to the usual rule", async () => {
    const { body, contentType } = multipart([{ name: 'note.pdf', bytes: pdf, type: 'application/pdf' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/attachments?ownerType=order&ownerId=${orderId}`,
      headers: { cookie: fl.cookie, 'content-type': contentType },
      payload: body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const other = (await listed()).find((a) => a.name === 'note.pdf');
    expect(other).toMatchObject({ canDelete: true });
    expect(other?.keptReason).toBeUndefined();
    expect((await fl.request('DELETE', `/api/attachments/${other?.id}`)).statusCode).toBe(204);
  });
});
