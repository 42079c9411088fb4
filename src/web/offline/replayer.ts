import type { OutboxEntry } from './db';
import type { Outbox } from './outbox';

/** What one attempt to send an outbox entry came to. */
export type SendOutcome =
  /** Saved; `filesUploaded` below the entry's file count means the rest could not be sent yet. */
  | { kind: 'saved'; saved: NonNullable<OutboxEntry['saved']>; filesUploaded: number }
  /**
   * Not taken: no answer (offline, timeout, a proxy's page), or a server error (`serverError`, a 5xx
   * with the server's words): try again later, in order.
   */
  | {
      kind: 'unreached';
      saved?: OutboxEntry['saved'];
      filesUploaded?: number;
      serverError?: ServerError;
    }
  /** The server refused it (validation, gone, not allowed): the rep decides. */
  | { kind: 'refused'; reason: string; saved?: OutboxEntry['saved']; filesUploaded?: number }
  /** What it changes was changed on the server meanwhile: both versions are shown. */
  | { kind: 'conflict'; reason: string; serverVersion: unknown };

export type Send = (entry: OutboxEntry) => Promise<SendOutcome>;

/** A 5xx the server answered, with its words. */
export interface ServerError {
  status: number;
  message: string;
}

export interface RunReport {
  sent: number;
  refused: number;
  conflicts: number;
  /** The network failed during this run: the rest waits for the next trigger or the timer. */
  unreached: boolean;
}

const firstDelayMs = 5_000;
const longestDelayMs = 5 * 60_000;

/** How long the timer waits after the n-th failed attempt in a row: 5 s, 10 s, 20 s … at most 5 min. */
export function backoffDelay(attempts: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), longestDelayMs);
}

/**
 * A write the server answers with an error this many times in a row is refused rather than retried
 * for ever (docs/decisions/0102): with the backoff, about two and a half minutes of errors (5 s, 10 s,
 * 20 s, 40 s and 80 s apart). Tries that got no answer at all neither count nor start again.
 */
export const serverErrorsBeforeRefusal = 6;

/** The refusal a persistent server error becomes: the server's own words first. */
export const persistentErrorReason = ({ status, message }: ServerError, times: number) =>
  `${message} (the server answered with error ${status} ${times} times in a row)`;

interface ReplayerOptions {
  now?(): number;
  /** Starts the backoff timer; answers a function that cancels it. */
  schedule?(run: () => void, delayMs: number): () => void;
  /** Runs the send loop alone across this browser's tabs (a Web Lock), or simply runs it. */
  exclusive?<T>(run: () => Promise<T>): Promise<T | null>;
  /** Whether a form still waits for the answer to this write (by client ID): it is not sent again. */
  stillSending?(id: string): Promise<boolean>;
}

/**
 * Sends the outbox in order (docs/decisions/0056). Triggers (app start, `online`, focus, a
 * successful request, Send now) call `run`; it never trusts `navigator.onLine`, only answers. A write
 * the network did not carry stops the run, so nothing overtakes it, and the backoff timer tries again.
 * Refused and conflicting writes are set aside for the rep and do not block the others.
 */
export class Replayer {
  private running: Promise<RunReport> | null = null;
  private again = false;
  private closed = false;
  private cancelTimer: (() => void) | null = null;
  private readonly now: () => number;
  private readonly schedule: NonNullable<ReplayerOptions['schedule']>;
  private readonly exclusive: NonNullable<ReplayerOptions['exclusive']>;
  private readonly stillSending: NonNullable<ReplayerOptions['stillSending']>;

  constructor(
    private readonly outbox: Outbox,
    private readonly send: Send,
    options: ReplayerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.schedule =
      options.schedule ??
      ((run, delayMs) => {
        const timer = setTimeout(run, delayMs);
        return () => clearTimeout(timer);
      });
    this.exclusive = options.exclusive ?? ((run) => run());
    this.stillSending = options.stillSending ?? (async () => false);
  }

  /**
   * Sends what is due. `force` (Send now, back online) ignores the backoff; the timer does not.
   * A run asked for while one is going happens right after it.
   */
  run(options: { force?: boolean } = {}): Promise<RunReport> {
    if (this.closed) return Promise.resolve(emptyReport());
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let report: RunReport;
      do {
        this.again = false;
        report = (await this.exclusive(() => this.sendDue(options.force ?? false))) ?? emptyReport();
      } while (this.again && !report.unreached && !this.closed);
      return report;
    })()
      .catch((error: unknown) => {
        // Signing out closes the outbox under a run that was going: what it did not mark stays due.
        if (this.closed) return emptyReport();
        throw error;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  stop() {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  /** For good (sign-out, another user): no run starts, and a going one ends quietly. */
  close() {
    this.closed = true;
    this.stop();
  }

  private async sendDue(force: boolean): Promise<RunReport> {
    const report = emptyReport();
    for (const entry of await this.outbox.due()) {
      const seq = entry.seq as number;
      if (!force && entry.nextAttemptAt > this.now()) {
        this.wake(entry.nextAttemptAt - this.now());
        report.unreached = true;
        break;
      }
      // Its first request may yet be answered: nothing overtakes it, and the timer looks again.
      if (await this.stillSending(entry.id)) {
        this.wake(backoffDelay(1));
        report.unreached = true;
        break;
      }
      await this.outbox.markSending(seq);
      let outcome: SendOutcome;
      try {
        outcome = await this.send(entry);
      } catch {
        outcome = { kind: 'unreached' };
      }
      if (outcome.kind === 'saved') {
        if (outcome.filesUploaded >= entry.files.length) {
          await this.outbox.markSent(seq, outcome.saved, new Date(this.now()));
          report.sent += 1;
          continue;
        }
        outcome = { kind: 'unreached', saved: outcome.saved, filesUploaded: outcome.filesUploaded };
      }
      if (outcome.kind === 'unreached') {
        if (outcome.saved) {
          await this.outbox.markSavedAwaitingFiles(seq, outcome.saved, outcome.filesUploaded ?? 0);
        }
        const errors = (entry.serverErrors ?? 0) + 1;
        if (outcome.serverError && errors >= serverErrorsBeforeRefusal) {
          await this.outbox.update(seq, { serverErrors: errors });
          await this.outbox.markRefused(seq, persistentErrorReason(outcome.serverError, errors));
          report.refused += 1;
          continue;
        }
        const delay = backoffDelay(entry.attempts + 1);
        await this.outbox.markUnreached(seq, delay, this.now(), outcome.serverError !== undefined);
        this.wake(delay);
        report.unreached = true;
        break;
      }
      if (outcome.kind === 'refused') {
        if (outcome.saved) {
          await this.outbox.update(seq, { saved: outcome.saved, filesUploaded: outcome.filesUploaded ?? 0 });
        }
        await this.outbox.markRefused(seq, outcome.reason);
        report.refused += 1;
      } else {
        await this.outbox.markConflict(seq, outcome.reason, outcome.serverVersion);
        report.conflicts += 1;
      }
    }
    if (!report.unreached) this.stop();
    return report;
  }

  private wake(delayMs: number) {
    this.stop();
    if (this.closed) return;
    this.cancelTimer = this.schedule(() => {
      this.cancelTimer = null;
      void this.run();
    }, delayMs);
  }
}

const emptyReport = (): RunReport => ({ sent: 0, refused: 0, conflicts: 0, unreached: false });
