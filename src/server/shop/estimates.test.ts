import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopPortalDefault } from '../../domain/settings/shopPortal.js';
import {
  alreadySignedMessage,
  emptySignatureMessage,
  estimateChangedMessage,
  nameRequiredMessage,
  notAPngMessage,
  signatureTooLargeMessage,
  signedOrderMessage,
  type EstimateVerification,
  type ShopEstimate,
  type StaffEstimate,
} from '../../domain/shop/estimates.js';
import { putSetting } from '../settings/queries.js';
import { signedInBuyer, type BuyerSession } from '../test/buyer-fixtures.js';
import { estimatePdf, signaturePng } from '../test/estimate-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { fixtureItems, orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { unreadablePdfMessage } from './estimates.js';

/**
 * Issue 48, part 5 on both databases (decisions 0340, 0341): the company sends an order's estimate
 * for signature, only that shop's buyer signs it, the signed PDF carries the evidence and the
 * unsigned PDF's hash, and a signed or changed estimate refuses with words, changing nothing.
 */
let t: TestApp;
let admin: TestSession, fl: TestSession, flOther: TestSession, tx: TestSession;
let bea: BuyerSession, gus: BuyerSession;
let pdf: Buffer;
const db = () => t.runtime.database.db;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const standardFontDataUrl =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

