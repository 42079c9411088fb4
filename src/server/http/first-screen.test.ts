import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

/**
 * The server's part of drawing the first screen (decision 0092), with a stand-in for the web app's
 * renderer (dist/web-ssr/render.js) that writes back what it was given: which answers, fetched as
 * whom, in which time zone.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-first-screen-'));
const webRoot = path.join(folder, 'web');
const renderer = `
export const zoneCookie = 'humidor_tz';
export function firstScreenQueries(pathname) {
  return pathname === '/'
    ? [{ key: ['me'], url: '/api/me' }, { key: ['notes', 'open-tasks'], url: '/api/notes/open-tasks' }]
    : null;
}
export function firstAnswerUrls(pathname) {
  return (firstScreenQueries(pathname) ?? [{ url: '/api/me' }]).map((query) => query.url);
}
export async function renderFirstScreen(url, screen, draw) {
  if (globalThis.rendererBreaks) throw new Error('the renderer broke');
  const markup = draw(() =>
    '<main>' + JSON.stringify({ zone: process.env.TZ, hour: new Date(0).getHours(), url, screen }) + '</main>',
  );
  return {
    markup,
    payload: '<script type="application/json" id="first-screen">{}</script>',
    codeId: 'code',
    title: 'Home & <more> · Humidor',
  };
}
`;
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'main.tsx': { file: 'assets/main-1.js' },
  'app/shell/SignedIn.tsx': { file: 'assets/SignedIn-1.js', css: ['assets/SignedIn-1.css'] },
  'routes/home.tsx': { file: 'assets/home-1.js' },
};

let t: TestApp;
let rep: TestSession;
const zone = (value: string) => `humidor_tz=${encodeURIComponent(value)}`;
const home = async (cookie: string, headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/', headers: { cookie, ...headers } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.body;
};
interface Drawn {
  zone: string;
  hour: number;
  screen: {
    phone: boolean;
    answers: { key: string[]; data: { user?: { email: string }; notes?: unknown[] } }[];
  };
}
const drawnIn = (body: string): Drawn | null => {
  const found = /<div id="root"><main>(.*)<\/main><\/div>/.exec(body);
  return found?.[1] ? (JSON.parse(found[1]) as Drawn) : null;
};

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><head><title>Humidor</title><link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" /></head><body><div id="root"></div></body>',
  );
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.mkdirSync(path.join(folder, 'web-ssr'));
  fs.writeFileSync(path.join(folder, 'web-ssr', 'render.js'), renderer);
  fs.writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }');
  t = await createTestApp({ webRoot });
  rep = await t.userSession({ email: 'road@first.test', role: 'rep', states: ['FL'] });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('the home page drawn on the server', () => {
  it("draws with the visitor's own answers, in the browser's time zone, and leaves the process's zone alone", async () => {
    const before = process.env.TZ;
    const body = await home(`${rep.cookie}; ${zone('America/Chicago~360')}`);
    const drawn = drawnIn(body);
    expect(drawn?.zone).toBe('America/Chicago');
    expect(drawn?.hour).toBe(18); // the epoch is 6 PM on Dec 31 in Chicago
    expect(process.env.TZ).toBe(before);
    const [me, tasks] = drawn?.screen.answers ?? [];
    expect(me?.key).toEqual(['me']);
    expect(me?.data.user?.email).toBe('road@first.test');
    expect(tasks?.data.notes).toEqual((await rep.request('GET', '/api/notes/open-tasks')).json().notes);
    expect(drawn?.screen.phone).toBe(false);
    // The answers are in the page: none is preloaded. The code's preloads wait in the template.
    expect(body).not.toContain('rel="preload"');
    expect(body).toContain('<script type="application/json" id="first-screen">{}</script>');
    expect(body).toMatch(/<template id="code">.*href="\/assets\/main-1\.js".*<\/template>/);
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/SignedIn-1.css">');
    expect(body).toContain('<title>Home &amp; &lt;more&gt; · Humidor</title>');
  });

  it("guesses a phone from the user agent or the browser's hint", async () => {
    const cookie = `${rep.cookie}; ${zone('UTC~0')}`;
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';
    expect(drawnIn(await home(cookie, { 'user-agent': android }))?.screen.phone).toBe(true);
    expect(drawnIn(await home(cookie, { 'sec-ch-ua-mobile': '?1' }))?.screen.phone).toBe(true);
  });

  it('leaves the page to the browser without a known time zone, a session or another page', async () => {
    const plain = [
      await home(rep.cookie),
      await home(`${rep.cookie}; ${zone('Mars/Olympus_Mons~0')}`),
      await home(`${rep.cookie}; humidor_tz=%E0%A4%A`),
      await home(`better-auth.session_token=forged.token; ${zone('UTC~0')}`),
    ];
    for (const body of plain) {
      expect(drawnIn(body)).toBeNull();
      expect(body).toContain('<div id="root"></div>');
      expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/SignedIn-1.js">');
      // Its first answers download beside the code instead.
      expect(body).toContain('<link rel="preload" href="/api/notes/open-tasks" as="fetch"');
    }
    const other = await t.app.inject({
      method: 'GET',
      url: '/notefeed',
      headers: { cookie: `${rep.cookie}; ${zone('UTC~0')}` },
    });
    expect(drawnIn(other.body)).toBeNull();
  });

  it('sends the page as before when the renderer fails', async () => {
    (globalThis as { rendererBreaks?: boolean }).rendererBreaks = true;
    try {
      const body = await home(`${rep.cookie}; ${zone('UTC~0')}`);
      expect(drawnIn(body)).toBeNull();
      expect(body).toContain('<link rel="preload" href="/api/me"');
    } finally {
      delete (globalThis as { rendererBreaks?: boolean }).rendererBreaks;
    }
  });
});
