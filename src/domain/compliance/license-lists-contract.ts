import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { stateCodeSchema } from './dated.js';
import { importSummarySchema } from './license-list-plan.js';
import { columnMappingSchema } from './license-lists.js';

/**
 * A state's published license list, imported by an admin (issue 46, part 1; decisions 0293,
 * 0294): the columns chosen once per state, the import of the CSV itself (the body, text/csv), and
 * the imports before with what each matched, could not match and changed.
 */
const tags = ['Compliance'];
const base = '/api/admin/compliance/license-lists';

/** The largest list accepted: California's, the largest, is about 6 MB for some 35,000 retailers. */
export const licenseListMaxBytes = 32 * 1024 * 1024;

export const licenseListTooLargeMessage = (maxBytes: number) =>
  `That file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most a state's list may be. Check that it is the list, as CSV.`;
export const notCsvMessage =
  'That file is not a CSV (it is not text). Download the state’s list as CSV and choose that file.';
export const noMappingMessage = (state: string) =>
  `Choose which columns of ${state}'s list hold the license number and the other fields first.`;

const stateParams = z.object({ state: stateCodeSchema });

/** The counts of an import, for the list of imports. */
export const importCountsSchema = z.object({
  matched: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  gone: z.number().int(),
  unmatched: z.number().int(),
  problems: z.number().int(),
  nothingChanged: z.boolean(),
});

export const licenseListImportSchema = z.object({
  id: z.string(),
  state: z.string(),
  fileName: z.string(),
  rowCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  counts: importCountsSchema,
});
export type LicenseListImport = z.infer<typeof licenseListImportSchema>;

export const licenseListImportDetailSchema = licenseListImportSchema.extend({ summary: importSummarySchema });
export type LicenseListImportDetail = z.infer<typeof licenseListImportDetailSchema>;

export const licenseListStateSchema = z.object({
  state: z.string(),
  mapping: columnMappingSchema.nullable(),
  imports: z.array(licenseListImportSchema),
});
export type LicenseListState = z.infer<typeof licenseListStateSchema>;

export const licenseListsContract = {
  overview: defineRoute({
    method: 'GET',
    path: base,
    access: { action: 'settings.manage' },
    tags,
    summary: 'The latest imports of every state’s license list, and the states with remembered columns',
    response: z.object({ imports: z.array(licenseListImportSchema), mappedStates: z.array(z.string()) }),
  }),
  state: defineRoute({
    method: 'GET',
    path: `${base}/:state`,
    access: { action: 'settings.manage' },
    tags,
    summary: 'A state’s remembered column mapping and its imports, newest first',
    params: stateParams,
    response: licenseListStateSchema,
  }),
  saveMapping: defineRoute({
    method: 'PUT',
    path: `${base}/:state/mapping`,
    access: { action: 'settings.manage' },
    tags,
    summary: 'Remember which columns of a state’s list hold which field (the number is required)',
    params: stateParams,
    body: columnMappingSchema,
    response: columnMappingSchema,
  }),
  importList: defineRoute({
    method: 'POST',
    path: `${base}/:state/imports`,
    access: { action: 'settings.manage' },
    tags,
    summary:
      'Import a state’s list (body: the CSV, text/csv) with its remembered columns: match it to the state’s customers and update their licenses',
    params: stateParams,
    query: z.object({ fileName: z.string().trim().max(200).default('list.csv') }),
    bodyLimit: licenseListMaxBytes,
    response: licenseListImportDetailSchema,
    status: 201,
  }),
  importDetail: defineRoute({
    method: 'GET',
    path: `${base}/:state/imports/:id`,
    access: { action: 'settings.manage' },
    tags,
    summary: 'One import of a state’s list: what it matched, could not match and changed',
    params: stateParams.extend({ id: z.string().min(1).max(64) }),
    response: licenseListImportDetailSchema,
  }),
} as const;
