import type { z } from 'zod';
import { companyDefault, companySchema } from './company.js';
import { territoryTargetsDefault, territoryTargetsSchema } from './territoryTargets.js';
import { noteTagsDefault, noteTagsSchema } from './noteTags.js';
import { orderFormsDefault, orderFormsSchema } from './orderForms.js';
import { repCodesDefault, repCodesSchema } from './repCodes.js';
import { orderRulesDefault, orderRulesSchema } from './orderRules.js';
import { posExclusionsDefault, posExclusionsSchema } from './posExclusions.js';
import { gradeThresholdsDefault, gradeThresholdsSchema } from './gradeThresholds.js';
import { taskDigestDefault, taskDigestSchema } from './taskDigest.js';
import { visitCadenceDefault, visitCadenceSchema } from '../visits/cadence.js';
import { quickbooksSourceDefault, quickbooksSourceSchema } from './quickbooksSource.js';
import { mapTilesDefault, mapTilesSchema } from './mapTiles.js';
import { geocoderDefault, geocoderSchema } from './geocoder.js';
import { exciseTaxItemDefault, exciseTaxItemSchema } from './exciseTaxItem.js';
import {
  openingHoursDefaultsDefault,
  openingHoursDefaultsSchema,
  planTravelDefault,
  planTravelSchema,
  priorityWeightsDefault,
  priorityWeightsSchema,
  visitMinutesDefault,
  visitMinutesSchema,
} from '../visit-planning/settings.js';
import { shopPortalDefault, shopPortalSchema } from './shopPortal.js';

/**
 * Every admin setting: its shape and its demo value. Add a key by writing `<key>.ts` beside this
 * file and listing it here; the server validates writes with the schema and falls back to the
 * default until an admin saves a value.
 */
export const settingDefinitions = {
  company: { schema: companySchema, defaultValue: companyDefault },
  territoryTargets: { schema: territoryTargetsSchema, defaultValue: territoryTargetsDefault },
  orderForms: { schema: orderFormsSchema, defaultValue: orderFormsDefault },
  repCodes: { schema: repCodesSchema, defaultValue: repCodesDefault },
  noteTags: { schema: noteTagsSchema, defaultValue: noteTagsDefault },
  orderRules: { schema: orderRulesSchema, defaultValue: orderRulesDefault },
  posExclusions: { schema: posExclusionsSchema, defaultValue: posExclusionsDefault },
  gradeThresholds: { schema: gradeThresholdsSchema, defaultValue: gradeThresholdsDefault },
  taskDigest: { schema: taskDigestSchema, defaultValue: taskDigestDefault },
  visitCadence: { schema: visitCadenceSchema, defaultValue: visitCadenceDefault },
  quickbooksSource: { schema: quickbooksSourceSchema, defaultValue: quickbooksSourceDefault },
  mapTiles: { schema: mapTilesSchema, defaultValue: mapTilesDefault },
  geocoder: { schema: geocoderSchema, defaultValue: geocoderDefault },
  exciseTaxItem: { schema: exciseTaxItemSchema, defaultValue: exciseTaxItemDefault },
  visitMinutes: { schema: visitMinutesSchema, defaultValue: visitMinutesDefault },
  openingHoursDefaults: { schema: openingHoursDefaultsSchema, defaultValue: openingHoursDefaultsDefault },
  priorityWeights: { schema: priorityWeightsSchema, defaultValue: priorityWeightsDefault },
  planTravel: { schema: planTravelSchema, defaultValue: planTravelDefault },
  shopPortal: { schema: shopPortalSchema, defaultValue: shopPortalDefault },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefinitions)[K]['schema']>;
