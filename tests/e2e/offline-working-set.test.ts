import { describe, expect, it } from 'vitest';
import { activeCustomerIn } from './support/data.js';
import { server, useJourneys } from './support/journeys.js';
import * as field from './support/offline.js';

// Reading offline what was never opened on this phone (issue 15 item 2, decision 0075): the rep's
// working set (their customers with the Info tab, their tasks, the order forms) is kept in the
// background while online, and those pages render from it with the network off.

useJourneys();

describe('the working set on the phone', () => {
  it(
    'a customer never opened here is found and read offline with its Info tab and recent notes, takes an order, and so does My Tasks; Near me lists the kept prospects; Plan my week plans',
    async () => {
      const { context, page } = await field.signedIn();
      const customer = await activeCustomerIn(page);
      const contact = `Offline${Date.now()}`;
      const created = await page.request.post(
        `/api/customers/${encodeURIComponent(customer.listId)}/contacts`,
        { data: { firstName: contact, position: 'Owner' } },
      );
      expect(created.status()).toBe(201);
      await field.underServiceWorker(page);

      await page.goto('/outbox');
      const copy = page.getByTestId('offline-copy');
      const before = await copy.textContent();
      await page.getByRole('button', { name: 'Update offline copy' }).click();
      // the copy is reported (with the time it was made) once it is on the device, its progress meanwhile
      await expect
        .poll(
          async () => {
            const text = (await copy.textContent()) ?? '';
            return text !== before && !text.includes('Making the offline copy');
          },
          { timeout: field.slow },
        )
        .toBe(true);
      expect(await copy.textContent()).toMatch(/Offline copy: [\d,]+ customers/);
      const kept = Number(
        (await copy.textContent())?.match(/Offline copy: ([\d,]+) customers/)?.[1]?.replace(',', ''),
      );
      expect(kept).toBeGreaterThan(1);
      // the customer's header, its contacts and its descriptions are on the device before the network goes
      const userId = await field.userIdOf(page);
      expect(
        (await field.storedQueries(page, userId)).filter((hash) => hash.includes(customer.listId)).length,
      ).toBeGreaterThanOrEqual(3);

      // found offline with the top bar's search, among the customers kept on the device
      await context.setOffline(true);
      await page.goto('/');
      await page.getByTestId('offline-banner').waitFor();
      await page.getByRole('textbox', { name: 'Search customers' }).fill(customer.fullName);
      await page.getByText('Humidor cannot be reached: customers kept on this device').waitFor();
      await page
        .getByRole('listbox', { name: 'Customer search results' })
        .getByRole('option', { name: customer.fullName, exact: true })
        .click();
      await page.waitForURL(`**/customerpage/${encodeURIComponent(customer.listId)}`);
      await page.getByRole('heading', { name: customer.fullName }).first().waitFor();
      await page.getByText(contact).first().waitFor();

      // a recent note's customer: its Notes tab reads offline too (page.request is not switched off)
      const recent = (await (
        await page.request.get(
          `/api/notes?limit=1&from=${encodeURIComponent(new Date(Date.now() - 30 * 864e5).toISOString())}`,
        )
      ).json()) as { notes: { subject: string; customerListId: string | null }[] };
      const note = recent.notes[0];
      expect(note?.customerListId).toBeTruthy();
      await page.goto(`/customerpage/${encodeURIComponent(note!.customerListId!)}`);
      await page.getByRole('tab', { name: 'Notes', exact: true }).click();
      await page.getByText(note!.subject).first().waitFor();
      // and the note itself, never opened here, as that tab shows it
      await page.getByText(note!.subject).first().click();
      await page.waitForURL('**/noteview/**');
      await page.getByRole('main').getByText(note!.subject).first().waitFor();
      // the Notes Feed, never opened here, from the notes kept on the device
      await page.goto('/notefeed');
      await page.getByText(/the notes kept on this device/).waitFor();
      expect(await page.getByTestId('feed-count').textContent()).toMatch(/^Today, \d+\+? notes?$/);

      await page.goto('/mytasks');
      await page.getByRole('heading', { name: 'My Tasks' }).first().waitFor();

      // Near me from the phone's position: under the kept customers, the open prospects of the
      // rep's states kept with the copy (decision 0353)
      await context.grantPermissions(['geolocation'], { origin: server.url });
      await context.setGeolocation({ latitude: 27.9506, longitude: -82.4572 });
      await page.goto('/visits');
      await page.getByTestId('near-prospects-kept').waitFor();
      await page
        .getByRole('region', { name: 'Prospects near you' })
        .getByTestId('prospect-card')
        .first()
        .waitFor();

      // Plan my week, never opened here online: the device plans a day the demo rep works from home
      // to home (Wednesday ends away and Thursday starts there) from the candidates and working days
      // kept with the copy (decision 0389); any seven days from today hold one
      await page.getByRole('tab', { name: 'Plan my week' }).click();
      const weekday = page
        .getByRole('group', { name: 'Days to plan' })
        .getByText(/^(Monday|Tuesday|Friday) /)
        .first();
      await weekday.click();
      await page.getByRole('button', { name: 'Plan', exact: true }).click();
      await page.getByTestId('planned-on-device').waitFor();
      await page.getByTestId('plan-stop').first().waitFor();

      // an order for that customer, whose order form was never opened here: the form kept with the
      // copy, priced with the customer's event-year sales from it, waits to be sent
      const item = await field.pricedItem(page);
      const instructions = `Offline working-set order ${Date.now()}`;
      await field.startOrder(page, customer, instructions);
      await page.getByRole('button', { name: 'Next' }).click();
      await field.setQuantity(page, item.name, 2);
      await field.submitOrder(page);
      await page.waitForURL('**/outbox');
      await field.entry(page, `Order: ${customer.fullName}`).getByText('Waiting to send').waitFor();

      await context.setOffline(false);
      await field.entry(page, `Order: ${customer.fullName}`).getByText('Sent').waitFor();
      expect(await field.ordersWithInstructions(page, customer.listId, instructions)).toHaveLength(1);
      await context.close();
    },
    field.slow * 2,
  );
});
