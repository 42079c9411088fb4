import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { refNumberOf } from '../../src/domain/quickbooks/desktop/push.js';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { fillLicense, recordPermit, texasShop, texasWords } from './support/compliance.js';
import { quantityBox } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';
import * as field from './support/offline.js';
import { emptyQuickbooksRun } from './support/web-connector.js';

/**
 * Issue 46's "Done when" journey, end to end over the demo company (which holds no Texas
 * distributor permit): a rep on a 375 px phone is refused an order for a Texas retailer in the
 * rule's words; an admin at 1280 px records the permit (Admin → Compliance) and the shop's license
 * (customer page), and the same order goes through and reaches QuickBooks with its excise tax line;
 * the license, expiring in 7 days, brings the rep a task and a notification when the reminders job
 * runs. The gate holding offline is order-gate.test.ts's last journey, not repeated here.
 *
 * Each role signs in once and moves in-app where it can: the journey suite is over its CI budget.
 */

// The jobs' clock may be moved by an admin (test only), and the runner looks often.
useJourneys({ HUMIDOR_TEST_CLOCK: '1', JOBS_POLL_MS: '300' });

/** The QuickBooks item the push puts the excise tax on (Admin → Settings → Excise tax item). */
const taxItemListId = 'TAX-EXCISE';
const connection = { name: 'Done-when PC', password: 'done-when-pass-1' };

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, server.url, viewport);
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

/** A cigar of the form the page shows whose tax profile is complete: one Texas taxes by the thousand. */
async function taxedCigar(page: Page) {
  const name = /^Order Form/;
  const form = await page
    .getByRole('textbox', { name })
    .or(page.getByRole('combobox', { name }))
    .first()
    .inputValue();
  const catalog = (await (
    await page.request.get(`/api/order-form?form=${encodeURIComponent(form)}`)
  ).json()) as {
    items: { listId: string; name: string; salesPrice: number; brand: string }[];
    excise: { profiles: Record<string, { kind: string | null; poundsPerThousand: number | null }> };
  };
  const item = catalog.items.find((i) => {
    const profile = catalog.excise.profiles[i.listId];
    // Cielo's boxes are capped by the shop's event-year sales (the order rules): another brand.
    return (
      i.salesPrice > 0 &&
      i.brand !== 'Cielo' &&
      profile?.kind === 'cigar' &&
      profile.poundsPerThousand !== null
    );
  });
  if (!item) throw new Error(`no cigar with a complete tax profile on the ${form} form`);
  return item;
}

