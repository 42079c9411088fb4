// S3 storage against a real S3-compatible server (s3rver, started here), not a mock: the storage
// layer on its own, and uploads, previews, downloads and deletes through the API.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../domain/attachments/rules.js';
import type { AppConfig } from '../config/config.js';
import { insertCustomer } from '../test/mirror-fixtures.js';
import { basemapKey } from '../map/basemap.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { uploadOverHttp } from '../test/upload-over-http.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './storage.js';

const bucket = 'humidor-files';
const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-s3rver-'));
const uploadMaxBytes = 25 * 1024 * 1024;
const png = fs.readFileSync(path.join(import.meta.dirname, '../attachments/fixtures/sample.png'));

let s3: S3rver;
let storageConfig: Extract<AppConfig['storage'], { kind: 's3' }>;
let store: Storage;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await s3.run();
  storageConfig = {
    kind: 's3',
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  store = createS3Storage(storageConfig as Required<typeof storageConfig>);
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3 storage on an S3-compatible server', () => {
  it('puts, stats, gets and deletes a 25 MB file byte for byte', async () => {
    const big = Buffer.alloc(uploadMaxBytes);
    for (let i = 0; i < big.length; i += 4096) big.writeUInt32LE(i, i);
    const key = 'note/n-big/scan.pdf';
    expect(await store.put(key, Readable.from([big]), { contentType: 'application/pdf' })).toEqual({
      size: big.length,
    });
    expect(await store.stat(key)).toEqual({ size: big.length });
    const stream = await store.get(key);
    expect(sha256(await bytesOf(stream as Readable))).toBe(sha256(big));
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
  });
});

describe('attachments through the API on S3', () => {
  let t: TestApp;
  let fl: TestSession;
  let tx: TestSession;
  let noteId: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { storage: storageConfig, uploadMaxBytes } });
    fl = await t.userSession({ email: 'fl@s3.test', role: 'rep', states: ['FL'] });
    tx = await t.userSession({ email: 'tx@s3.test', role: 'rep', states: ['TX'] });
    await insertCustomer(t.runtime.database.db, 'C-FL', 'Miami Smoke', 'FL');
    const note = await fl.request('POST', '/api/notes', {
      noteClass: 'standard',
      customerListId: 'C-FL',
      subject: 'Shelf photos',
      text: 'Attached.',
      tags: ['Visit'],
      damagedItems: [],
    });
    expect(note.statusCode, note.body).toBe(201);
    noteId = (note.json() as { note: { id: string } }).note.id;
  });
  afterAll(() => t.close());

  function upload(name: string, bytes: Buffer, type: string) {
    const boundary = `----humidor${crypto.randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/attachments?ownerType=note&ownerId=${noteId}`,
      headers: { cookie: fl.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }
  const listed = async () =>
    (
      (await fl.request('GET', `/api/attachments?ownerType=note&ownerId=${noteId}`)).json() as {
        attachments: Attachment[];
      }
    ).attachments;

  it('uploads, previews, downloads and deletes, and refuses a rep of another state', async () => {
    expect((await upload('shelf.png', png, 'image/png')).statusCode).toBe(201);
    const [photo] = await listed();
    if (!photo?.previewUrl) throw new Error('the photo has no preview');

    const preview = await fl.request('GET', photo.previewUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\//);
    const download = await fl.request('GET', photo.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(sha256(download.rawPayload)).toBe(sha256(png));

    for (const url of [photo.downloadUrl, photo.previewUrl]) {
      expect((await tx.request('GET', url)).statusCode).toBe(404);
    }

    expect((await fl.request('DELETE', `/api/attachments/${photo.id}`)).statusCode).toBe(204);
    expect((await fl.request('GET', photo.downloadUrl)).statusCode).toBe(404);
    expect(await listed()).toEqual([]);
  });

  it('takes a 25 MB PDF and gives the same bytes back', async () => {
    const header = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
    const trailer = Buffer.from('\ntrailer<<>>\n%%EOF\n');
    const pdf = Buffer.concat([
      header,
      Buffer.alloc(uploadMaxBytes - header.length - trailer.length, 0x20),
      trailer,
    ]);
    const response = await upload('catalog.pdf', pdf, 'application/pdf');
    expect(response.statusCode, response.body).toBe(201);
    const file = (await listed()).find((a) => a.name === 'catalog.pdf');
    if (!file) throw new Error('the PDF is not listed');
    expect(file.size).toBe(pdf.length);
    const download = await fl.request('GET', file.downloadUrl);
    expect(sha256(download.rawPayload)).toBe(sha256(pdf));
  });
});

describe('the basemap upload on S3', () => {
  const maxBytes = 128 * 1024;
  let t: TestApp;
  let admin: TestSession;
  let baseUrl: string;
  const pmtiles = (size: number, fill: number) =>
    Buffer.concat([Buffer.from('PMTiles'), Buffer.alloc(size - 7, fill)]);
  const upload = (body: Buffer) =>
    uploadOverHttp(`${baseUrl}/api/map/basemap.pmtiles`, {
      headers: { cookie: admin.cookie, 'content-type': 'application/octet-stream' },
      body,
      chunked: true,
    });
  beforeAll(async () => {
    t = await createTestApp({ config: { storage: storageConfig, basemapMaxBytes: maxBytes } });
    admin = await t.userSession({ email: 'admin@s3.test', role: 'admin' });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('stops a chunked upload at the limit: 413, and the bucket keeps the file before', async () => {
    const first = pmtiles(maxBytes, 1);
    expect((await upload(first)).status).toBe(204);
    const refused = await upload(pmtiles(maxBytes + 32 * 1024, 2));
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'TOO_LARGE' });
    expect(await store.stat(basemapKey)).toEqual({ size: first.length });
    expect(sha256(await bytesOf((await store.get(basemapKey)) as Readable))).toBe(sha256(first));
  });
});
