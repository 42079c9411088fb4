import { settingDefinitions, type SettingKey, type SettingValue } from '../../domain/settings/registry.js';
import type { Db, Tx } from '../db/database.js';

/** A setting's saved value, or its default until an admin saves one. */
export async function getSetting<K extends SettingKey>(db: Db | Tx, key: K): Promise<SettingValue<K>> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const definition = settingDefinitions[key];
  if (!row) return definition.defaultValue as SettingValue<K>;
  const parsed = definition.schema.safeParse(row.value);
  return (parsed.success ? parsed.data : definition.defaultValue) as SettingValue<K>;
}

export async function putSetting<K extends SettingKey>(
  db: Db | Tx,
  key: K,
  value: SettingValue<K>,
  updatedBy: string | null,
): Promise<SettingValue<K>> {
  const parsed = settingDefinitions[key].schema.parse(value) as SettingValue<K>;
  const updatedAt = new Date().toISOString();
  const stored = parsed as unknown as Record<string, unknown>;
  await db
    .insertInto('settings')
    .values({ key, value: stored, updatedAt, updatedBy })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: stored, updatedAt, updatedBy }))
    .execute();
  return parsed;
}
