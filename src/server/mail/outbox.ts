import type { Dialect } from '../db/codec.js';
import type { Db, Tx } from '../db/database.js';
import type { MailBody } from '../db/tables/mail.js';
import { visibleNotes } from '../access/visibility.js';
import { backoffMs, claimDue } from '../shared/jobs/claim.js';
import type { RunnerLogger, Worker } from '../shared/jobs/runner.js';
import { findPrincipal } from '../users/queries.js';
import { renderMail } from './render.js';
import type { MailTransport } from './transport.js';

export interface NewMail {
  userId: string;
  /** The notes it speaks of: the recipient must still see every one when it is sent. */
  aboutNoteIds: string[];
  subject: string;
  body: MailBody;
}

/** Queues a mail inside the caller's transaction; the outbox worker sends it, never a request. */
export async function enqueueMail(tx: Tx | Db, mail: NewMail, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await tx
    .insertInto('mailOutbox')
    .values({
      id: crypto.randomUUID(),
      userId: mail.userId,
      aboutNoteIds: mail.aboutNoteIds,
      subject: mail.subject.slice(0, 200),
      mailBody: mail.body,
      status: 'pending',
      runAt: at,
      attempts: 0,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: at,
      sentAt: null,
    })
    .execute();
}

export interface OutboxOptions {
  db: Db;
  dialect: Dialect;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  owner?: string;
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  logger?: RunnerLogger;
}

/** Who the mail goes to now: an active user who still sees every note it speaks of, or null. */
async function recipientOf(
  db: Db,
  userId: string,
  noteIds: string[],
  body: MailBody,
): Promise<string | null> {
  if (body.shopBuyer) {
    // A shop's buyer (decision 0342): only while still of that shop and not revoked.
    const buyer = await db
      .selectFrom('buyers')
      .select('email')
      .where('id', '=', userId)
      .where('customerListId', '=', body.shopBuyer.customerListId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return buyer?.email ?? null;
  }
  const user = await findPrincipal(db, userId);
  if (!user?.email) return null;
  if (!noteIds.length) return user.email;
  const visible = await db
    .selectFrom('notes')
    .select('notes.id')
    .where('notes.id', 'in', noteIds)
    .where(visibleNotes(user))
    .execute();
  return visible.length === new Set(noteIds).size ? user.email : null;
}

/**
 * Sends due mail from the outbox, one claimed row at a time: a failure is retried later with a
 * growing pause, up to `maxAttempts`; a recipient who left, or lost sight of the note, gets nothing.
 */
export function mailOutboxWorker(options: OutboxOptions): Worker {
  const { db, transport } = options;
  const owner = options.owner ?? `mail-${crypto.randomUUID()}`;
  const leaseMs = options.leaseMs ?? 120_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const finish = (id: string, set: Record<string, unknown>) =>
    db
      .updateTable('mailOutbox')
      .set({ lockedBy: null, lockedUntil: null, ...set })
      .where('id', '=', id)
      .where('lockedBy', '=', owner)
      .execute();

  return {
    name: 'The mail outbox',
    async runOnce(now) {
      const claimed = await claimDue(db, options.dialect, 'mailOutbox', {
        owner,
        now,
        leaseMs,
        limit: options.batchSize ?? 20,
      });
      for (const { id, attempts } of claimed) {
        const row = await db
          .selectFrom('mailOutbox')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        try {
          const to = await recipientOf(db, row.userId, row.aboutNoteIds, row.mailBody);
          if (!to) {
            await finish(id, { status: 'skipped', lastError: 'The recipient may no longer receive it.' });
            continue;
          }
          const { text, html } = renderMail(row.mailBody, options.publicUrl);
          await transport.send({ from: options.from, to, subject: row.subject, text, html });
          await finish(id, { status: 'sent', sentAt: new Date().toISOString() });
        } catch (error) {
          const failed = attempts >= maxAttempts;
          options.logger?.[failed ? 'error' : 'warn'](
            { err: error, mailId: id },
            'An email could not be sent.',
          );
          await finish(id, {
            status: failed ? 'failed' : 'pending',
            runAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
            lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
          });
        }
      }
      return claimed.length;
    },
  };
}
