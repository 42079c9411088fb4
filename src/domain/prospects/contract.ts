import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { stateCodeSchema } from '../compliance/dated.js';
import { newCustomerInfoSchema } from '../orders/schemas.js';
import { nearQuerySchema, placeSchema } from '../visits/contract.js';
import { prospectMappingSchema, prospectSources } from './read.js';

/**
 * Shops that are not customers yet (issue 47, part 5; decisions 0320–0323): a rep's prospects in
 * their states (list, one, near a place) with a note, "not interested" and the turn into a
 * customer; an admin's import of a state's list or an OpenStreetMap extract.
 */
const tags = ['Prospects'];
const adminBase = '/api/admin/prospects';

export const prospectStatuses = ['open', 'not-interested', 'customer'] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

/** The largest file accepted: a state's license list is at most a few MB; an OSM extract of a state's shops less. */
export const prospectFileMaxBytes = 32 * 1024 * 1024;
export const prospectFormats = ['csv', 'geojson'] as const;

export const prospectNoteMax = 2000;
export const prospectsPageLimit = 500;

export const prospectSchema = z.object({
  id: z.string(),
  state: z.string(),
  source: z.enum(prospectSources),
  licenseNumber: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  zip: z.string(),
  phone: z.string().nullable(),
  /** Where the shop is: its own point, or its ZIP code's centre when the file gave none (`placedBy`). */
  latitude: z.number(),
  longitude: z.number(),
  placedBy: z.enum(['point', 'zip']),
  /** Opening hours as the file gave them (OpenStreetMap's `opening_hours` syntax), null when unknown. */
  hours: z.string().nullable(),
  status: z.enum(prospectStatuses),
  note: z.string().nullable(),
  noteUpdatedAt: z.string().nullable(),
  /** Once turned into a customer: the customer's details, waiting for QuickBooks (decision 0323). */
  newCustomerInfo: newCustomerInfoSchema.nullable(),
  /** Then pushed to QuickBooks with the new customer's id, or refused in QuickBooks's words (decision 0347). */
  customerPush: z.enum(['waiting', 'pushed', 'failed']).nullable(),
  customerListId: z.string().nullable(),
  customerPushError: z.string().nullable(),
  convertedAt: z.string().nullable(),
});
export type Prospect = z.infer<typeof prospectSchema>;

export const nearProspectSchema = prospectSchema.extend({ distanceMiles: z.number() });
export type NearProspect = z.infer<typeof nearProspectSchema>;

const idParams = z.object({ id: z.string().min(1).max(64) });
const stateParams = z.object({ state: stateCodeSchema });

export const prospectListQuerySchema = z.object({
  state: stateCodeSchema.optional(),
  /** Open by default: the map's layer and the list show the shops still to win. */
  status: z.enum(prospectStatuses).default('open'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(prospectsPageLimit).default(prospectsPageLimit),
});

export const prospectChangeSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(prospectNoteMax, `A note can be at most ${prospectNoteMax} characters`)
      .optional(),
    status: z.enum(['open', 'not-interested']).optional(),
  })
  .refine((body) => body.note !== undefined || body.status !== undefined, 'Write a note or choose a status');
export type ProspectChange = z.infer<typeof prospectChangeSchema>;

/** The new customer's details, from the prospect's and the rep's; a name is needed to add it anywhere. */
export const prospectCustomerSchema = newCustomerInfoSchema.refine((c) => c.name !== '', {
  message: 'Type the customer’s name',
  path: ['name'],
});

export const prospectImportSummarySchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  dropped: z.array(
    z.object({
      line: z.number().int(),
      name: z.string(),
      customerListId: z.string(),
      customerName: z.string(),
      reason: z.string(),
    }),
  ),
  problems: z.object({
    count: z.number().int(),
    rows: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
});
export type ProspectImportSummary = z.infer<typeof prospectImportSummarySchema>;

export const prospectImportSchema = z.object({
  id: z.string(),
  state: z.string(),
  format: z.enum(prospectFormats),
  fileName: z.string(),
  rowCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  summary: prospectImportSummarySchema,
});
export type ProspectImport = z.infer<typeof prospectImportSchema>;

export const noProspectMappingMessage = (state: string) =>
  `Choose which columns of ${state}'s prospects CSV hold the business name and the other fields first.`;

export const alreadyCustomerMessage = 'This shop is a customer already.';

export const prospectsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/prospects',
    access: 'user',
    tags,
    summary: 'The prospects in the user’s states, by name, a page at a time (with their place and hours)',
    query: prospectListQuerySchema,
    response: z.object({ prospects: z.array(prospectSchema), nextCursor: z.string().nullable() }),
  }),
  near: defineRoute({
    method: 'GET',
    path: '/api/prospects/near',
    access: 'user',
    tags,
    summary: 'The open prospects nearest a position, a ZIP code or a city, in the user’s states',
    query: nearQuerySchema,
    response: z.object({ origin: placeSchema, prospects: z.array(nearProspectSchema) }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/prospects/:id',
    access: 'user',
    tags,
    summary: 'One prospect in the user’s states',
    params: idParams,
    response: prospectSchema,
  }),
  change: defineRoute({
    method: 'PATCH',
    path: '/api/prospects/:id',
    access: 'user',
    tags,
    summary: 'Write a prospect’s note, or mark it not interested (or open again)',
    params: idParams,
    body: prospectChangeSchema,
    response: prospectSchema,
  }),
  toCustomer: defineRoute({
    method: 'POST',
    path: '/api/prospects/:id/customer',
    access: 'user',
    tags,
    summary: 'Turn a prospect into a new customer, queued for QuickBooks',
    params: idParams,
    body: prospectCustomerSchema,
    response: prospectSchema,
  }),
} as const;

export const prospectImportsContract = {
  overview: defineRoute({
    method: 'GET',
    path: adminBase,
    access: { action: 'settings.manage' },
    tags,
    summary: 'The latest prospect imports, the states with remembered columns and the prospects by state',
    response: z.object({
      imports: z.array(prospectImportSchema),
      mappedStates: z.array(z.string()),
      counts: z.array(
        z.object({ state: z.string(), status: z.enum(prospectStatuses), count: z.number().int() }),
      ),
    }),
  }),
  state: defineRoute({
    method: 'GET',
    path: `${adminBase}/:state`,
    access: { action: 'settings.manage' },
    tags,
    summary: 'A state’s remembered prospect columns',
    params: stateParams,
    response: z.object({ state: z.string(), mapping: prospectMappingSchema.nullable() }),
  }),
  saveMapping: defineRoute({
    method: 'PUT',
    path: `${adminBase}/:state/mapping`,
    access: { action: 'settings.manage' },
    tags,
    summary: 'Remember which columns of a state’s prospects CSV hold which field (the name is required)',
    params: stateParams,
    body: prospectMappingSchema,
    response: prospectMappingSchema,
  }),
} as const;

/** The import itself, apart: its body is the file, read as a stream in a scope of its own (JSON too, for GeoJSON). */
export const prospectFileContract = {
  importFile: defineRoute({
    method: 'POST',
    path: `${adminBase}/:state/imports`,
    access: { action: 'settings.manage' },
    tags,
    summary:
      'Import prospects (body: a CSV read with the state’s columns, or a GeoJSON FeatureCollection): shops that are customers already are dropped',
    params: stateParams,
    query: z.object({
      format: z.enum(prospectFormats).default('csv'),
      fileName: z.string().trim().max(200).default('prospects'),
    }),
    bodyLimit: prospectFileMaxBytes,
    response: prospectImportSchema,
    status: 201,
  }),
} as const;
