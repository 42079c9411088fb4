import { authCodecColumns, type AuthTables } from '../auth/tables.js';
import { mirrorCodecColumns, type MirrorTables } from '../mirror/tables.js';
import { settingsCodecColumns, type SettingsTables } from '../settings/tables.js';
import { systemCodecColumns, type SystemTables } from '../system/tables.js';

/** The whole database as Kysely sees it: each resource declares its own tables and joins here. */
export interface DB extends AuthTables, SystemTables, MirrorTables, SettingsTables {}

const parts = [authCodecColumns, systemCodecColumns, mirrorCodecColumns, settingsCodecColumns];

/** Columns the codec converts on SQLite (JSON text and 0/1 integers). */
export const codecColumns = {
  json: parts.flatMap((p) => p.json),
  boolean: parts.flatMap((p) => p.boolean),
};
