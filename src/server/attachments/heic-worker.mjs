// Decodes one HEIC/HEIF image to JPEG (quality 0.8) off the main thread; see preview.ts.
// Plain JavaScript so it runs in a worker under tsx, vitest and node alike.
import { parentPort, workerData } from 'node:worker_threads';
import convert from 'heic-convert';

const jpeg = await convert({ buffer: workerData, format: 'JPEG', quality: 0.8 });
const bytes = Buffer.from(jpeg);
parentPort.postMessage(bytes, [bytes.buffer]);
