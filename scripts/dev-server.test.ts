import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';

// `npm run dev` (scripts/dev.mjs) serves the web app from Vite's dev server: a missing file answers
// a plain 404 there too, not the app's page (decision 0095).

let vite: ViteDevServer;
let base: string;

beforeAll(async () => {
  vite = await createServer({
    configFile: 'vite.config.ts',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', strictPort: false, hmr: false },
  });
  await vite.listen();
  base = (vite.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}, 60_000);
afterAll(async () => {
  await vite?.close();
});

const get = (url: string, accept = '*/*') => fetch(`${base}${url}`, { headers: { accept } });

describe('the dev server', () => {
  it('answers a missing file with a plain 404, as a script, an image or a source map asks', async () => {
    for (const url of ['/assets/Old-chunk-abc123.js', '/assets/index.js.map', '/missing-icon.png']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toBe('text/plain; charset=utf-8');
      expect(await response.text(), url).toBe(`Not found: ${url}`);
    }
  });

  it('serves the app for page paths and the files that exist', async () => {
    for (const url of ['/', '/notefeed', '/customerpage/80000001-1234']) {
      const response = await get(url, 'text/html');
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).toContain('<div id="root">');
    }
    const script = await get('/main.tsx');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    // The first requests wait for Vite to scan and bundle the dependencies.
  }, 120_000);
});
