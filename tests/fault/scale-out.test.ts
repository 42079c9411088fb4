// Two Humidor processes on one PostgreSQL and one S3 store: what one process does, the other sees,
// and what a user may spend is spent once across both (docs/deploy.md, "Several instances").
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, launchBrowser, newContext, signInAs as signInPage } from '../e2e/support/browser.js';
import {
  eventually,
  openStream,
  signInAs,
  startHumidor,
  type HumidorProcess,
} from './support/humidor-process.js';
import {
  jsonBody,
  scaleUsers,
  sessionOn,
  startScaleCluster,
  type ScaleCluster,
} from './support/scale-cluster.js';
import { personalNote } from './support/writes.js';

/** Low enough to spend in a second or two, high enough for a page that loads its working set. */
const apiBudget = 150;

let cluster: ScaleCluster;
let one: HumidorProcess;
let two: HumidorProcess;
let browser: Browser | undefined;

beforeAll(async () => {
  // The browser test draws the built web app; CI has built it already, a developer's tree may not have.
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed.');
  cluster = await startScaleCluster();
  const env = { ...cluster.env, API_RATE_LIMIT_PER_MINUTE: String(apiBudget) };
  [one, two] = await Promise.all([startHumidor(env), startHumidor(env)]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([one?.stop(), two?.stop()]);
  await cluster?.close();
});

describe('two Humidor processes on one PostgreSQL and one S3 store', () => {
  it('share sessions, live changes and stored files', async () => {
    const { cookie } = await signInAs(one.url, scaleUsers.admin.email);
    const onOne = sessionOn(one, cookie);
    const onTwo = sessionOn(two, cookie);
    expect((await onTwo('/api/me')).status).toBe(200);

    const stream = await openStream(two.url, cookie);
    const created = await onOne('/api/notes', jsonBody(personalNote('Made on one')));
    expect(created.status, await created.clone().text()).toBe(201);
    const noteId = ((await created.json()) as { note: { id: string } }).note.id;
    expect(await eventually(async () => stream.received().includes(noteId), 10_000), stream.received()).toBe(
      true,
    );
    stream.close();

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'price-list.pdf');
    const uploaded = await onOne(`/api/attachments?ownerType=note&ownerId=${noteId}`, {
      method: 'POST',
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const listed = (await (await onTwo(`/api/attachments?ownerType=note&ownerId=${noteId}`)).json()) as {
      attachments: { downloadUrl: string }[];
    };
    const downloadUrl = listed.attachments[0]?.downloadUrl ?? '';
    const download = await onTwo(downloadUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
  });

  it('show a note saved through one instance in a browser on the other, live, without a reload', async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, two.url, desktop);
    const page = await context.newPage();
    await signInPage(page, scaleUsers.rep.email);
    const liveStream = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live', {
      timeout: 20_000,
    });
    await page.goto('/notefeed');
    await page.getByTestId('feed-count').waitFor();
    expect((await liveStream).status()).toBe(200);
    // A reload would lose this mark; the note must arrive without one.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const subject = `Written through one ${Date.now()}`;
    const writer = await signInAs(one.url, scaleUsers.rep.email);
    expect((await writer.fetch('/api/notes', { method: 'POST', body: personalNote(subject) })).status).toBe(
      201,
    );
    await page.getByTestId('note-card').filter({ hasText: subject }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    await context.close();
  });

  it("spend one user's API budget once across both instances, and not another user's", async () => {
    const { cookie } = await signInAs(one.url, scaleUsers.other.email);
    const instances = [sessionOn(one, cookie), sessionOn(two, cookie)];
    // Requests alternate between the instances; the shared count goes down by one for each, whichever
    // answered, until the user's whole budget is spent: half of it on each instance, not all of it on both.
    let served = 0;
    let previous: number | null = null;
    let refused: Response | null = null;
    for (let n = 0; n < 2 * apiBudget && !refused; n += 1) {
      const response = await instances[n % 2]!('/api/me');
      if (response.status === 429) {
        refused = response;
        break;
      }
      expect(response.status).toBe(200);
      const remaining = Number(response.headers.get('x-ratelimit-remaining'));
      // A minute's window may end mid-way (fixed windows): the count starts again from the full budget.
      if (previous !== null && remaining === apiBudget - 1) served = 0;
      else if (previous !== null) expect(remaining, `request ${n}`).toBe(previous - 1);
      served += 1;
      previous = remaining;
    }
    expect(refused?.status).toBe(429);
    expect(served).toBe(apiBudget);
    expect(previous).toBe(0);
    const otherInstance = await (
      new URL(refused?.url ?? one.url).origin === one.url ? instances[1] : instances[0]
    )!('/api/me');
    expect(otherInstance.status).toBe(429);

    // The budget is the user's: another user signed in on the same machine is still served by both.
    const admin = await signInAs(two.url, scaleUsers.admin.email);
    for (const server of [one, two])
      expect((await sessionOn(server, admin.cookie)('/api/me')).status).toBe(200);
  });

  it('share sign-in throttling: failures spread over both lock the account on both', async () => {
    const tryWrongPassword = (server: HumidorProcess) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: scaleUsers.admin.email, password: 'not-the-password' }),
      });
    // Five failures in all, taking turns: a budget per instance would allow five on each.
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await tryWrongPassword(attempt % 2 ? two : one)).status).toBe(401);
    for (const server of [one, two]) {
      const locked = await tryWrongPassword(server);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
    }
  });
});
