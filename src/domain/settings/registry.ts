import type { z } from 'zod';
import { companyDefault, companySchema } from './company.js';

/**
 * Every admin setting: its shape and its demo value. Add a key by writing `<key>.ts` beside this
 * file and listing it here; the server validates writes with the schema and falls back to the
 * default until an admin saves a value.
 */
export const settingDefinitions = {
  company: { schema: companySchema, defaultValue: companyDefault },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefinitions)[K]['schema']>;
