import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentsContract } from '../../domain/comments/contract';
import { failure, mockApi } from '../test/api';
import { commentsOffline } from '../features/comments/offline';
import type { OutboxEntry } from './db';
import { sender } from './send';

const sendEntry = sender([commentsOffline]);

afterEach(() => vi.unstubAllGlobals());

const comment = (): OutboxEntry => ({
  id: crypto.randomUUID(),
  request: {
    kind: 'comment',
    noteId: 'N-1',
    body: { text: 'Seen', taggedUsers: [], clientId: crypto.randomUUID() },
  },
  label: 'Comment: Seen',
  status: 'sending',
  reason: null,
  serverVersion: null,
  files: [],
  filesUploaded: 0,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: new Date().toISOString(),
  sentAt: null,
  saved: null,
});

describe('what one send comes to (decision 0102)', () => {
  it('a 5xx with the server’s words is a server error, counted towards a refusal', async () => {
    mockApi().on(commentsContract.add, failure(503, 'The database did not answer in time.'));
    await expect(sendEntry(comment())).resolves.toEqual({
      kind: 'unreached',
      serverError: { status: 503, message: 'The database did not answer in time.' },
    });
  });

  it('no answer, or a page that is not the server’s (a proxy’s), only waits', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEntry(comment())).resolves.toEqual({ kind: 'unreached' });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendEntry(comment())).resolves.toEqual({ kind: 'unreached' });
  });

  it('a 4xx is refused at once, in the server’s words', async () => {
    mockApi().on(commentsContract.add, failure(404, 'This note was deleted.'));
    await expect(sendEntry(comment())).resolves.toEqual({
      kind: 'refused',
      reason: 'This note was deleted.',
    });
  });
});
