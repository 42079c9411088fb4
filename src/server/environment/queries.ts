import { settingDefinitions, type SettingKey } from '../../domain/settings/registry.js';
import type { Db } from '../db/database.js';
import { getSetting } from '../settings/queries.js';

/** Every setting (saved value or default) and the lists mirrored from QuickBooks the web needs once after sign-in. */
export async function loadEnvironment(db: Db) {
  const keys = Object.keys(settingDefinitions) as SettingKey[];
  const values = await Promise.all(keys.map((key) => getSetting(db, key)));
  const [users, priceLevels, terms, salesReps] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'name as displayName', 'repCode', 'active', 'untaggable'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('priceLevels')
      .select(['listId', 'name', 'percentOff'])
      .where('isActive', '=', true)
      .orderBy('percentOff')
      .execute(),
    db.selectFrom('terms').select(['listId', 'name']).where('isActive', '=', true).orderBy('name').execute(),
    db
      .selectFrom('salesReps')
      .select(['listId', 'initial', 'name'])
      .where('isActive', '=', true)
      .orderBy('initial')
      .execute(),
  ]);
  return {
    settings: Object.fromEntries(keys.map((key, i) => [key, values[i]])),
    users,
    priceLevels,
    terms,
    salesReps,
  };
}