describe('issue 46, done when', () => {
  it(
    'a Texas order is refused, then goes through to QuickBooks with its tax line once the permit and license are recorded; the license reminds the rep',
    async () => {
      // The rep, in the shop, on a phone.
      const rep = await signedIn('rep.tx@humidor.test', phone);
      const shop = await texasShop(rep);
      await rep.goto(`/ordercreate?customerListID=${encodeURIComponent(shop.listId)}`);
      await rep.getByRole('button', { name: 'Clear customer' }).waitFor();
      await rep.getByTestId('order-gate').getByText(texasWords).waitFor();
      const cigar = await taxedCigar(rep);
      const orderType = /^Order Type/;
      await rep
        .getByRole('textbox', { name: orderType })
        .or(rep.getByRole('combobox', { name: orderType }))
        .first()
        .click();
      await rep.getByRole('option', { name: 'Regular', exact: true }).click();
      await rep.getByRole('button', { name: 'Next' }).click();
      await (await quantityBox(rep, cigar.name)).fill('4');
      await rep.getByRole('button', { name: 'Next' }).click();
      const submit = rep.getByRole('button', { name: 'Submit' });
      await expect.poll(() => submit.isDisabled()).toBe(true);
      expect(await submit.getAttribute('title')).toMatch(/compliance gate holds this order/);
      await rep.screenshot({ path: '/tmp/done-when-refused-375.png', fullPage: true });

      // The admin, at the office, on a desktop: the Texas permit, then the shop's license.
      const admin = await signedIn('admin@humidor.test', desktop);
      await admin.goto('/admin/');
      await admin.getByRole('link', { name: 'Compliance', exact: true }).click();
      await admin.getByRole('heading', { level: 1, name: 'Compliance' }).waitFor();
      await recordPermit(admin, {
        state: 'TX — Texas',
        kind: 'Distributor permit',
        number: 'TX-D-46001',
        expires: '2030-08-31',
      });
      await admin.goto(`/customerpage/${encodeURIComponent(shop.listId)}`);
      const licenses = admin.getByTestId('licenses');
      await licenses.getByRole('button', { name: 'Add license' }).click();
      const dialog = admin.getByRole('dialog', { name: 'New License' });
      const licenseNumber = 'TX-R-46007';
      await fillLicense(admin, dialog, {
        kind: 'State tobacco retailer',
        number: licenseNumber,
        issuedIn: -358,
        expiresIn: 7,
      });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await licenses
        .getByTestId('license')
        .filter({ hasText: licenseNumber })
        .getByTestId('license-standing')
        .getByText('Expires in 7 days')
        .waitFor();
      await admin.screenshot({ path: '/tmp/done-when-license-1280.png', fullPage: true });
      // What the push needs besides the order: the tax item, and a Web Connector to run.
      const taxItem = await admin.request.put('/api/admin/settings/exciseTaxItem', {
        data: { listId: taxItemListId },
      });
      expect(taxItem.status()).toBe(200);
      const added = await admin.request.post('/api/admin/quickbooks/connections', { data: connection });
      expect(added.status()).toBe(201);

      // The same order, its draft kept across the reload, now goes through with Texas's tax.
      await rep.reload();
      await rep.getByRole('tab', { name: 'Summary' }).click();
      await rep
        .getByTestId('order-excise')
        .getByText(/^Excise tax \(Texas/)
        .waitFor();
      await expect.poll(() => submit.isDisabled()).toBe(false);
      expect(await rep.getByTestId('order-gate').count()).toBe(0);
      await rep.screenshot({ path: '/tmp/done-when-allowed-375.png', fullPage: true });
      await submit.click();
      await rep.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
      await rep.waitForURL('**/submitorder?**');
      await rep.getByRole('link', { name: 'View the order' }).click();
      await rep.waitForURL('**/orderview/**');
      await rep
        .getByTestId('order-excise')
        .getByText(/^Excise tax \(Texas/)
        .waitFor();
      const orderId = rep.url().split('/orderview/')[1]!;
      const order = (await (await rep.request.get(`/api/orders/${orderId}`)).json()) as {
        order: { excise: { totalCents: number; remitter: string } | null };
      };
      expect(order.order.excise).toMatchObject({ remitter: 'company' });
      expect(order.order.excise!.totalCents).toBeGreaterThan(0);
      await rep.screenshot({ path: '/tmp/done-when-order-375.png', fullPage: true });

      // QuickBooks is asked to add the order with the excise tax as its own line.
      const requests = await emptyQuickbooksRun(server.url, connection.name, connection.password);
      const salesOrder = requests.find(
        (xml) => xml.includes('<SalesOrderAddRq') && xml.includes(`<RefNumber>${refNumberOf(orderId)}<`),
      );
      expect(salesOrder, 'the run sent the order to QuickBooks').toBeDefined();
      expect(salesOrder).toContain(`<ListID>${taxItemListId}</ListID>`);
      expect(salesOrder).toContain('Texas excise tax');
      const cents = order.order.excise!.totalCents;
      expect(salesOrder).toContain(`<Rate>${(cents / 100).toFixed(2)}</Rate>`);

      // The hourly reminders round comes due: a task and a notification for the shop's rep.
      const moved = await admin.request.post('/api/test/clock', { data: { advanceMs: 3_600_000 } });
      expect(moved.status()).toBe(200);
      await rep
        .getByRole('link', { name: /Notifications/ })
        .first()
        .click();
      await rep.waitForURL('**/notifications');
      const reminder = rep.getByText(/set a task on .+: Ask .+ for the renewed license/);
      await reminder.first().waitFor({ timeout: field.slow });
      await reminder.first().click();
      await rep.waitForURL('**/noteview/**');
      await rep
        .getByText(
          new RegExp(`License expires in \\d+ days: TX state tobacco retailer license ${licenseNumber}`),
        )
        .first()
        .waitFor();
      await rep.screenshot({ path: '/tmp/done-when-reminder-375.png', fullPage: true });
      for (const page of [rep, admin]) await page.context().close();
    },
    field.slow * 3,
  );
});
