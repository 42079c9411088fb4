import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderFixtures } from '../test/order-fixtures.js';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';

const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-malformed-upload-'));
let t: TestApp;
let rep: TestSession;
let noteId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { storage: { kind: 'local', dir: storageDir } } });
  await seedOrderFixtures(t.runtime.database.db);
  rep = await t.userSession({ email: 'rep@malformed.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  const note = await rep.request('POST', '/api/notes', {
    noteClass: 'standard',
    customerListId: 'C-FL',
    subject: 'Visit',
    text: 'Shelf photos follow.',
    tags: [],
    damagedItems: [],
  });
  noteId = note.json().note.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

describe('an upload that is not a well-formed multipart form', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'file bytes'],
    // A form cut short inside its first file: found by the route fuzz, which waited for ever on
    // PostgreSQL (the parser's error came while the owner was being looked up).
    [
      'a form cut inside its file',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ])('answers 400 for %s and keeps nothing', async (_name, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/attachments?ownerType=note&ownerId=${noteId}`,
      headers: { cookie: rep.cookie, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('The upload could not be read');
    const list = await rep.request('GET', `/api/attachments?ownerType=note&ownerId=${noteId}`);
    expect(list.json().attachments).toEqual([]);
  });
});
