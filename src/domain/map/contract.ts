import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import { defineRoute } from '../contract/route.js';
import type { LiveChangeKind } from '../live/changes.js';
import { positionSchema } from '../visits/geo.js';

/**
 * The map (issue 27): every customer a user may see, in one request, and the pins admins and reps
 * drag. The customers come column by column (docs/decisions/0225-map-data-shape.md): one array or
 * string per field, index i of each being the same customer, so 45,000 customers stay well under
 * 1.5 MB gzipped. `decodeMapCustomers` (map/customers.ts) turns them back into rows.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-27');

/** Degrees × 100,000 as integers (about a metre); null for a customer not on the map. */
const scaledDegrees = z.array(z.number().int().nullable());
/** Days since 1970-01-01 (UTC), null for never. */
const dayNumbers = z.array(z.number().int().nullable());

export const mapVisitSchema = z.object({
  customerId: z.string(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type MapVisit = z.infer<typeof mapVisitSchema>;

export const mapDaySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  date: isoDate,
  visits: z.array(mapVisitSchema),
});
export type MapDay = z.infer<typeof mapDaySchema>;

export const mapCustomersSchema = z.object({
  /** The company's day the statuses were worked out for. */
  today: isoDate,
  ids: z.array(z.string()),
  names: z.array(z.string()),
  cities: z.array(z.string()),
  states: z.array(z.string()),
  latitudes: scaledDegrees,
  longitudes: scaledDegrees,
  /** One letter a customer: the grade A–D, '-' for none. */
  grades: z.string(),
  /** One letter a customer: f(ine), d(ue), o(verdue) (decision 0211). */
  statuses: z.string(),
  /** One letter a customer: z(ip centre), a(ddress), p(in), '-' when not on the map. */
  sources: z.string(),
  /** One letter a customer: x when it shows "License expired" on `today` (decision 0306), '-' otherwise. */
  licenses: z.string(),
  lastVisits: dayNumbers,
  /** The newest invoice date. */
  lastOrders: dayNumbers,
  /** With ?rep=&date=: that rep's visits of that day (customers the user may see only). */
  day: mapDaySchema.nullable(),
});
export type MapCustomersAnswer = z.infer<typeof mapCustomersSchema>;

export const mapCustomersQuery = z
  .object({
    rep: z.string().trim().min(1).max(60).optional(),
    date: calendarDateSchema.optional(),
  })
  .refine((q) => (q.rep === undefined) === (q.date === undefined), {
    message: 'Give both a rep and a date to show one rep’s day',
  });

export const pinSchema = positionSchema;
export type PinInput = z.infer<typeof pinSchema>;

export const mapPinSchema = z.object({
  customerId: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  source: z.literal('pin'),
});
export type MapPin = z.infer<typeof mapPinSchema>;

export const basemapSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('url'), url: z.string() }),
  /** `url` is Humidor's own address of the uploaded file. */
  z.object({ kind: z.literal('pmtiles'), url: z.string() }),
]);
export type Basemap = z.infer<typeof basemapSchema>;

/** The path Humidor serves the uploaded PMTiles file from (with HTTP Range requests). */
export const basemapFilePath = '/api/map/basemap.pmtiles';
/** An admin uploads up to 2 GB: a state's streets are a few hundred MB. */
export const basemapMaxBytes = 2 * 1024 ** 3;

/** The size in the largest unit that keeps it whole or one decimal ("2 GB", "64 KB"). */
function sizeInWords(bytes: number): string {
  const units = [
    ['GB', 1024 ** 3],
    ['MB', 1024 ** 2],
  ] as const;
  const [unit, size] = units.find(([, size]) => bytes >= size) ?? ['KB', 1024];
  return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
}

/** What the upload form and the server say of a file over the limit, in the same words. */
export const basemapTooLargeMessage = (maxBytes = basemapMaxBytes) =>
  `That file is larger than ${sizeInWords(maxBytes)}. Choose a smaller extract of the region your reps cover.`;

const tags = ['map'];

/**
 * The live changes that move the map's answer: the mirror (customers, invoices), visits, admin
 * settings (cadence, grades), a customer's licenses ("License expired", decision 0306) and a pin
 * moved. The server forgets its kept answers on them and open maps fetch theirs again.
 */
export const mapChanges = [
  'import.completed',
  'visit.changed',
  'settings.changed',
  'customer.licenses',
  'customer.place',
] as const satisfies readonly LiveChangeKind[];

export const mapContract = {
  customers: defineRoute({
    method: 'GET',
    path: '/api/map/customers',
    access: 'user',
    tags,
    summary:
      'Every customer the user may see with place, grade, last visit, last order, visit status and an expired license, column by column; ?rep=&date= adds one rep’s day (admin and office)',
    query: mapCustomersQuery,
    response: mapCustomersSchema,
  }),
  pin: defineRoute({
    method: 'PUT',
    path: '/api/map/customers/:id/location',
    access: 'user',
    tags,
    summary:
      'Set a customer’s place by hand (an admin, or a rep who sees the customer); kept while its address stays',
    params: z.object({ id: z.string().min(1).max(60) }),
    body: pinSchema,
    response: mapPinSchema,
  }),
  basemap: defineRoute({
    method: 'GET',
    path: '/api/map/basemap',
    access: 'user',
    tags,
    summary: 'The street basemap the admin chose: none, a tile address, or Humidor’s own PMTiles file',
    response: basemapSchema,
  }),
  basemapFile: defineRoute({
    method: 'GET',
    path: basemapFilePath,
    access: 'user',
    tags,
    summary: 'The uploaded PMTiles basemap, with HTTP Range requests',
    produces: 'application/vnd.pmtiles',
  }),
  uploadBasemap: defineRoute({
    method: 'PUT',
    path: basemapFilePath,
    access: { action: 'settings.manage' },
    tags,
    summary: 'Upload a PMTiles basemap (body: the file, application/octet-stream) and use it',
    bodyLimit: basemapMaxBytes,
    status: 204,
  }),
} as const;
