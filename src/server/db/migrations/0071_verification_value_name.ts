/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import type { Kysely } from 'kysely';

/**
 * The staff's better-auth verification tokens keep their value under a name of their own, as the
 * shop's do (`buyerVerifications.verificationValue`): SQLite's codec reads every column named
 * `value` as JSON (the settings' and the mirror's are), and a token, a plain string, would fail to
 * parse the first time better-auth wrote one (a password reset, an emailed link).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verifications').renameColumn('value', 'verificationValue').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verifications').renameColumn('verificationValue', 'value').execute();
}
