import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime/runtime.js';
import { preloadsFor, type WebManifest } from './web-app.js';

/** A build's manifest: the entry, the app, the shell and the home page sharing a vendor chunk with the entry. */
const manifest: WebManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
  '_react.js': { file: 'assets/react-1.js' },
  // The app, which the entry imports once the first paint is done (src/web/boot.ts).
  'main.tsx': { file: 'assets/main-1.js', imports: ['_react.js'] },
  '_modal.js': { file: 'assets/modal-1.js', imports: ['_react.js'] },
  'app/shell/SignedIn.tsx': {
    file: 'assets/SignedIn-1.js',
    imports: ['_react.js', '_modal.js'],
    css: ['assets/SignedIn-1.css'],
  },
  'routes/home.tsx': { file: 'assets/home-1.js', imports: ['_modal.js'] },
  'routes/admin.tsx': { file: 'assets/admin-1.js' },
};
const signedIn = { cookie: 'theme=dark; better-auth.session_token=abc.def' };

let runtime: Runtime;
let app: App;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-web-'));
const webRoot = path.join(folder, 'web');
/** A stand-in for the web app's renderer (dist/web-ssr/render.js) that draws no page itself. */
const renderer = `
export const zoneCookie = 'humidor_tz';
export const firstScreenQueries = () => null;
export const firstAnswerUrls = (pathname) =>
  ['/api/me', '/api/notifications/unread-count', ...(pathname === '/' ? ['/api/notes/open-tasks'] : [])];
export const renderFirstScreen = async () => null;
`;

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><head><title>Humidor</title><link rel="preload" href="/api/me" as="fetch" crossorigin="anonymous" /><script type="module" src="/assets/index-1.js"></script></head>',
  );
  fs.mkdirSync(path.join(folder, 'web-ssr'));
  fs.writeFileSync(path.join(folder, 'web-ssr', 'render.js'), renderer);
  fs.writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'manifest.webmanifest'), '{"name":"Humidor"}');
  fs.writeFileSync(path.join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // A PNG's signature is enough for its type, which comes from the name.
  fs.writeFileSync(path.join(webRoot, 'pwa-192x192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  fs.writeFileSync(
    path.join(webRoot, 'login.html'),
    '<!doctype html><head><title>Sign in · Humidor</title><script type="module" src="/assets/login-1.js"></script></head>',
  );
  fs.writeFileSync(
    path.join(webRoot, 'shop.html'),
    '<!doctype html><head><title>Shop</title><script type="module" src="/assets/shop-1.js"></script></head>',
  );
  fs.mkdirSync(path.join(webRoot, '.vite'));
  fs.writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  runtime = await openTestRuntime();
  app = await buildApp({ ...runtime, webRoot });
});
afterAll(async () => {
  await app.close();
  await runtime.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page route with index.html, never cached (a new version is picked up at once)', async () => {
    for (const url of ['/', '/noteview/abc', '/customerpage/80000001-1234']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Humidor</title>');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('caches hashed assets for good and serves files built after the start', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-2.js'), 'console.log(2)');
    const rebuilt = await app.inject({ method: 'GET', url: '/assets/app-2.js' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
  });

  it('serves the brotli or gzip copy made at build time to browsers that take it', async () => {
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-3.js'), 'raw');
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-3.js.br'), 'brotli bytes');
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-3.js.gz'), 'gzip bytes');
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app-3.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.toString()).toBe('brotli bytes');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.toString()).toBe('gzip bytes');
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('raw');
  });

  it('answers a missing file with a plain 404, never the app: an old build’s chunk fails as itself', async () => {
    for (const url of [
      '/assets/Old-chunk-abc123.js',
      '/assets/index-1.js.map',
      '/assets/logo-9.png',
      '/assets/fonts/nested/unknown',
      '/nested/unknown/file.css',
      '/pwa-1024x1024.png',
      '/assets/Old-chunk-abc123.js?v=2',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: signedIn });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).toBe(`Not found: ${url.split('?')[0]}`);
    }
  });

  it('still serves the files that exist with their type, and the app for every page path', async () => {
    const files = {
      '/assets/app-1.js': 'application/javascript; charset=utf-8',
      '/manifest.webmanifest': 'application/manifest+json',
      '/sw.js': 'application/javascript; charset=utf-8',
      '/pwa-192x192.png': 'image/png',
    };
    for (const [url, type] of Object.entries(files)) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
    }
    for (const url of ['/customerpage', '/customerpage/80000001-1234', '/admin/audit', '/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
    }
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('preloads the app, the shell and the home page for a visitor with a session, and nothing else', async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }).then((response) => response.body);
    const home = await page('/', signedIn);
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/main-1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/SignedIn-1.js">');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/SignedIn-1.css">');
    expect(home).not.toContain('href="/assets/react-1.js"');
    // The page's first answers, as the web app lists them; /api/me once (index.html preloads it).
    const answers = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((found) => found[1]);
    expect(answers(home)).toEqual(['/api/me', '/api/notifications/unread-count', '/api/notes/open-tasks']);
    const other = await page('/notefeed?x=1', signedIn);
    expect(other).toContain('/assets/SignedIn-1.js');
    expect(other).not.toContain('/assets/home-1.js');
    expect(answers(other)).toEqual(['/api/me', '/api/notifications/unread-count']);
    const plain = await page('/');
    expect(plain).not.toContain('modulepreload');
    expect(plain).toContain('<title>Humidor</title>');
    // The sign-in page of its own, signed in or not (it sends a signed-in visitor on itself).
    for (const signIn of [await page('/login?next=%2Fnotefeed'), await page('/login', signedIn)]) {
      expect(signIn).toContain('<title>Sign in · Humidor</title>');
      expect(signIn).not.toContain('modulepreload');
    }
  });

  it("answers the shop portal's pages with the storefront's own entry, signed in or not (decision 0352)", async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }).then((response) => response.body);
    for (const shop of [
      await page('/shop'),
      await page('/shop/sign-in?error=EXPIRED'),
      await page('/shop/estimates', signedIn),
      await page('/shop/invitation'),
    ]) {
      expect(shop).toContain('/assets/shop-1.js');
      expect(shop).not.toContain('/assets/index-1.js');
      expect(shop).not.toContain('modulepreload');
    }
    // A staff page that only starts with the same letters is the staff app's.
    expect(await page('/shopping')).toContain('/assets/index-1.js');
  });

  it("names the storefront's first answers as preloads for a visitor with a buyer's cookie, and only there (decision 0368)", async () => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers }).then((response) => response.body);
    const answers = (body: string) =>
      [...body.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((found) => found[1]);
    const buyer = { cookie: 'theme=dark; humidor-shop.session_token=abc.def' };
    expect(answers(await page('/shop', buyer))).toEqual([
      '/api/shop/me',
      '/api/shop/catalogue',
      '/api/shop/reorder',
      '/api/shop/orders',
    ]);
    expect(
      answers(await page('/shop?x=1', { cookie: '__Secure-humidor-shop.session_token=abc' })),
    ).toHaveLength(4);
    // Not for a stranger or a member of staff, and not on the portal's other pages.
    expect(answers(await page('/shop'))).toEqual([]);
    expect(answers(await page('/shop', signedIn))).toEqual([]);
    expect(answers(await page('/shop/sign-in', buyer))).toEqual([]);
    expect(answers(await page('/shop/account', buyer))).toEqual([]);
  });
});

describe('preloadsFor', () => {
  it("lists the shell's and the page's chunks and styles the entry does not load already", () => {
    expect(preloadsFor(manifest, '/')).toEqual({
      scripts: ['assets/main-1.js', 'assets/SignedIn-1.js', 'assets/modal-1.js', 'assets/home-1.js'],
      styles: ['assets/SignedIn-1.css'],
    });
    expect(preloadsFor(manifest, '/admin').scripts).toEqual([
      'assets/main-1.js',
      'assets/SignedIn-1.js',
      'assets/modal-1.js',
    ]);
  });
});
