import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxRequest } from './db';
import { waitingWritesOf } from './waiting';

let seq = 0;
function comment(text: string, patch: Partial<OutboxEntry> = {}, noteId = 'N-1'): OutboxEntry {
  seq += 1;
  const clientId = crypto.randomUUID();
  const request: OutboxRequest = { kind: 'comment', noteId, body: { text, taggedUsers: [], clientId } };
  return {
    seq,
    id: clientId,
    request,
    label: `Comment: ${text}`,
    status: 'waiting',
    reason: null,
    serverVersion: null,
    files: [],
    filesUploaded: 0,
    attempts: 1,
    nextAttemptAt: 0,
    createdAt: new Date(1_000 * seq).toISOString(),
    sentAt: null,
    saved: null,
    ...patch,
  };
}

const onNote = (request: Extract<OutboxRequest, { kind: 'comment' }>) => request.noteId === 'N-1';
const texts = (entries: OutboxEntry[], shown = { ids: [] as string[], updatedAt: 0 }) =>
  waitingWritesOf(entries, 'comment', onNote, shown).map((row) => `${row.request.body.text}: ${row.state}`);
const sentAt = new Date(50_000).toISOString();

describe('the writes a list shows as waiting (decision 0103)', () => {
  it('shows the writes of its kind and place, newest first, with where each stands', () => {
    const note: OutboxEntry = {
      ...comment('a note'),
      request: {
        kind: 'note',
        body: {
          noteClass: 'standard',
          customerListId: 'C-1',
          subject: 'Visit',
          text: 'Seen',
          tags: [],
          damagedItems: [],
          clientId: crypto.randomUUID(),
        },
      },
    };
    const entries = [
      comment('first'),
      comment('refused', { status: 'failed', reason: 'This note was deleted.' }),
      comment('conflict', { status: 'conflict', reason: 'Changed meanwhile' }),
      comment('elsewhere', {}, 'N-2'),
      note,
      comment('replayed', { status: 'sending' }),
    ];
    expect(texts(entries)).toEqual([
      'replayed: sending',
      'conflict: refused',
      'refused: refused',
      'first: waiting',
    ]);
    expect(waitingWritesOf(entries, 'comment', onNote, { ids: [], updatedAt: 0 })[2]).toMatchObject({
      reason: 'This note was deleted.',
      label: 'Comment: refused',
    });
  });

  it('leaves to the form a write it is sending or sent at once, unless it had to wait', () => {
    const claimed = { claimedByForm: true, attempts: 0 };
    expect(texts([comment('sending', { ...claimed, status: 'sending' })])).toEqual([]);
    expect(
      texts([comment('sent', { ...claimed, status: 'sent', sentAt, saved: { href: '', ids: ['c-1'] } })]),
    ).toEqual([]);
    expect(texts([comment('queued', { ...claimed, status: 'waiting' })])).toEqual(['queued: waiting']);
  });

  it('keeps a sent write until the list answers again, and never beside its own row', () => {
    const sent = comment('sent', { status: 'sent', sentAt, saved: { href: '/noteview/N-1', ids: ['c-9'] } });
    // the list's answer is older than the send: the row stays, marked sent
    expect(texts([sent], { ids: ['c-1'], updatedAt: 40_000 })).toEqual(['sent: sent']);
    // the server's row (matched by the IDs answered for its client ID) is there already
    expect(texts([sent], { ids: ['c-1', 'c-9'], updatedAt: 40_000 })).toEqual([]);
    // the list answered since, without it (filtered out): it goes too
    expect(texts([sent], { ids: ['c-1'], updatedAt: 60_000 })).toEqual([]);
  });
});
