// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import type { OutboxRequest } from './db';
import { activeOffline, formAnswerWaitMs, startOffline, submitThroughOutbox } from './runtime';
import { offlineAdapters } from '../app/offline-adapters';

// A form's send the server never answers (issue 31 item 2, decision 0164).

let fetched: string[];
beforeEach(() => {
  fetched = [];
  // The replayer's own sends, were it to send the write again: they find no network.
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  activeOffline()?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const comment = (): Extract<OutboxRequest, { kind: 'comment' }> => ({
  kind: 'comment',
  noteId: 'N-1',
  body: { text: 'Seen', taggedUsers: [], clientId: crypto.randomUUID() },
});

/** A request that answers only when the test says, and tells when it was sent. */
function heldRequest() {
  let sent = () => {};
  const wasSent = new Promise<void>((resolve) => (sent = resolve));
  type Answer = { comment: { id: string } };
  const answer = { resolve: (_: Answer) => {}, reject: (_: unknown) => {} };
  const answered = new Promise<Answer>((resolve, reject) => Object.assign(answer, { resolve, reject }));
  const sendNow = () => {
    sent();
    return answered;
  };
  return { sendNow, wasSent, answer };
}

/** Submits a comment whose request is held until the form's limit has passed. */
async function submitHeld() {
  const offline = startOffline(`user-${crypto.randomUUID()}`, new QueryClient(), offlineAdapters);
  const request = comment();
  const held = heldRequest();
  const submitted = submitThroughOutbox(request, 'Comment: Seen', held.sendNow, {
    savedOf: ({ comment }) => ({ href: '/noteview/N-1', ids: [comment.id] }),
  });
  await held.wasSent;
  await vi.advanceTimersByTimeAsync(formAnswerWaitMs - 1);
  const early = await Promise.race([submitted, Promise.resolve('still waiting')]);
  await vi.advanceTimersByTimeAsync(1);
  let outcome: unknown = 'still waiting';
  void submitted.then((answer) => (outcome = answer));
  await vi.waitFor(() => expect(outcome).toEqual({ state: 'queued' }));
  const entry = () => offline.outbox.byId(request.body.clientId);
  return { offline, held, early, entry };
}

describe('a form’s send that is not answered in time', () => {
  it('is reported as waiting in the outbox after the limit, and is not sent a second time', async () => {
    const { offline, early, entry } = await submitHeld();
    expect(early).toBe('still waiting');
    expect((await entry())?.status).toBe('waiting');

    // Send now, or any trigger: the first request may still be answered, so nothing is sent.
    const report = await offline.replayer.run({ force: true });
    expect(report).toMatchObject({ sent: 0, unreached: true });
    expect(fetched).toEqual([]);
    expect((await entry())?.status).toBe('waiting');
  });

  it('ends as sent when the first request is answered late', async () => {
    const { held, entry } = await submitHeld();
    held.answer.resolve({ comment: { id: 'C-1' } });
    await vi.waitFor(async () => expect((await entry())?.status).toBe('sent'));
    expect((await entry())?.saved).toEqual({ href: '/noteview/N-1', ids: ['C-1'] });
    expect(fetched).toEqual([]);
  });

  it('is refused in the server’s words on /outbox when the late answer refuses it', async () => {
    const { held, entry } = await submitHeld();
    held.answer.reject(new ApiError(404, 'NOT_FOUND', 'This note was deleted.'));
    await vi.waitFor(async () => expect((await entry())?.status).toBe('failed'));
    expect((await entry())?.reason).toBe('This note was deleted.');
  });

  it('waits for the replayer when the late answer is none either, which may then send it', async () => {
    const { offline, held, entry } = await submitHeld();
    held.answer.reject(new ApiError(0, 'TIMEOUT', 'Humidor did not answer in time.'));
    await vi.waitFor(async () => expect((await entry())?.attempts).toBe(2));
    expect((await entry())?.status).toBe('waiting');
    await offline.replayer.run({ force: true });
    expect(fetched).toEqual(['/api/notes/N-1/comments']);
  });
});
