import type { Tx } from '../../../db/database.js';
import { enqueueMail } from '../../../mail/outbox.js';

const link = '/admin/quickbooks';

/** Why the connection stopped: Intuit refused its refresh token, or Humidor cannot open its own (0251). */
export type ReconnectCause = 'refused' | 'unreadable';

const causeWords: Record<ReconnectCause, (toCompany: string) => string> = {
  refused: (toCompany) => `Intuit no longer accepts Humidor's connection${toCompany}`,
  unreadable: (toCompany) =>
    `Humidor can no longer read its stored tokens for the connection${toCompany} (the server's AUTH_SECRET or QUICKBOOKS_ONLINE_TOKEN_KEY changed)`,
};

/**
 * Tells every active admin, in the transaction that marks the connection, that QuickBooks Online
 * must be connected again: a notification and an email, whatever their choice for notes' emails,
 * since nothing reaches QuickBooks until one of them acts (decision 0232). Returns the admins, to
 * be told live after the commit.
 */
export async function tellAdminsToReconnect(
  tx: Tx,
  companyName: string | null,
  cause: ReconnectCause,
  now = new Date(),
): Promise<string[]> {
  const admins = await tx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('active', '=', true)
    .execute();
  const actor = 'QuickBooks Online';
  // Shown after the actor's name, as every notification is: "QuickBooks Online needs connecting again: …".
  const text = `needs connecting again: ${causeWords[cause](companyName ? ` to ${companyName}` : '')}, so nothing is synced until an admin connects it again on the QuickBooks page.`;
  const createdAt = now.toISOString();
  for (const admin of admins) {
    await tx
      .insertInto('notifications')
      .values({
        id: crypto.randomUUID(),
        userId: admin.id,
        type: 'quickbooks-needs-reconnecting',
        text,
        actingUserId: null,
        actingUserName: actor,
        link,
        seen: false,
        dismissed: false,
        createdAt,
      })
      .execute();
    await enqueueMail(
      tx,
      {
        userId: admin.id,
        aboutNoteIds: [],
        subject: 'QuickBooks Online needs reconnecting',
        body: { intro: `${actor} ${text}`, lines: [], link, linkLabel: 'Open the QuickBooks page' },
      },
      now,
    );
  }
  return admins.map((admin) => admin.id);
}
