import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MapCustomersAnswer } from '../../src/domain/map/contract.js';
import { desktop, newContext, phone, settle, signInAs } from './support/browser.js';
import { browser, server, useJourneys } from './support/journeys.js';

/**
 * The map (issue 27) over the demo company the server loads: a Florida rep sees the customers of
 * Florida and Georgia only, on the map and in the list beside it, a tap opens a customer's card,
 * and the page asks no host but Humidor's own (no tiles, fonts or sprites from elsewhere).
 */
useJourneys();

const shots = path.resolve('test-results/map');

async function shot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

describe('the map', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ])('shows a rep only their states’ customers and opens a card on tap (%s)', async (name, viewport) => {
    const context = await newContext(browser, server.url, viewport);
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await signInAs(page, 'rep.fl@humidor.test');

    const answer = (await (await page.request.get('/api/map/customers')).json()) as MapCustomersAnswer;
    expect(answer.ids.length).toBeGreaterThan(0);
    const states = new Set(answer.states);
    for (const state of states) expect(['FL', 'GA']).toContain(state);

    await page.goto('/map');
    await settle(page);
    await page.getByRole('heading', { name: 'Map' }).waitFor();
    const map = page.getByTestId('customer-map');
    await map.locator('canvas').waitFor();

    // The list holds the customers of the map's view: the rep's own, none of another state.
    const list = page.getByRole('region', { name: 'Customers on the map' });
    await list
      .getByRole('status')
      .filter({ hasText: /customers? in this view/ })
      .waitFor();
    const rowNames = list.locator('li button > span:nth-child(2) > span:first-child');
    await rowNames.first().waitFor();
    const listedNames = await rowNames.allTextContents();
    expect(listedNames.length).toBeGreaterThan(0);
    const names = new Set(answer.names);
    for (const listed of listedNames.slice(0, 20)) expect(names.has(listed)).toBe(true);
    expect(await list.getByText(/, (TX|NY|CA)\b/).count()).toBe(0);

    // Groups open as the map zooms in, until single customers show; a tap opens the card.
    const markers = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.maplibregl-marker button')]
          .map((b) => b.getAttribute('aria-label'))
          .join('|'),
      );
    const point = map.getByTestId('map-customer').first();
    for (let i = 0; i < 10 && (await point.count()) === 0; i++) {
      const before = await markers();
      await map
        .getByRole('button', { name: /customers here/ })
        .first()
        .click();
      await page.waitForFunction(
        (previous) =>
          [...document.querySelectorAll('.maplibregl-marker button')]
            .map((b) => b.getAttribute('aria-label'))
            .join('|') !== previous,
        before,
      );
    }
    await point.click();
    const card = page.getByRole('region', { name: /^Customer / });
    await card.waitFor();
    const cardName = (await card.getAttribute('aria-label'))!.replace(/^Customer /, '');
    expect(names.has(cardName)).toBe(true);
    await card.getByText(/Last visit: .* · Last order: /).waitFor();
    const index = answer.names.indexOf(cardName);
    const id = encodeURIComponent(answer.ids[index]!);
    expect(await card.getByRole('link', { name: 'Customer page' }).getAttribute('href')).toBe(
      `/customerpage/${id}`,
    );
    expect(await card.getByRole('link', { name: 'New note' }).getAttribute('href')).toBe(
      `/notecreate?customerListID=${id}`,
    );
    expect(await card.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe(
      `/ordercreate?customerListID=${id}`,
    );
    await card.getByRole('button', { name: 'Move the pin' }).waitFor();
    await shot(page, `rep-${name}`);

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect([...hosts]).toEqual([new URL(server.url).host]);
    await context.close();
  });

  it('a rep of other states receives none of these customers', async () => {
    const context = await newContext(browser, server.url, desktop);
    const page = await context.newPage();
    await signInAs(page, 'rep.tx@humidor.test');
    const answer = (await (await page.request.get('/api/map/customers')).json()) as MapCustomersAnswer;
    expect(answer.ids.length).toBeGreaterThan(0);
    expect(answer.states.filter((state) => state === 'FL' || state === 'GA')).toEqual([]);
    await context.close();
  });
});
