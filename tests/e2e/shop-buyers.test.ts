import { describe, expect, it } from 'vitest';
import { audit } from './support/axe.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { activeCustomerIn } from './support/data.js';
import { invitationLinkTo, shop as journey, useShopJourneys } from './support/shop.js';

/** Issue 48, part 1: a rep invites a shop's contact, the buyer sets a password from the email and lands in /shop; revoked, their open tab is signed out at once. */
useShopJourneys();

describe('the shop portal’s buyers', () => {
  it('invite → the email’s link → a password → /shop; revoked → signed out', async () => {
    const staff = await newContext(journey.browser, journey.server.url, desktop);
    const page = await staff.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page, ['FL']);
    const email = `buyer.${Date.now()}@shop.test`;
    const created = await page.request.post(`/api/customers/${customer.listId}/contacts`, {
      data: { firstName: 'Bea', lastName: 'Buyer', position: 'Owner', email },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/customerpage/${customer.listId}`);
    const card = page.getByTestId('contact').filter({ hasText: email });
    await card.getByRole('button', { name: 'Invite to the shop portal' }).click();
    await card.getByRole('status').getByText(`Invitation sent to ${email}`).waitFor();
    const buyers = page.getByTestId('shop buyers');
    await buyers
      .getByTestId('buyer')
      .filter({ hasText: email })
      .getByText('Invited', { exact: true })
      .waitFor();

    // The buyer, on a phone, follows the link from the email.
    const shop = await newContext(journey.browser, journey.server.url, phone);
    const buyerPage = await shop.newPage();
    await buyerPage.goto(invitationLinkTo(email));
    // The portal's pages are no routes of the staff router (accessibility.test.ts): audited here.
    await buyerPage.getByLabel('Repeat the password').waitFor();
    expect(await audit(buyerPage, '/shop/invitation')).toEqual([]);
    await buyerPage.getByLabel('New password', { exact: false }).first().fill('shop-password-1');
    await buyerPage.getByLabel('Repeat the password').fill('shop-password-1');
    await buyerPage.getByRole('button', { name: 'Set password and open the shop' }).click();
    await buyerPage.waitForURL((url) => url.pathname === '/shop');
    await buyerPage.getByRole('heading', { name: /^Welcome, / }).waitFor();
    // Their own simple shell: the shop's pages, no staff menu; the staff's pages lead them to the staff sign-in.
    const menus = buyerPage.getByRole('navigation');
    expect(await menus.evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')))).toEqual([
      'Shop pages',
    ]);
    expect((await buyerPage.request.get('/api/me')).status()).toBe(401);

    // The rep sees them signed in (the list refetched after a reload), and revokes them.
    await page.reload();
    const row = buyers.getByTestId('buyer').filter({ hasText: email });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page
      .getByRole('dialog', { name: 'Revoke shop portal access' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await row.getByText('Revoked', { exact: true }).waitFor();

    // Their open tab is signed out at once, without a reload (the shop's live stream), and told why.
    await buyerPage.waitForURL((url) => url.pathname === '/shop/sign-in');
    await buyerPage.getByRole('heading', { name: 'Sign in to order for your shop' }).waitFor();
    await buyerPage
      .getByRole('alert')
      .getByText(/access to the shop portal was revoked/)
      .waitFor();
    expect(await audit(buyerPage, '/shop/sign-in, revoked')).toEqual([]);
    expect((await buyerPage.request.get('/api/shop/me')).status()).toBe(401);
    await shop.close();
    await staff.close();
  });
});
