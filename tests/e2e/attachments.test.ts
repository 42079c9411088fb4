import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { activeCustomerIn, quantityBox } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

const textAsPng = {
  name: 'notes.png',
  mimeType: 'image/png',
  buffer: Buffer.from('Just some text, not a picture.\n'),
};
const refusal = 'File "notes.png" is not an image (JPEG, PNG, GIF, WebP, HEIC/HEIF) or a PDF.';

const chooseFiles = (page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) =>
  page.locator('input[type=file]').first().setInputFiles(files);

/** Whether the image inside `locator` has loaded real pixels. */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('attachments on a note', () => {
  it('rep.fl attaches a PNG on the create form, sees, opens and deletes it; a text file named .png is refused', async () => {
    const photo = {
      name: 'shop-front.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8b4513' } })
        .png()
        .toBuffer(),
    };
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page);
    const subject = `E2E photo ${Date.now()}`;

    // The create form refuses the disguised text file at once and takes the real PNG.
    await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer!.listId)}`);
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Note Tags' })
      .or(page.getByRole('combobox', { name: 'Note Tags' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Visit', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Note Text' }).fill('Photo of the new display case.');
    await chooseFiles(page, [textAsPng]);
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await page.getByRole('button', { name: 'Remove notes.png' }).count()).toBe(0);
    await chooseFiles(page, [photo]);
    await page.getByRole('button', { name: 'Remove shop-front.png' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Are you sure you want to submit this note?').waitFor();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/submitnote?**');
    const noteId = new URL(page.url()).searchParams.get('id');
    expect(noteId).toBeTruthy();

    // The feed's card counts it; keep the feed open in a second tab to see the count change live.
    const feed = await context.newPage();
    await feed.goto('/notefeed');
    const card = feed.getByTestId('note-card').filter({ hasText: subject });
    await card.getByLabel('1 attachment').waitFor();

    // The note page lists it with a thumbnail; clicking opens it inline.
    await page.goto(`/noteview/${noteId}`);
    const open = page.getByRole('button', { name: 'Open shop-front.png' });
    await open.waitFor();
    await expect.poll(() => loaded(page, '[aria-label="Open shop-front.png"] img')).toBe(true);
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'shop-front.png' });
    await dialog.getByRole('img', { name: 'shop-front.png' }).waitFor();
    await expect.poll(() => loaded(page, '[role=dialog] img[alt="shop-front.png"]')).toBe(true);
    await dialog.getByRole('link', { name: 'Download shop-front.png' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Adding the disguised text file on the note page is refused the same way.
    await chooseFiles(page, [textAsPng]);
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    expect(await page.getByRole('button', { name: /^Upload \d+ file/ }).count()).toBe(0);

    // Deleting asks first, then the list and the card's count follow.
    await page.getByRole('button', { name: 'Delete shop-front.png' }).click();
    await page.getByText('Are you sure you want to DELETE this attachment?').waitFor();
    await page
      .getByRole('dialog', { name: 'Delete attachment' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No attachments').waitFor();
    expect(await page.getByRole('button', { name: 'Open shop-front.png' }).count()).toBe(0);
    await card.getByLabel('0 attachments').waitFor({ timeout: 15_000 });
    const files = await page.request.get(`/api/attachments?ownerType=note&ownerId=${noteId}`);
    expect(((await files.json()) as { attachments: unknown[] }).attachments).toEqual([]);
    await context.close();
  });
});

/** Fills the create-note form for a FL customer, with one photo chosen. */
async function fillNote(
  page: Page,
  subject: string,
  photo: { name: string; mimeType: string; buffer: Buffer },
) {
  const customer = await activeCustomerIn(page);
  await page.goto(`/notecreate?customerListID=${encodeURIComponent(customer!.listId)}`);
  await page.getByRole('button', { name: 'Clear customer' }).waitFor();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Note Text' }).fill('Photo of the humidor wall.');
  await chooseFiles(page, [photo]);
  await page.getByRole('button', { name: `Remove ${photo.name}` }).waitFor();
}

async function submitNote(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Are you sure you want to submit this note?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
}

const notesWithSubject = async (page: Page, subject: string) => {
  const feed = (await (await page.request.get('/api/notes')).json()) as {
    notes: { id: string; subject: string }[];
  };
  return feed.notes.filter((note) => note.subject === subject);
};

describe('never saving a note twice', () => {
  it('a lost answer and a failed upload leave one note, and the outbox retries only the upload', async () => {
    const photo = {
      name: 'wall.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6b3e26' } })
        .png()
        .toBuffer(),
    };
    // No service worker: page.route answers below, and it does not see a worker-controlled page's requests.
    const context = await newContext(browser, server.url, desktop, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const subject = `E2E once ${Date.now()}`;
    await fillNote(page, subject, photo);

    // The first submit is saved, but its answer never reaches the browser: the note waits in the
    // outbox (decision 0056) with its file, and the form moves to /outbox.
    let answersLost = 0;
    await page.route('**/api/notes', async (route) => {
      if (route.request().method() !== 'POST' || answersLost > 0) return route.fallback();
      answersLost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.route('**/api/attachments?**', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await submitNote(page);
    await page.waitForURL('**/outbox');
    const waiting = page.getByTestId('outbox-entry').filter({ hasText: subject });
    await waiting.getByText('Waiting to send').waitFor();

    // Sent again: answered with the note already saved; its upload fails and waits alone.
    await page.getByRole('button', { name: 'Send now' }).click();
    await waiting.getByText('saved on the server, files still to upload').waitFor();
    const [saved] = await notesWithSubject(page, subject);
    expect(await notesWithSubject(page, subject)).toHaveLength(1);

    // The next send uploads only the file: it arrives, and there is still one note.
    await page.unroute('**/api/attachments?**');
    await page.getByRole('button', { name: 'Send now' }).click();
    await waiting.getByText('Sent').waitFor();
    await waiting.getByRole('link', { name: 'Open' }).click();
    await page.waitForURL(`**/noteview/${saved!.id}`);
    const noteId = saved!.id;
    await page.getByRole('button', { name: `Open ${photo.name}` }).waitFor();
    expect(await notesWithSubject(page, subject)).toHaveLength(1);

    // 'Add files' is offered to the author and not to an office user who may only see the note.
    await page.getByRole('button', { name: 'Add files' }).waitFor();
    const office = await (await newContext(browser, server.url, desktop)).newPage();
    await signInAs(office, 'office@humidor.test');
    await office.goto(`/noteview/${noteId}`);
    await office.getByRole('button', { name: `Open ${photo.name}` }).waitFor();
    expect(await office.getByRole('button', { name: 'Add files' }).count()).toBe(0);
    await office.context().close();
    await context.close();
  });
});

describe('who may add files to an order', () => {
  it("offers 'Add files' to the order's author and neither offers nor accepts an office user's files", async () => {
    const rep = await (await newContext(browser, server.url, phone)).newPage();
    await signInAs(rep, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(rep);
    const catalog = (await (await rep.request.get('/api/order-form?form=TAA%202025')).json()) as {
      items: { listId: string; salesPrice: number }[];
    };
    const item = catalog.items.find((i) => i.salesPrice > 0);
    const placed = await rep.request.post('/api/orders', {
      data: {
        customerListId: customer!.listId,
        repCode: 'FL',
        orderType: 'Regular',
        orderFormType: 'TAA 2025',
        products: [{ listId: item!.listId, qty: 3 }],
      },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { ids: string[] }).ids[0]!;
    await rep.goto(`/orderview/${orderId}`);
    await rep.getByRole('button', { name: 'Add files' }).waitFor();

    const office = await (await newContext(browser, server.url, phone)).newPage();
    await signInAs(office, 'office@humidor.test');
    await office.goto(`/orderview/${orderId}`);
    await office.getByText('No attachments').waitFor();
    expect(await office.getByRole('button', { name: 'Add files' }).count()).toBe(0);
    const refused = await office.request.post(`/api/attachments?ownerType=order&ownerId=${orderId}`, {
      multipart: { file: { name: 'x.png', mimeType: 'image/png', buffer: textAsPng.buffer } },
    });
    expect(refused.status()).toBe(403);
    await office.context().close();
    await rep.context().close();
  });
});

describe('never saving an order twice', () => {
  it('a failed upload after the order is saved ends on that one order with a retry offer', async () => {
    // No service worker, as above: the failed upload is page.route's.
    const context = await newContext(browser, server.url, desktop, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page);
    const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
      items: { listId: string; name: string; salesPrice: number }[];
    };
    const item = catalog.items.find((i) => i.salesPrice > 0);
    const instructions = `E2E once ${Date.now()}`;

    await page.goto(`/ordercreate?customerListID=${encodeURIComponent(customer!.listId)}`);
    await page.getByRole('button', { name: 'Clear customer' }).waitFor();
    for (const [label, option] of [
      ['Order Type', 'Regular'],
      ['Order Form', 'TAA 2025'],
    ] as const) {
      const name = new RegExp(`^${label}`);
      await page.getByRole('textbox', { name }).or(page.getByRole('combobox', { name })).first().click();
      await page.getByRole('option', { name: option, exact: true }).click();
    }
    await page.getByRole('textbox', { name: 'Order Instructions' }).fill(instructions);
    await chooseFiles(page, [
      { name: 'order.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await page.getByRole('button', { name: 'Remove order.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await (await quantityBox(page, item!.name)).fill('3');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.route('**/api/attachments?**', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback(),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/orderview/**');
    const offer = page.getByRole('alert').filter({ hasText: '1 file could not be uploaded' });
    await offer.getByText('The order was saved; not yet its file order.pdf.').waitFor();
    const feed = (await (await page.request.get('/api/orders')).json()) as {
      orders: { id: string; instructions: string }[];
    };
    const orderId = page.url().split('/orderview/')[1];
    expect(feed.orders.filter((o) => o.instructions === instructions).map((o) => o.id)).toEqual([orderId]);

    await page.unroute('**/api/attachments?**');
    await offer.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Open order.pdf' }).waitFor();
    await offer.waitFor({ state: 'hidden' });
    await context.close();
  });
});
