import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { orderBody, seedOrderFixtures } from '../test/order-fixtures.js';
import { createStorage } from '../storage/storage.js';
import { purgeTrash } from '../history/purge.js';

const png = fs.readFileSync(path.join(import.meta.dirname, '../attachments/fixtures/sample.png'));
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-order-delete-'));

let t: TestApp;
let fl: TestSession;

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await seedOrderFixtures(t.runtime.database.db);
  fl = await t.userSession({ email: 'rep.fl@delete.test', role: 'rep', states: ['FL'], repCode: 'FL' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

function uploadTo(orderId: string) {
  const boundary = `----humidor${crypto.randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="shelf.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/attachments?ownerType=order&ownerId=${orderId}`,
    headers: { cookie: fl.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const filesOnDisk = () =>
  fs.readdirSync(storageDir, { recursive: true }).filter((f) => /\.\w+$/.test(String(f)));

describe('deleting an order', () => {
  it("removes the order's attachment rows at once and their stored files at the purge", async () => {
    const [id] = (await fl.request('POST', '/api/orders', orderBody())).json().ids as [string];
    expect((await uploadTo(id)).statusCode).toBe(201);
    expect(filesOnDisk().length).toBeGreaterThan(0);
    expect((await fl.request('DELETE', `/api/orders/${id}`)).statusCode).toBe(204);
    const rows = await t.runtime.database.db
      .selectFrom('attachments')
      .select('id')
      .where('ownerId', '=', id)
      .execute();
    expect(rows).toEqual([]);
    // The Trash keeps the files 30 days (decision 0050); the purge then removes them.
    const storage = createStorage({ kind: 'local', dir: storageDir });
    await purgeTrash({ db: t.runtime.database.db, storage }, new Date(Date.now() + 31 * 86_400_000));
    expect(filesOnDisk()).toEqual([]);
    expect((await fl.request('GET', `/api/orders/${id}`)).json().message).toBe(
      'There seems to be an issue, Order might have been deleted.',
    );
  });
});
