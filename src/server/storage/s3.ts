import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './store.js';

interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

async function bufferOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …) through SigV4-signed fetch calls and path-style URLs
 * ({endpoint}/{bucket}/{key}). A put is buffered first: S3 wants the length up front, and uploads
 * are capped by UPLOAD_MAX_MB before they reach storage.
 */
export function createS3Storage(options: S3Options): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = options.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string) =>
    `${base}/${encodeURIComponent(options.bucket)}/${assertSafeKey(key)
      .split('/')
      .map(encodeURIComponent)
      .join('/')}`;
  const fail = async (response: Response, what: string) => {
    const text = await response.text().catch(() => '');
    return new Error(`S3 ${what} failed: ${response.status} ${text.slice(0, 200)}`);
  };

  return {
    async put(key, body, { contentType }) {
      const url = urlOf(key);
      const bytes = await bufferOf(body);
      const response = await client.fetch(url, {
        method: 'PUT',
        body: new Blob([new Uint8Array(bytes)]),
        headers: {
          'content-type': contentType,
          'content-length': String(bytes.length),
          // The payload hash is signed too, so the bucket refuses bytes altered on the way.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw await fail(response, 'put');
      await response.body?.cancel();
      return { size: bytes.length };
    },
    async get(key, range) {
      const response = await client.fetch(urlOf(key), {
        method: 'GET',
        ...(range && { headers: { range: `bytes=${range.start}-${range.end}` } }),
      });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await fail(response, 'get');
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail(response, 'delete');
      await response.body?.cancel();
    },
    async stat(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' });
      if (response.status === 404) return null;
      if (!response.ok) throw await fail(response, 'stat');
      const size = Number(response.headers.get('content-length'));
      return Number.isFinite(size) ? { size } : null;
    },
  };
}
