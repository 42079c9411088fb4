import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateDemoCompany } from '../../src/server/demo/index.js';
import { audit } from './support/axe.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { invitationLinkTo, shop as journey, useShopJourneys } from './support/shop.js';

/**
 * Issue 48, parts 2–3: a buyer reorders their last order on a phone and sends it; the rep changes
 * and approves it on the order page; the buyer's open page shows "Changed by your rep" (live); a
 * second order is declined and the buyer reads "Declined: <reason>"; their account page shows the
 * customer page's balance (part 4). The shell shows the logo.
 */
useShopJourneys();

const logoPng = fs.readFileSync(new URL('../../src/server/attachments/fixtures/sample.png', import.meta.url));

/** The customer of the first demo invoice shipped to Florida, where rep.fl sells: it has a last order. */
function floridaInvoiceCustomer(): string {
  for (const batch of generateDemoCompany()) {
    if (batch.entity !== 'invoices') continue;
    const docs = [batch.body.InvoiceRet].flat() as {
      CustomerRef?: { ListID?: string };
      ShipAddress?: { State?: string };
    }[];
    const doc = docs.find((d) => d.ShipAddress?.State === 'FL' && d.CustomerRef?.ListID);
    if (doc?.CustomerRef?.ListID) return doc.CustomerRef.ListID;
  }
  throw new Error('no demo invoice shipped to FL');
}

/** A printed amount ("$1,234.50", "-$5.00", "$-5.00") in cents. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

describe('a shop’s order in review', () => {
  // Two reviews in one buyer page (one page load for the buyer, the fewest for the suite): longer
  // than the file's default, which counts one journey.
  it(
    'reorder the last order → send → the rep approves with a change → "Changed by your rep"; a declined order; the account’s balance',
    { timeout: 180_000 },
    async () => {
      // The admin opens the portal to every brand (through the API: no page of theirs is the subject).
      const admin = await newContext(journey.browser, journey.server.url, desktop);
      const signedIn = await admin.request.post('/api/auth/sign-in/email', {
        data: { email: 'admin@humidor.test', password: 'humidor-demo' },
      });
      expect(signedIn.status()).toBe(200);
      const { items } = (await (await admin.request.get('/api/admin/shop/items')).json()) as {
        items: { brand: string }[];
      };
      const opened = await admin.request.put('/api/admin/settings/shopPortal', {
        data: {
          enabled: true,
          brands: [...new Set(items.map((i) => i.brand))],
          items: [],
          minimumOrderCents: 0,
        },
      });
      expect(opened.status(), await opened.text()).toBe(200);
      // And adds the company's logo, which the buyer's shell shows with the company's name as its text.
      const logo = await admin.request.post('/api/attachments?ownerType=portal&ownerId=logo', {
        multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: logoPng } },
      });
      expect(logo.status(), await logo.text()).toBe(201);
      await admin.close();

      // The rep invites a contact of a Florida shop with invoices.
      const staff = await newContext(journey.browser, journey.server.url, desktop);
      const page = await staff.newPage();
      await signInAs(page, 'rep.fl@humidor.test');
      const listId = floridaInvoiceCustomer();
      const email = `orders.${Date.now()}@shop.test`;
      const contact = await page.request.post(`/api/customers/${listId}/contacts`, {
        data: { firstName: 'Olga', lastName: 'Orders', position: 'Owner', email },
      });
      expect(contact.status(), await contact.text()).toBe(201);
      const contactId = ((await contact.json()) as { contact: { id: string } }).contact.id;
      const invited = await page.request.post(
        `/api/customers/${listId}/contacts/${contactId}/buyer-invitation`,
      );
      expect(invited.status(), await invited.text()).toBe(201);

      // The buyer, on a phone: the link signs them in to /shop.
      const shop = await newContext(journey.browser, journey.server.url, phone);
      const buyer = await shop.newPage();
      await buyer.goto(invitationLinkTo(email));
      await buyer.getByLabel('New password', { exact: false }).first().fill('shop-password-1');
      await buyer.getByLabel('Repeat the password').fill('shop-password-1');
      await buyer.getByRole('button', { name: 'Set password and open the shop' }).click();
      await buyer.waitForURL((url) => url.pathname === '/shop');
      const me = (await (await buyer.request.get('/api/shop/me')).json()) as { company: { name: string } };
      const shown = buyer
        .getByTestId('shop-company')
        .getByRole('img', { name: me.company.name, exact: true });
      await shown.waitFor();
      // Drawn, not broken: the element shows before its picture has arrived (a whole run under load).
      await expect
        .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await buyer.getByRole('button', { name: 'Reorder last order' }).click();
      await buyer.getByTestId('shop-cart-total').waitFor();
      // The storefront with its catalogue and a priced cart is no route of the staff router, which
      // accessibility.test.ts walks: audited here, on the phone, in this page load.
      expect(await audit(buyer, '/shop with a cart')).toEqual([]);
      await buyer.getByRole('button', { name: 'Send order' }).click();
      const status = buyer.getByTestId('shop-order-status').first();
      await status.getByText('In review', { exact: true }).waitFor();

      // The rep opens the order from the API's list, raises the first line by one box and approves.
      const { orders } = (await (await buyer.request.get('/api/shop/orders')).json()) as {
        orders: { id: string }[];
      };
      await page.goto(`/orderview/${orders[0]?.id ?? ''}`);
      const review = page.getByRole('heading', { name: 'Placed by the shop: review it' });
      await review.waitFor();
      const first = page.getByRole('textbox', { name: /^Boxes of / }).first();
      const qty = Number(await first.inputValue());
      await first.fill(String(qty + 1));
      await page.getByLabel('Message to the buyer').fill('One more box: it sells.');
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByTestId('order-status').getByText('Order Submitted').waitFor();

      // The buyer's open page follows without a reload.
      await status.getByText('Changed by your rep', { exact: true }).waitFor();
      await buyer.getByText('Your rep: One more box: it sells.').waitFor();

      // A second order, which the rep declines with a reason: the buyer's open page reads it.
      await buyer.getByRole('button', { name: 'Reorder last order' }).click();
      await buyer.getByTestId('shop-cart-total').waitFor();
      await buyer.getByRole('button', { name: 'Send order' }).click();
      const newest = buyer.getByTestId('shop-order-status').first();
      await newest.getByText('In review', { exact: true }).waitFor();
      const after = (await (await buyer.request.get('/api/shop/orders')).json()) as {
        orders: { id: string }[];
      };
      await page.goto(`/orderview/${after.orders[0]?.id ?? ''}`);
      await review.waitFor();
      await page.getByLabel('Reason to decline').fill('Out of stock until March.');
      await page.getByRole('button', { name: 'Decline' }).click();
      await newest.getByText('Declined: Out of stock until March.', { exact: true }).waitFor();

      // What the shop owes (part 4): the account page, reached in the app on the phone, shows the
      // customer page's balance to the cent (the one extra page load is the customer page's).
      await buyer.getByRole('link', { name: 'Account' }).click();
      const owed = await buyer.getByTestId('shop-balance').textContent();
      expect(await audit(buyer, '/shop/account')).toEqual([]);
      await page.goto(`/customerpage/${listId}`);
      const balance = page.getByText('Balance', { exact: true }).locator('xpath=following-sibling::*[1]');
      await balance.waitFor();
      expect(cents(owed)).toBe(cents(await balance.textContent()));
      await shop.close();
      await staff.close();
    },
  );
});
