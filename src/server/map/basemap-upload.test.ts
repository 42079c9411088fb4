// The basemap upload over a real connection (inject can neither stream a chunked body nor break a
// connection): the limit counted on the stream, and refusals the client actually receives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basemapTooLargeMessage } from '../../domain/map/contract.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { uploadOverHttp } from '../test/upload-over-http.js';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-basemap-'));
const maxBytes = 256 * 1024;
let t: TestApp;
let admin: TestSession;
let baseUrl: string;

/** A file that starts like PMTiles, `size` bytes long, its bytes marked by `fill`. */
const pmtiles = (size: number, fill: number) =>
  Buffer.concat([Buffer.from('PMTiles'), Buffer.from([3]), Buffer.alloc(size - 8, fill)]);
const upload = (body: Buffer, chunked: boolean) =>
  uploadOverHttp(`${baseUrl}/api/map/basemap.pmtiles`, {
    headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
    body,
    chunked,
  });
const served = async () => {
  const response = await admin.request('GET', '/api/map/basemap.pmtiles');
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
};
/** Every file under the storage folder: a refused upload leaves no partial file behind. */
const storedFiles = () =>
  fs
    .readdirSync(storageDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));

beforeAll(async () => {
  t = await createTestApp({
    config: { storage: { kind: 'local', dir: storageDir }, basemapMaxBytes: maxBytes },
  });
  admin = await t.userSession({ email: 'admin@basemap.test', role: 'admin' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('the basemap upload over HTTP', () => {
  const first = pmtiles(maxBytes, 1);

  it('takes a chunked file of exactly the limit', async () => {
    expect(await upload(first, true)).toEqual({ status: 204, body: '' });
    expect((await served()).equals(first)).toBe(true);
  });

  it('refuses a chunked file one piece past the limit with 413, keeping nothing and the file before', async () => {
    for (const body of [pmtiles(maxBytes + 1, 2), pmtiles(maxBytes + 64 * 1024, 2)]) {
      const answer = await upload(body, true);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'TOO_LARGE',
        message: basemapTooLargeMessage(maxBytes),
      });
    }
    expect(basemapTooLargeMessage(maxBytes)).toMatch(/^That file is larger than 256 KB\./);
    expect(storedFiles()).toEqual([path.join('map', 'basemap.pmtiles')]);
    expect((await served()).equals(first)).toBe(true);
  });

  it('refuses a declared length past the limit before writing anything', async () => {
    const answer = await upload(pmtiles(maxBytes + 64 * 1024, 3), false);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'TOO_LARGE' });
    expect(storedFiles()).toEqual([path.join('map', 'basemap.pmtiles')]);
    expect((await served()).equals(first)).toBe(true);
  });

  it('answers 400 with its message to a file that is not PMTiles, with or without its length', async () => {
    const html = Buffer.concat([
      Buffer.from('<html>'),
      Buffer.alloc(100 * 1024, 0x20),
      Buffer.from('</html>'),
    ]);
    for (const chunked of [true, false]) {
      const answer = await upload(html, chunked);
      expect(answer.status, `chunked: ${chunked}`).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'VALIDATION',
        message: expect.stringContaining('not a PMTiles basemap'),
      });
    }
    expect(storedFiles()).toEqual([path.join('map', 'basemap.pmtiles')]);
    expect((await served()).equals(first)).toBe(true);
  });
});