async function pdfPages(bytes: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let index = 1; index <= document.numPages; index += 1) {
    const content = await (await document.getPage(index)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedOrderFixtures(db());
  await putSetting(db(), 'shopPortal', { ...shopPortalDefault, enabled: true, brands: ['Demo'] }, null);
  admin = await t.userSession({ email: 'admin@e.test', role: 'admin' });
  fl = await t.userSession({ email: 'fl@e.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  flOther = await t.userSession({ email: 'fl2@e.test', role: 'rep', states: ['FL'], repCode: 'FL2' });
  tx = await t.userSession({ email: 'tx@e.test', role: 'rep', states: ['TX'], repCode: 'TX' });
  bea = await signedInBuyer(t, 'C-FL', 'bea@estimates.test');
  gus = await signedInBuyer(t, 'C-FL2', 'gus@estimates.test');
  pdf = await estimatePdf('Estimate for C-FL');
});
afterAll(() => t.close());

const placeOrder = async (session: TestSession) => {
  const response = await session.request('POST', '/api/orders', orderBody());
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ ids: string[] }>().ids[0] ?? '';
};

const send = (session: TestSession, orderId: string, bytes: Buffer = pdf) =>
  session.request('POST', `/api/orders/${orderId}/estimate-signature`, { pdf: bytes.toString('base64') });

const sent = async (session: TestSession, orderId: string) => {
  const response = await send(session, orderId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ estimate: StaffEstimate }>().estimate;
};

const sign = (who: BuyerSession, id: string, body: Record<string, unknown> = {}) =>
  who.request('POST', `/api/shop/estimates/${id}/signature`, {
    name: 'Bea Buyer',
    signature: signaturePng(200, 60),
    ...body,
  });

const requestRow = (id: string) =>
  db().selectFrom('estimateSignatures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const orderAttachments = (orderId: string) =>
  db()
    .selectFrom('attachments')
    .selectAll()
    .where('ownerType', '=', 'order')
    .where('ownerId', '=', orderId)
    .execute();

const shopOrder = async () => {
  const response = await bea.request('POST', '/api/shop/orders', {
    lines: [{ listId: fixtureItems.adf.listId, qty: 2 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ order: { id: string } }>().order.id;
};

describe('sending an estimate for signature', () => {
  let orderId = '';

  it('is for those who may change the order, on orders they see', async () => {
    orderId = await placeOrder(fl);
    expect((await send(tx, orderId)).statusCode).toBe(404);
    const other = await send(flOther, orderId);
    expect(other.statusCode).toBe(403);
    expect((await flOther.request('GET', `/api/orders/${orderId}/estimate-signature`)).json()).toEqual({
      canSend: false,
      estimate: null,
    });
    expect((await fl.request('GET', `/api/orders/${orderId}/estimate-signature`)).json()).toMatchObject({
      canSend: true,
    });
  });

  it('refuses a file that is not an estimate PDF, storing nothing', async () => {
    const response = await send(fl, orderId, Buffer.from('not a pdf at all'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unreadablePdfMessage);
    expect(
      await db().selectFrom('estimateSignatures').selectAll().where('orderId', '=', orderId).execute(),
    ).toEqual([]);
  });

  it('stores the unsigned PDF once with its SHA-256, which verifies', async () => {
    const estimate = await sent(fl, orderId);
    expect(estimate).toMatchObject({ state: 'sent', unsignedSha256: sha256(pdf), unsignedSize: pdf.length });
    const verified = (
      await fl.request('GET', `/api/orders/${orderId}/estimate-signature/verify`)
    ).json<EstimateVerification>();
    expect(verified).toMatchObject({
      recordedSha256: sha256(pdf),
      computedSha256: sha256(pdf),
      matches: true,
    });
    const download = await fl.request('GET', `/api/orders/${orderId}/estimate-signature/unsigned.pdf`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(sha256(download.rawPayload)).toBe(estimate.unsignedSha256);
  });
});

describe("a buyer signs only its own shop's estimate", () => {
  let orderId = '';
  let estimate: StaffEstimate;

  beforeAll(async () => {
    orderId = await placeOrder(fl);
    estimate = await sent(fl, orderId);
  });

  it('lists it in its own shop only; another shop gets 404 for its id', async () => {
    const listed = (await bea.request('GET', '/api/shop/estimates')).json<{ estimates: ShopEstimate[] }>()
      .estimates;
    expect(listed.find((e) => e.id === estimate.id)).toMatchObject({ state: 'sent', orderId });
    expect((await gus.request('GET', '/api/shop/estimates')).json()).toEqual({ estimates: [] });
    for (const path of ['pdf', 'signed.pdf', 'verify'])
      expect((await gus.request('GET', `/api/shop/estimates/${estimate.id}/${path}`)).statusCode).toBe(404);
    expect((await sign(gus, estimate.id)).statusCode).toBe(404);
    expect((await requestRow(estimate.id)).status).toBe('sent');
    const read = await bea.request('GET', `/api/shop/estimates/${estimate.id}/pdf`);
    expect(sha256(read.rawPayload)).toBe(estimate.unsignedSha256);
  });

  it.each([
    [
      'a signature that is not a PNG',
      { signature: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' },
      notAPngMessage,
    ],
    ['a JPEG', { signature: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' }, notAPngMessage],
    [
      'a PNG whose data is broken',
      { signature: signaturePng(200, 60).slice(0, 90) + 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      notAPngMessage,
    ],
    ['a huge payload', { signature: signaturePng(200, 60) + 'A'.repeat(500_000) }, signatureTooLargeMessage],
    ['an empty name', { name: '   ' }, nameRequiredMessage],
    ['nothing drawn', { signature: signaturePng(200, 60, false) }, emptySignatureMessage],
  ])('%s gets a clear 400 and changes nothing', async (_, body, message) => {
    const response = await sign(bea, estimate.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.body).toContain(message);
    expect(await requestRow(estimate.id)).toMatchObject({ status: 'sent', signedAt: null });
    expect(await orderAttachments(orderId)).toEqual([]);
  });

  it("stores the signed PDF as the order's attachment: the estimate's pages, then the evidence", async () => {
    const response = await sign(bea, estimate.id, { name: 'Bea Q. Buyer' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().estimate).toMatchObject({ state: 'signed', signerName: 'Bea Q. Buyer' });
    const [file] = await orderAttachments(orderId);
    expect(file).toMatchObject({ contentType: 'application/pdf', name: `estimate-${orderId}-signed.pdf` });
    const listed = await fl.request('GET', `/api/attachments?ownerType=order&ownerId=${orderId}`);
    expect(listed.json().attachments.map((a: { id: string }) => a.id)).toEqual([file?.id]);

    const signed = (await fl.request('GET', `/api/attachments/${file?.id}/file`)).rawPayload;
    // The unsigned PDF is the signed file's beginning, byte for byte.
    expect(sha256(signed.subarray(0, pdf.length))).toBe(estimate.unsignedSha256);
    const pages = await pdfPages(signed);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Estimate for C-FL');
    for (const evidence of ['Bea Q. Buyer', 'bea@estimates.test', estimate.unsignedSha256, 'IP address'])
      expect(pages[1]).toContain(evidence);

    const row = await requestRow(estimate.id);
    expect(row).toMatchObject({
      status: 'signed',
      signerEmail: 'bea@estimates.test',
      signedSha256: sha256(signed),
    });
    expect(row.signerIp).toBeTruthy();
    const staff = (await fl.request('GET', `/api/orders/${orderId}/estimate-signature`)).json();
    expect(staff).toMatchObject({
      canSend: false,
      estimate: { state: 'signed', signerName: 'Bea Q. Buyer' },
    });
    const verified = (
      await bea.request('GET', `/api/shop/estimates/${estimate.id}/verify`)
    ).json<EstimateVerification>();
    expect(verified).toMatchObject({
      computedSha256: estimate.unsignedSha256,
      matches: true,
      signedSha256: sha256(signed),
    });
    expect(
      sha256((await bea.request('GET', `/api/shop/estimates/${estimate.id}/signed.pdf`)).rawPayload),
    ).toBe(sha256(signed));
  });

  it('refuses a second signature, a new request and the deletion of the signed order', async () => {
    const again = await sign(bea, estimate.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(alreadySignedMessage);
    const resend = await send(fl, orderId);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(signedOrderMessage);
    const removed = await fl.request('DELETE', `/api/orders/${orderId}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(signedOrderMessage);
    expect(
      await db().selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst(),
    ).toBeTruthy();
    expect(await orderAttachments(orderId)).toHaveLength(1);
  });
});

describe('a changed order asks for a new signature', () => {
  it('a change after sending makes the request stale: the portal says so, signing is refused', async () => {
    const orderId = await shopOrder();
    const estimate = await sent(admin, orderId);
    const approved = await admin.request('POST', `/api/orders/${orderId}/approve`, {
      lines: [{ listId: fixtureItems.adf.listId, qty: 3 }],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const listed = (await bea.request('GET', '/api/shop/estimates')).json<{ estimates: ShopEstimate[] }>()
      .estimates;
    expect(listed.find((e) => e.id === estimate.id)?.state).toBe('changed');
    const response = await sign(bea, estimate.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(estimateChangedMessage);
    expect((await requestRow(estimate.id)).status).toBe('sent');
    expect(await orderAttachments(orderId)).toEqual([]);
  });

  it('a newer request replaces an unsigned one', async () => {
    const orderId = await placeOrder(fl);
    const first = await sent(fl, orderId);
    const second = await sent(fl, orderId);
    expect((await requestRow(first.id)).status).toBe('replaced');
    const response = await sign(bea, first.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(estimateChangedMessage);
    expect((await sign(bea, second.id)).statusCode).toBe(200);
  });

  it("a signed estimate's order cannot be changed in review: 409, its lines as signed", async () => {
    const orderId = await shopOrder();
    const estimate = await sent(admin, orderId);
    expect((await sign(bea, estimate.id)).statusCode).toBe(200);
    const before = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const changed = await admin.request('POST', `/api/orders/${orderId}/approve`, {
      lines: [{ listId: fixtureItems.adf.listId, qty: 5 }],
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(signedOrderMessage);
    const after = await db()
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // Approved as signed, it goes on as any order.
    expect((await admin.request('POST', `/api/orders/${orderId}/approve`, {})).statusCode).toBe(200);
  });
});
