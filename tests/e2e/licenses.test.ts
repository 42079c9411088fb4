import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs } from './support/browser.js';
import { fillLicense } from './support/compliance.js';
import { activeCustomerIn } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';

useJourneys();

describe('licenses on the customer page', () => {
  it.each([
    ['phone', phone, 'FL'],
    ['desktop', desktop, 'GA'],
  ] as const)('a rep adds a license on the %s and sees its standing', async (_, viewport, state) => {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    await signInAs(page, 'rep.fl@humidor.test');
    const customer = await activeCustomerIn(page, [state]);
    await page.goto(`/customerpage/${customer.listId}`);
    const licenses = page.getByTestId('licenses');
    await licenses.getByText('No licenses on file').waitFor();

    await licenses.getByRole('button', { name: 'Add license' }).click();
    const dialog = page.getByRole('dialog', { name: 'New License' });
    const number = `TR-${state}-4601`;
    await fillLicense(page, dialog, { kind: 'State tobacco retailer', number, issuedIn: 1, expiresIn: 0 });
    // The form's schema is the server's: an expiry before the issue is refused before sending.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The expiry date is before the issue date').waitFor();

    await fillLicense(page, dialog, { issuedIn: -300, expiresIn: 12 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const card = licenses.getByTestId('license').filter({ hasText: number });
    await card.getByTestId('license-standing').getByText('Expires in 12 days').waitFor();
    expect(await card.textContent()).toContain('Typed from the document');
    // The card fits the screen: nothing runs off a phone's 375 px.
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
