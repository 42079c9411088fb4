import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { isHeic } from '../../domain/attachments/rules.js';

const heicWorkerUrl = new URL('./heic-worker.mjs', import.meta.url);
const heicTimeoutMs = 60_000;
const previewEdge = 480;

/** A HEIC/HEIF image as JPEG (quality 0.8), decoded in a worker thread so the server stays responsive. */
function heicToJpeg(heic: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(heicWorkerUrl, { workerData: heic });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('HEIC conversion timed out'));
    }, heicTimeoutMs);
    worker.once('message', (jpeg: Uint8Array) => {
      clearTimeout(timer);
      resolve(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

interface Preview {
  bytes: Buffer;
  contentType: 'image/jpeg';
}

/**
 * The preview of an image: HEIC/HEIF become a JPEG at quality 0.8 (browsers cannot show HEIC);
 * other images a small JPEG. PDFs have none.
 */
export async function previewOf(bytes: Buffer, contentType: string): Promise<Preview | null> {
  if (isHeic(contentType)) return { bytes: await heicToJpeg(bytes), contentType: 'image/jpeg' };
  if (!contentType.startsWith('image/')) return null;
  const small = await sharp(bytes, { animated: false, limitInputPixels: 100_000_000 })
    .rotate()
    .resize(previewEdge, previewEdge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { bytes: small, contentType: 'image/jpeg' };
}
