import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { createStorage, type Storage } from './storage.js';
import { assertSafeKey } from './store.js';

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString();
}

describe('storage keys', () => {
  it.each(['note/1/a.png', 'order/x_y/preview-1.jpg', 'a'])('accepts %s', (key) => {
    expect(assertSafeKey(key)).toBe(key);
  });
  it.each(['', '../x', 'note/../../x', '/etc/passwd', 'note//x', 'note/.', 'a\u0000b', 'a\\b', 'note/a b'])(
    'refuses %j',
    (key) => {
      expect(() => assertSafeKey(key)).toThrow(/Unsafe storage key/);
    },
  );
});

describe('local storage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-storage-'));
  const store: Storage = createLocalStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts, stats, gets and deletes', async () => {
    const { size } = await store.put('note/n1/abc-hello.txt', Readable.from(['hello ', 'world']), {
      contentType: 'text/plain',
    });
    expect(size).toBe(11);
    expect(fs.readFileSync(path.join(root, 'note/n1/abc-hello.txt'), 'utf8')).toBe('hello world');
    expect(await store.stat('note/n1/abc-hello.txt')).toEqual({ size: 11 });
    expect(await text(await store.get('note/n1/abc-hello.txt'))).toBe('hello world');
    await store.delete('note/n1/abc-hello.txt');
    expect(await store.stat('note/n1/abc-hello.txt')).toBeNull();
    expect(await store.get('note/n1/abc-hello.txt')).toBeNull();
    await expect(store.delete('note/n1/abc-hello.txt')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('too big'));
      },
    });
    await expect(store.put('note/n2/x.bin', failing, { contentType: 'image/png' })).rejects.toThrow(
      'too big',
    );
    expect(fs.readdirSync(path.join(root, 'note/n2'))).toEqual([]);
  });

  it('never leaves its root', async () => {
    await expect(
      store.put('../escape.txt', Readable.from(['x']), { contentType: 'text/plain' }),
    ).rejects.toThrow(/Unsafe/);
    await expect(store.get('note/../../etc/passwd')).rejects.toThrow(/Unsafe/);
    expect(fs.existsSync(path.join(root, '..', 'escape.txt'))).toBe(false);
  });

  it('is the default kind', () => {
    expect(createStorage({ kind: 'local', dir: root })).toBeDefined();
    expect(() => createStorage({ kind: 's3', bucket: 'b', region: 'us-east-1' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('S3 storage against a local S3-like server', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let server: http.Server;
  let store: Storage;
  let failNext = false;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
        if (failNext) {
          failNext = false;
          res.writeHead(403).end('<Error>AccessDenied</Error>');
          return;
        }
        const url = req.url ?? '';
        const found = objects.get(url);
        if (req.method === 'PUT') {
          objects.set(url, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'DELETE') {
          objects.delete(url);
          res.writeHead(204).end();
        } else if (!found) {
          res.writeHead(404).end(req.method === 'HEAD' ? undefined : '<Error>NoSuchKey</Error>');
        } else {
          res.writeHead(200, { 'content-length': found.body.length, 'content-type': found.type });
          res.end(req.method === 'HEAD' ? undefined : found.body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    store = createS3Storage({
      endpoint: `http://127.0.0.1:${port}/`,
      bucket: 'humidor-files',
      region: 'eu-west-2',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uses signed, path-style requests for put, stat, get and delete', async () => {
    const key = 'note/n1/abc-scan.pdf';
    expect(
      await store.put(key, Readable.from([Buffer.from('%PDF-1.4 body')]), { contentType: 'application/pdf' }),
    ).toEqual({
      size: 13,
    });
    expect(await store.stat(key)).toEqual({ size: 13 });
    expect(await text(await store.get(key))).toBe('%PDF-1.4 body');
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.get(key)).toBeNull();

    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /humidor-files/note/n1/abc-scan.pdf',
      'HEAD /humidor-files/note/n1/abc-scan.pdf',
      'GET /humidor-files/note/n1/abc-scan.pdf',
      'DELETE /humidor-files/note/n1/abc-scan.pdf',
      'HEAD /humidor-files/note/n1/abc-scan.pdf',
      'GET /humidor-files/note/n1/abc-scan.pdf',
    ]);
    const put = seen[0]!;
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update('%PDF-1.4 body').digest('hex'),
    );
    const day = String(put.headers['x-amz-date']).slice(0, 8);
    expect(put.headers.authorization).toMatch(
      new RegExp(
        `^AWS4-HMAC-SHA256 Credential=AKIDTEST/${day}/eu-west-2/s3/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$`,
      ),
    );
    expect(objects.size).toBe(0);
  });

  it('reports a failing bucket as an error and refuses unsafe keys before any request', async () => {
    const before = seen.length;
    await expect(store.delete('note/n1/../x')).rejects.toThrow(/Unsafe/);
    expect(seen.length).toBe(before);
    failNext = true;
    await expect(store.stat('note/n1/y.png')).rejects.toThrow(/S3 stat failed: 403/);
  });
});
