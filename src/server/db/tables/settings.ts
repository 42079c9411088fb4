/**
 * Admin-editable settings, one JSON document per key (environment lists, order forms, never-discount
 * items, POS exclusions, territory targets, company details…). Each key's shape is a zod schema in
 * src/domain/settings.
 */
interface SettingsTable {
  key: string;
  value: Record<string, unknown> | unknown[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface SettingsTables {
  settings: SettingsTable;
}

export const settingsCodecColumns = { json: ['value'], boolean: [] as string[] };
