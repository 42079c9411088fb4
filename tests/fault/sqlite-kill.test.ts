import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createFaultUsers,
  seedFaultOrderData,
  startHumidor,
  type HumidorProcess,
} from './support/humidor-process.js';
import { expectNoAcknowledgedWriteLost } from './support/writes.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-fault-sqlite-'));
let humidor: HumidorProcess;

beforeAll(async () => {
  createFaultUsers({ DATA_DIR: dataDir });
  await seedFaultOrderData({ DATA_DIR: dataDir });
  humidor = await startHumidor({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await humidor?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SQLite, with real processes', () => {
  it('loses no acknowledged write when the server is killed with -9 mid-write (notes and orders)', async () => {
    const port = Number(new URL(humidor.url).port);
    humidor = await expectNoAcknowledgedWriteLost(humidor, () => startHumidor({ DATA_DIR: dataDir }, port));
  });
});
