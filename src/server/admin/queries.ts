import { settingDefinitions, type SettingKey } from '../../domain/settings/registry.js';
import type { Db, Tx } from '../db/database.js';
import { getSetting } from '../settings/queries.js';
import type { AdminUser, SettingEntry as ContractSettingEntry } from '../../domain/admin/contract.js';

const initialsOf = (firstName: string, lastName: string, name: string) => {
  const parts = firstName || lastName ? [firstName, lastName] : name.split(/\s+/);
  return parts
    .map((p) => p.trim().charAt(0).toUpperCase())
    .join('')
    .slice(0, 3);
};

const userColumns = [
  'id',
  'role',
  'name',
  'firstName',
  'lastName',
  'email',
  'states',
  'repCode',
  'active',
  'canChangeOrderStatus',
  'untaggable',
  'reportUrl',
  'nameAliases',
  'lastLoginAt',
  'createdAt',
] as const;

function baseQuery(db: Db | Tx) {
  return db.selectFrom('users').select(userColumns);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

const present = (row: UserRow): AdminUser => ({
  ...row,
  initials: initialsOf(row.firstName, row.lastName, row.name),
});

/** Every user, newest first, as the admin list shows them. */
export async function listAdminUsers(db: Db): Promise<AdminUser[]> {
  const rows = await baseQuery(db).orderBy('createdAt', 'desc').orderBy('id').execute();
  return rows.map(present);
}

export async function findAdminUser(db: Db | Tx, id: string): Promise<AdminUser | null> {
  const row = await baseQuery(db).where('id', '=', id).executeTakeFirst();
  return row ? present(row) : null;
}

export type SettingEntry = ContractSettingEntry & { key: SettingKey };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingDefinitions, key);
}

/** Every registered setting with its current value (or default), its default and when it was saved. */
export async function listSettings(db: Db): Promise<SettingEntry[]> {
  const rows = await db.selectFrom('settings').select(['key', 'updatedAt', 'updatedBy']).execute();
  const saved = new Map(rows.map((r) => [r.key, r]));
  const keys = Object.keys(settingDefinitions).filter(isSettingKey).sort();
  return Promise.all(
    keys.map(async (key) => ({
      key,
      value: await getSetting(db, key),
      defaultValue: settingDefinitions[key].defaultValue,
      updatedAt: saved.get(key)?.updatedAt ?? null,
      updatedBy: saved.get(key)?.updatedBy ?? null,
    })),
  );
}
