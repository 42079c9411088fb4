import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, newContext, phone, signInAs, type ServiceWorkers } from './support/browser.js';
import { activeCustomerIn } from './support/data.js';
import { browser, server, useJourneys } from './support/journeys.js';
import { entry, slow, userIdOf, warmOutboxPage } from './support/offline.js';

// The day in the field (issue 27 parts 3–6 on the device): check-in online and offline reaching the
// server once, Near me from a set position or a typed ZIP, Due after the admin changes the cadence,
// and a planned route; each tab photographed at 375 and 1280 px into test-results/visits/.

useJourneys();

const tampa = { latitude: 27.9506, longitude: -82.4572 };
const shots = path.resolve('test-results/visits');

async function signedIn(
  email: string,
  viewport = desktop,
  position: typeof tampa | null = tampa,
  serviceWorkers: ServiceWorkers = 'block',
) {
  const context = await newContext(browser, server.url, viewport, { serviceWorkers });
  if (position) {
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation(position);
  }
  const page = await context.newPage();
  await signInAs(page, email);
  return { context, page };
}

/** The page as the user sees it (a long list: its first screen). */
const shoot = async (page: Page, name: string) => {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

interface ServerVisit {
  id: string;
  customerId: string;
  startedAt: string;
  endedAt: string | null;
}

/** The rep's visits at one customer since `from`, as the server has them. */
async function visitsAt(page: Page, customerId: string, from: Date): Promise<ServerVisit[]> {
  const query = new URLSearchParams({
    userId: await userIdOf(page),
    from: from.toISOString(),
    to: new Date(Date.now() + 60_000).toISOString(),
  });
  const answer = (await (await page.request.get(`/api/visits?${query.toString()}`)).json()) as {
    visits: ServerVisit[];
  };
  return answer.visits.filter((visit) => visit.customerId === customerId);
}

const customerPage = async (page: Page, listId: string, name: string) => {
  await page.goto(`/customerpage/${encodeURIComponent(listId)}`);
  await page.getByRole('heading', { name }).first().waitFor();
};

/** Ends the rep's open visit, if any, so the next journey starts without one. */
async function checkOutAll(page: Page) {
  const { visit } = (await (await page.request.get('/api/visits/current')).json()) as {
    visit: ServerVisit | null;
  };
  if (visit) await page.request.post(`/api/visits/${visit.id}/check-out`, { data: {} });
}

describe('check-in', () => {
  it(
    'online: Check in on the customer page opens one visit, Check out ends it, and the page says the last visit',
    async () => {
      const { context, page } = await signedIn('rep.fl@humidor.test');
      await checkOutAll(page);
      const customer = await activeCustomerIn(page);
      const since = new Date(Date.now() - 1000);
      await customerPage(page, customer.listId, customer.fullName);
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByRole('button', { name: 'Check out' }).waitFor();
      await expect.poll(async () => (await visitsAt(page, customer.listId, since)).length).toBe(1);
      await page.getByRole('button', { name: 'Check out' }).click();
      await page.getByRole('button', { name: 'Check in' }).waitFor();
      await expect
        .poll(async () => (await visitsAt(page, customer.listId, since))[0]?.endedAt ?? null)
        .not.toBeNull();
      await page.reload();
      await page.getByTestId('customer-subtitle').filter({ hasNotText: 'Last visit: Never' }).waitFor();
      expect(await page.getByTestId('customer-subtitle').textContent()).toContain('Last visit:');
      expect(await visitsAt(page, customer.listId, since)).toHaveLength(1);
      await context.close();
    },
    slow,
  );

  it(
    'offline: the check-in waits in the outbox, then reaches the server exactly once',
    async () => {
      // Offline, as a phone is: with its service worker (decision 0286).
      const { context, page } = await signedIn('rep.fl@humidor.test', desktop, null, 'allow');
      await checkOutAll(page);
      const customer = await activeCustomerIn(page);
      const since = new Date(Date.now() - 1000);
      await customerPage(page, customer.listId, customer.fullName);
      await warmOutboxPage(page);
      await page.getByRole('button', { name: 'Check in' }).waitFor();
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Check in' }).click();
      await page.getByRole('button', { name: 'Check out' }).waitFor();
      expect(await visitsAt(page, customer.listId, since)).toHaveLength(0);
      await page.getByTestId('outbox-button').click();
      await entry(page, `Check-in: ${customer.fullName}`).waitFor();
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Send now' }).click();
      await entry(page, `Check-in: ${customer.fullName}`).and(page.locator('[data-status="sent"]')).waitFor();
      // Sent again by hand: the device's ID makes it the same visit.
      await page.getByRole('button', { name: 'Send now' }).click();
      await expect.poll(async () => (await visitsAt(page, customer.listId, since)).length).toBe(1);
      await checkOutAll(page);
      await context.close();
    },
    slow,
  );
});

describe('Near me', () => {
  it(
    'lists the customers nearest the phone first, in miles, and takes a ZIP when the position is refused',
    async () => {
      for (const [name, viewport] of [
        ['375', phone],
        ['1280', desktop],
      ] as const) {
        const { context, page } = await signedIn('rep.fl@humidor.test', viewport);
        await page.goto('/visits');
        await page.getByTestId('near-origin').waitFor();
        const rows = page.getByTestId('visit-row');
        await rows.first().waitFor();
        const miles = (await rows.allTextContents()).map((text) =>
          Number(/([\d.,]+) mi/.exec(text)?.[1]?.replace(',', '')),
        );
        expect(miles.length).toBeGreaterThan(1);
        expect(miles).toEqual([...miles].sort((a, b) => a - b));
        expect(await rows.first().textContent()).toMatch(/Last visit: .* · Last order: /);
        await shoot(page, `near-me-${name}`);
        await context.close();
      }
      const { context, page } = await signedIn('rep.fl@humidor.test', phone, null);
      await page.goto('/visits');
      await page.getByTestId('position-problem').waitFor();
      await page.getByRole('textbox', { name: 'Or a ZIP code or city and state' }).fill('00000');
      await page.getByRole('button', { name: 'Use this place' }).click();
      await page.getByText('We could not find “00000”', { exact: false }).waitFor();
      await page.getByRole('textbox', { name: 'Or a ZIP code or city and state' }).fill('33602');
      await page.getByRole('button', { name: 'Use this place' }).click();
      await page.getByTestId('visit-row').first().waitFor();
      await shoot(page, 'near-me-typed-zip-375');
      await context.close();
    },
    slow,
  );
});

describe('License expired (issue 46)', () => {
  it(
    'shows in Near me, on the map’s list and card and in the order form at 375 px, in words',
    async () => {
      const { context, page } = await signedIn('rep.fl@humidor.test', phone);
      const near = (await (
        await page.request.get(`/api/visits/near?latitude=${tampa.latitude}&longitude=${tampa.longitude}`)
      ).json()) as { customers: { customerId: string; name: string; licenseLapsed: boolean }[] };
      const shop = near.customers.find((c) => !c.licenseLapsed);
      if (!shop) throw new Error('no customer near Tampa without an expired license');
      const url = `/api/customers/${encodeURIComponent(shop.customerId)}/licenses`;
      const added = await page.request.post(url, {
        data: {
          state: 'FL',
          kind: 'cigar',
          number: 'FL-CIG-4606',
          issuedOn: '2019-01-01',
          expiresOn: '2020-01-01',
        },
      });
      expect(added.status()).toBe(201);

      await page.goto('/visits');
      const row = page.getByTestId('visit-row').filter({ hasText: shop.name });
      await row.getByTestId('license-lapsed').getByText('LICENSE EXPIRED').waitFor();
      const badge = await row.getByTestId('license-lapsed').boundingBox();
      expect((badge?.x ?? 0) + (badge?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      await shoot(page, 'near-me-license-expired-375');

      await page.goto('/map');
      const list = page.getByRole('region', { name: 'Customers on the map' });
      await list.getByRole('textbox', { name: 'Find a customer in this view' }).fill(shop.name);
      const listed = list.locator('li button').filter({ hasText: shop.name });
      await listed.getByTestId('license-lapsed').waitFor();
      await listed.click();
      const card = page.getByRole('region', { name: `Customer ${shop.name}` });
      await card.getByTestId('license-lapsed').getByText('LICENSE EXPIRED').waitFor();
      await shoot(page, 'map-license-expired-375');

      // And in the order form, by the chosen customer (Florida's rule holds no order for it).
      await page.goto(`/ordercreate?customerListID=${encodeURIComponent(shop.customerId)}`);
      await page.getByTestId('license-lapsed').getByText('LICENSE EXPIRED').waitFor();

      // The renewal of the same state and kind clears the badge.
      const renewed = await page.request.post(url, {
        data: {
          state: 'FL',
          kind: 'cigar',
          number: 'FL-CIG-4607',
          issuedOn: '2020-01-01',
          expiresOn: '2099-12-31',
        },
      });
      expect(renewed.status()).toBe(201);
      await page.goto('/visits');
      const again = page.getByTestId('visit-row').filter({ hasText: shop.name });
      await again.waitFor();
      await expect.poll(() => again.getByTestId('license-lapsed').count()).toBe(0);
      await context.close();
    },
    slow,
  );
});

/** The same number of days for every grade. */
const everyGrade = (days: number) => ({
  grades: ['A', 'B', 'C', 'D'].map((grade) => ({ grade, days })),
  otherDays: days,
});

async function setCadence(admin: Page, days: number) {
  const answer = await admin.request.put('/api/admin/settings/visitCadence', { data: everyGrade(days) });
  expect(answer.status()).toBe(200);
}

describe('Due and the route', () => {
  it(
    'a customer visited 364 days ago becomes due when the admin sets a 5-day cadence, and a planned route is saved as ordered',
    async () => {
      const { context, page } = await signedIn('rep.fl@humidor.test');
      const admin: { context: BrowserContext; page: Page } = await signedIn(
        'admin@humidor.test',
        desktop,
        null,
      );
      await checkOutAll(page);
      // One never visited (the other journeys check in at the first customer, today).
      const due = (await (await page.request.get('/api/visits/due')).json()) as {
        customers: { customerId: string; name: string; daysOver: number | null }[];
      };
      const never = due.customers.find((c) => c.daysOver === null);
      if (!never) throw new Error('no customer of rep.fl was never visited');
      const customer = { listId: never.customerId, fullName: never.name };
      // Fine under a 365-day cadence; under 5 days, right after the customers never visited (Due shows the 500 first).
      const longAgo = new Date(Date.now() - 364 * 86_400_000);
      const visit = await page.request.post('/api/visits', {
        data: { id: crypto.randomUUID(), customerId: customer.listId, startedAt: longAgo.toISOString() },
      });
      expect(visit.status()).toBe(201);
      await checkOutAll(page);
      await setCadence(admin.page, 365);
      // Today's route starts empty (an earlier run may have saved one): its stops are taken off.
      await page.goto('/visits?tab=route');
      await page
        .getByRole('list', { name: 'Stops in order' })
        .or(page.getByText('No stops yet'))
        .first()
        .waitFor();
      while ((await page.getByTestId('route-stop').count()) > 0)
        await page
          .getByTestId('route-stop')
          .first()
          .getByRole('button', { name: /off the route$/ })
          .click();
      await page.getByRole('tab', { name: 'Due' }).click();
      // By its link: with the demo's visit history the first never visited may share its name (0256).
      const row = page
        .getByTestId('visit-row')
        .filter({ has: page.locator(`a[href="/customerpage/${encodeURIComponent(customer.listId)}"]`) });
      await page
        .getByRole('list', { name: 'Customers due a visit' })
        .or(page.getByText('No customer is due'))
        .first()
        .waitFor();
      expect(await row.count()).toBe(0);
      await setCadence(admin.page, 5);
      // The change reaches the page live (settings.changed): no reload.
      await row.getByText('359 days over').waitFor();
      await shoot(page, 'due-1280');

      // Three stops from Due, started from a typed ZIP, ordered, one moved by hand, saved.
      await row.getByRole('button', { name: 'Add to route' }).click();
      const addable = page
        .getByTestId('visit-row')
        .filter({ hasNotText: customer.fullName })
        .getByRole('button', { name: 'Add to route' });
      for (const _ of [1, 2]) await addable.first().click();
      await page.getByRole('tab', { name: /Today's route/ }).click();
      await page.getByRole('textbox', { name: 'Or start from a ZIP code or city and state' }).fill('33602');
      await page.getByRole('button', { name: 'Use this place' }).click();
      await page.getByTestId('route-start').filter({ hasNotText: 'not set yet' }).waitFor();
      await page.getByRole('button', { name: 'Order stops by distance' }).click();
      await page.getByTestId('route-total').waitFor();
      const names = async () =>
        (await page.getByTestId('route-stop').getByRole('link').allTextContents()).map((t) => t.trim());
      const planned = await names();
      expect(planned).toHaveLength(3);
      // Two shops may share a name: the first stop's own button.
      await page
        .getByTestId('route-stop')
        .first()
        .getByRole('button', { name: / down$/ })
        .click();
      const reordered = [planned[1], planned[0], planned[2]];
      expect(await names()).toEqual(reordered);
      await expect
        .poll(async () => page.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'))
        .toContain('waypoints=');
      await page.getByRole('button', { name: 'Save route' }).click();
      await page.getByTestId('route-saved').waitFor();
      await shoot(page, 'route-1280');
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      const saved = (await (await page.request.get(`/api/visits/route?date=${today}`)).json()) as {
        plan: { stops: { name: string }[] } | null;
      };
      expect(saved.plan?.stops.map((s) => s.name)).toEqual(reordered);
      // The saved plan as the phone opens it.
      const repPhone = await signedIn('rep.fl@humidor.test', phone, null);
      await repPhone.page.goto('/visits?tab=route');
      await repPhone.page.getByTestId('route-total').waitFor();
      await shoot(repPhone.page, 'route-375');
      await repPhone.page.getByRole('tab', { name: 'Due' }).click();
      await repPhone.page.getByTestId('visit-row').first().waitFor();
      await shoot(repPhone.page, 'due-375');
      await repPhone.context.close();

      // The office's week: each rep links to their day on the map.
      await admin.page.goto('/visits?tab=office');
      await admin.page.getByTestId('office-row').first().waitFor();
      const link = admin.page.getByTestId('office-row').first().getByRole('link');
      expect(await link.getAttribute('href')).toMatch(/^\/map\?rep=[^&]+&date=\d{4}-\d{2}-\d{2}$/);
      await shoot(admin.page, 'office-1280');
      const officePhone = await signedIn('admin@humidor.test', phone, null);
      await officePhone.page.goto('/visits?tab=office');
      await officePhone.page.getByTestId('office-row').first().waitFor();
      // On a phone the six tabs are one row that scrolls sideways, and the chosen one (the last) is in view.
      const rows = await Promise.all(
        (await officePhone.page.getByRole('tab').all()).map(async (tab) =>
          Math.round((await tab.boundingBox())!.y),
        ),
      );
      expect(rows).toHaveLength(6);
      expect(new Set(rows).size).toBe(1);
      const chosen = (await officePhone.page.getByRole('tab', { name: 'Office' }).boundingBox())!;
      expect(chosen.x).toBeGreaterThanOrEqual(0);
      expect(chosen.x + chosen.width).toBeLessThanOrEqual(phone.width);
      await shoot(officePhone.page, 'office-375');
      await officePhone.context.close();
      await setCadence(admin.page, 30);
      await admin.context.close();
      await context.close();
    },
    slow * 2,
  );
});
