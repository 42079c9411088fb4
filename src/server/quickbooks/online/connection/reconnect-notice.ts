import type { Tx } from '../../../db/database.js';
import { enqueueMail } from '../../../mail/outbox.js';

const link = '/admin/quickbooks';

/**
 * Tells every active admin, in the transaction that marks the connection, that QuickBooks Online
 * must be connected again: a notification and an email, whatever their choice for notes' emails,
 * since nothing reaches QuickBooks until one of them acts (decision 0232). Returns the admins, to
 * be told live after the commit.
 */
export async function tellAdminsToReconnect(
  tx: Tx,
  companyName: string | null,
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
  const text = `needs connecting again: Intuit no longer accepts Humidor's connection${companyName ? ` to ${companyName}` : ''}, so nothing is synced until an admin connects it again on the QuickBooks page.`;
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
