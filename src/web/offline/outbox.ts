import type { OfflineDb, OutboxEntry, OutboxFile, OutboxRequest, OutboxStatus } from './db';

/** Statuses still owed to the server: sign-out asks before losing them. */
export const unsentStatuses: OutboxStatus[] = ['waiting', 'sending', 'failed', 'conflict'];

/** The write's client ID: the outbox entry's id. */
export const clientIdOf = (request: OutboxRequest): string =>
  'clientId' in request ? request.clientId : request.body.clientId;

/** Refused or conflicting: the rep decides what becomes of it. */
export const isUnsettled = (entry: OutboxEntry) => entry.status === 'failed' || entry.status === 'conflict';

/** Sent writes stay listed on /outbox for a day, then go. */
const keepSentMs = 24 * 60 * 60 * 1000;

/** The outbox of one user's database: the only code that changes its rows. */
export class Outbox {
  constructor(readonly db: OfflineDb) {}

  /** Saves a write to send, with its files, in one local transaction; answers its sequence number. */
  async add(request: OutboxRequest, label: string, files: OutboxFile[] = [], now = new Date()) {
    const entry: OutboxEntry = {
      id: clientIdOf(request),
      request,
      label,
      status: 'waiting',
      reason: null,
      serverVersion: null,
      files,
      filesUploaded: 0,
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: now.toISOString(),
      sentAt: null,
      saved: null,
    };
    return this.db.transaction('rw', this.db.outbox, async () => {
      // The same write added again (a form submitted twice) is the same entry.
      const existing = await this.db.outbox.where('id').equals(entry.id).first();
      if (existing?.seq === undefined) return this.db.outbox.add(entry);
      // A refused write corrected in its form (opened from /outbox) replaces what was refused, in
      // its place in the order; the server never saved it, so its client ID is still unused.
      if (isUnsettled(existing) && !existing.saved)
        await this.db.outbox.update(existing.seq, {
          request,
          label,
          files,
          status: 'waiting',
          reason: null,
          serverVersion: null,
          attempts: 0,
          serverErrors: 0,
          nextAttemptAt: 0,
        });
      return existing.seq;
    });
  }

  /**
   * Saves a write as `add` does and, in the same transaction, claims it for sending now when no
   * older write waits: the replayer sends only waiting writes, so it cannot send this one a second
   * time (with its files) while the form sends it. Answers its sequence number and whether it is
   * claimed; an unclaimed write waits its turn.
   */
  addToSend(request: OutboxRequest, label: string, files: OutboxFile[] = []) {
    return this.db.transaction('rw', this.db.outbox, async () => {
      const seq = await this.add(request, label, files);
      const earlier = await this.db.outbox
        .where('status')
        .equals('waiting')
        .filter((entry) => (entry.seq as number) < seq)
        .count();
      if (earlier) return { seq, claimed: false };
      await this.update(seq, { status: 'sending', claimedByForm: true });
      return { seq, claimed: true };
    });
  }

  /** Every entry, oldest first. */
  all(): Promise<OutboxEntry[]> {
    return this.db.outbox.orderBy('seq').toArray();
  }

  byId(id: string) {
    return this.db.outbox.where('id').equals(id).first();
  }

  get(seq: number) {
    return this.db.outbox.get(seq);
  }

  /** Writes the next send should go through, in order. */
  async due(): Promise<OutboxEntry[]> {
    return (await this.all()).filter((entry) => entry.status === 'waiting');
  }

  async unsentCount(): Promise<number> {
    return this.db.outbox.where('status').anyOf(unsentStatuses).count();
  }

  async update(seq: number, patch: Partial<OutboxEntry>) {
    await this.db.outbox.update(seq, patch);
  }

  markSending(seq: number) {
    return this.update(seq, { status: 'sending' });
  }

  /** Sent and its files uploaded: the blobs are no longer needed. */
  markSent(seq: number, saved: OutboxEntry['saved'], now = new Date()) {
    return this.update(seq, {
      status: 'sent',
      saved,
      reason: null,
      files: [],
      sentAt: now.toISOString(),
    });
  }

  /** The record is saved but some files are not: it waits again, to upload only those. */
  markSavedAwaitingFiles(seq: number, saved: OutboxEntry['saved'], filesUploaded: number) {
    return this.update(seq, { status: 'waiting', saved, filesUploaded });
  }

  markRefused(seq: number, reason: string) {
    return this.update(seq, { status: 'failed', reason });
  }

  markConflict(seq: number, reason: string, serverVersion: unknown) {
    return this.update(seq, { status: 'conflict', reason, serverVersion });
  }

  /**
   * Not taken: no answer (the network), or a server error (`serverAnswered`, counted towards a
   * refusal). The write waits, and the timer tries again after `delayMs`.
   */
  async markUnreached(seq: number, delayMs: number, now = Date.now(), serverAnswered = false) {
    const entry = await this.get(seq);
    await this.update(seq, {
      status: 'waiting',
      claimedByForm: false,
      attempts: (entry?.attempts ?? 0) + 1,
      serverErrors: (entry?.serverErrors ?? 0) + (serverAnswered ? 1 : 0),
      nextAttemptAt: now + delayMs,
    });
  }

  /** Sends a failed or conflicting write again, as it is (or with its edited request). */
  retry(seq: number, request?: OutboxRequest, label?: string) {
    const patch: Partial<OutboxEntry> = {
      status: 'waiting',
      reason: null,
      attempts: 0,
      serverErrors: 0,
      nextAttemptAt: 0,
    };
    if (request) patch.request = request;
    if (label) patch.label = label;
    return this.update(seq, patch);
  }

  /** The rep chose to lose this write (after confirming). */
  discard(seq: number) {
    return this.db.outbox.delete(seq);
  }

  /** A write the server refused while its form was still open: the form shows why and keeps it. */
  remove(seq: number) {
    return this.db.outbox.delete(seq);
  }

  /**
   * Entries left 'sending' by a closed tab are sent again (the client ID makes that safe); one that
   * `leftBehind` says a live tab is sending stays as it is.
   */
  async recoverInterrupted(leftBehind: (id: string) => Promise<boolean> = async () => true) {
    for (const entry of await this.db.outbox.where('status').equals('sending').toArray())
      if (await leftBehind(entry.id))
        await this.update(entry.seq as number, { status: 'waiting', claimedByForm: false });
  }

  async pruneSent(now = Date.now()) {
    const old = (await this.all()).filter(
      (entry) => entry.status === 'sent' && entry.sentAt && now - Date.parse(entry.sentAt) > keepSentMs,
    );
    await this.db.outbox.bulkDelete(old.map((entry) => entry.seq as number));
  }
}
