import type { Principal } from '../../domain/access/policy.js';
import type { SettingKey, SettingValue } from '../../domain/settings/registry.js';
import type { Tx } from '../db/database.js';
import { adminsScope, recordChange } from '../history-writes/record.js';
import { getSetting, putSetting } from './queries.js';

/** A setting's value as fields, so its history keeps only the parts that changed. */
const settingFields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };

/**
 * Writes a setting an admin changed, with its history entry, in the caller's transaction: the
 * settings page's save and any command that changes a setting along with its own rows (the
 * cutover's question, decision 0258) record it the same way.
 */
export async function writeSetting<K extends SettingKey>(
  tx: Tx,
  actor: Principal,
  key: K,
  value: SettingValue<K>,
): Promise<SettingValue<K>> {
  const before = await getSetting(tx, key);
  const saved = await putSetting(tx, key, value, actor.id);
  await recordChange(tx, {
    actor: { id: actor.id, displayName: actor.displayName },
    entityType: 'setting',
    entityId: key,
    action: 'update',
    label: key,
    scope: adminsScope,
    before: settingFields(before),
    after: settingFields(saved),
  });
  return saved;
}
