import type { AppConfig } from '../config/config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { Storage } from './store.js';

export type { Storage } from './store.js';

export function createStorage(config: AppConfig['storage']): Storage {
  if (config.kind === 'local') return createLocalStorage(config.dir);
  if (!config.endpoint || !config.accessKeyId || !config.secretAccessKey) {
    throw new Error('STORAGE=s3 needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  }
  return createS3Storage({
    endpoint: config.endpoint,
    bucket: config.bucket,
    region: config.region,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
  });
}
