import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedPdfKeptMessage } from '../../src/domain/shop/estimates.js';
import { activeCustomerIn } from './support/data.js';
import { audit } from './support/axe.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { invitationLinkTo, shop as journey, useShopJourneys } from './support/shop.js';

/**
 * Issue 48, part 5: the rep sends an order's estimate for signature; the shop's buyer, on a phone,
 * reads it, types their name and signs with the mouse on the signature box; the signed PDF is the
 * order's attachment and the hash of the stored unsigned PDF verifies.
 */
useShopJourneys();

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('a signed estimate', () => {
  it('the rep sends it → the buyer signs at 375 px → the stored PDF’s hash verifies', async () => {
    const staff = await newContext(journey.browser, journey.server.url, desktop);
    const page = await staff.newPage();
    await signInAs(page, 'rep.fl@humidor.test');

    // rep.fl's order for a Florida shop, and an invitation for a contact there (through the API:
    // the order form and the invitation have journeys of their own).
    const customer = await activeCustomerIn(page, ['FL']);
    const catalog = (await (await page.request.get('/api/order-form?form=TAA%202025')).json()) as {
      items: { listId: string; salesPrice: number }[];
    };
    const item = catalog.items.find((i) => i.salesPrice > 0);
    const placed = await page.request.post('/api/orders', {
      data: {
        customerListId: customer.listId,
        repCode: 'FL',
        orderType: 'Regular',
        orderFormType: 'TAA 2025',
        products: [{ listId: item?.listId, qty: 2 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { ids: string[] }).ids[0] ?? '';
    const email = `signs.${Date.now()}@shop.test`;
    const contact = await page.request.post(`/api/customers/${customer.listId}/contacts`, {
      data: { firstName: 'Sana', lastName: 'Signer', position: 'Owner', email },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const contactId = ((await contact.json()) as { contact: { id: string } }).contact.id;
    const invited = await page.request.post(
      `/api/customers/${customer.listId}/contacts/${contactId}/buyer-invitation`,
    );
    expect(invited.status(), await invited.text()).toBe(201);

    // The rep sends the estimate for signature from the order's page.
    await page.goto(`/orderview/${orderId}`);
    await page.getByRole('button', { name: 'Send for signature' }).click();
    const staffStatus = page.getByTestId('estimate-status');
    await staffStatus.getByText('Sent for signature', { exact: true }).waitFor();
    const recorded = (await page.getByTestId('estimate-recorded-hash').textContent()) ?? '';
    expect(recorded).toMatch(/^[0-9a-f]{64}$/);

    // The buyer, on a phone: the invitation signs them in, the shop leads to the estimates.
    const shop = await newContext(journey.browser, journey.server.url, phone);
    const buyer = await shop.newPage();
    await buyer.goto(invitationLinkTo(email));
    await buyer.getByLabel('New password', { exact: false }).first().fill('shop-password-1');
    await buyer.getByLabel('Repeat the password').fill('shop-password-1');
    await buyer.getByRole('button', { name: 'Set password and open the shop' }).click();
    await buyer.waitForURL((url) => url.pathname === '/shop');
    await buyer
      .getByRole('navigation', { name: 'Shop pages' })
      .getByRole('link', { name: 'Estimates' })
      .click();
    const card = buyer.getByTestId('shop-estimate');
    await card.getByText('Sent for signature', { exact: true }).waitFor();
    // The estimates page with its signature pad is no route of the staff router (accessibility.test.ts).
    expect(await audit(buyer, '/shop/estimates')).toEqual([]);

    // Signing without a name or a drawing is refused on the page, with words.
    await card.getByRole('button', { name: 'Sign the estimate' }).click();
    await card.getByText('Type your name to sign.').waitFor();
    await card.getByText('Draw your signature in the box before signing.').waitFor();

    // The name, then a signature drawn with the mouse on the canvas; Clear empties it once.
    await card.getByLabel('Your name').fill('Sana Signer');
    const pad = card.getByTestId('signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature box is not drawn');
    const draw = async () => {
      await buyer.mouse.move(box.x + 20, box.y + box.height / 2);
      await buyer.mouse.down();
      for (let step = 1; step <= 12; step++)
        await buyer.mouse.move(box.x + 20 + step * 22, box.y + box.height / 2 + (step % 2 ? -25 : 25));
      await buyer.mouse.up();
    };
    await draw();
    await card.getByRole('button', { name: 'Clear' }).click();
    await draw();
    await card.getByRole('button', { name: 'Sign the estimate' }).click();
    await card.getByText(/^Signed by Sana Signer on /).waitFor();

    // The check: the recorded hash, and the stored unsigned PDF hashed again, match.
    await card.getByRole('button', { name: 'Verify' }).click();
    await card.getByText('Verified: the hashes match.').waitFor();
    expect(await card.getByTestId('estimate-computed-hash').textContent()).toBe(recorded);
    const { estimates } = (await (await buyer.request.get('/api/shop/estimates')).json()) as {
      estimates: { id: string }[];
    };
    const id = estimates[0]?.id ?? '';
    const unsigned = await (await buyer.request.get(`/api/shop/estimates/${id}/pdf`)).body();
    expect(sha256(unsigned)).toBe(recorded);
    const signed = await (await buyer.request.get(`/api/shop/estimates/${id}/signed.pdf`)).body();
    expect(sha256(signed.subarray(0, unsigned.length))).toBe(recorded);

    // The rep's open page follows: signed, and the signed PDF among the order's files.
    await staffStatus.getByText(/^Signed by Sana Signer on /).waitFor();
    await page.getByText(`estimate-${orderId}-signed.pdf`).waitFor();
    // Kept as evidence (decision 0356): no Delete for it, and the reason in words.
    await page.getByText(signedPdfKeptMessage).waitFor();
    expect(await page.getByRole('button', { name: `Delete estimate-${orderId}-signed.pdf` }).count()).toBe(0);
    await shop.close();
    await staff.close();
  });
});
