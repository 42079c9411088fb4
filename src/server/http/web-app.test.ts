import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { openTestRuntime } from '../test/harness.js';
import type { Runtime } from '../runtime.js';

let runtime: Runtime;
let app: App;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Humidor</title>');
  fs.writeFileSync(path.join(webRoot, 'assets', 'app-1.js'), 'console.log(1)');
  runtime = await openTestRuntime();
  app = await buildApp({ ...runtime, webRoot });
});
afterAll(async () => {
  await app.close();
  await runtime.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
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

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
