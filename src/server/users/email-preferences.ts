import { defaultEmailPreferences, type EmailPreferences } from '../../domain/users/email.js';
import type { Db, Tx } from '../db/database.js';

export async function emailPreferencesOf(db: Db | Tx, userId: string): Promise<EmailPreferences> {
  const row = await db
    .selectFrom('userEmailPreferences')
    .select(['level', 'dailyDigest'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ?? defaultEmailPreferences;
}

export async function saveEmailPreferences(
  db: Db,
  userId: string,
  preferences: EmailPreferences,
): Promise<void> {
  const values = { ...preferences, updatedAt: new Date().toISOString() };
  await db
    .insertInto('userEmailPreferences')
    .values({ userId, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
}
