import { z } from 'zod';
import { nameKey, streetKey, zipKey } from '../compliance/license-list-match.js';
import { numberKey } from '../compliance/license-lists.js';
import { columnIndexes, guessColumns, mappedCell } from '../csv/mapped.js';
import type { CsvFile } from '../csv/read.js';
import { foldText } from '../text/fold.js';
import { isInUnitedStates } from '../visits/geo.js';

/**
 * The shops an admin imports as prospects (issue 47, part 5; decision 0320), read from a CSV
 * through the columns chosen once per state (a state's license list, or an OpenStreetMap export
 * as CSV) or from an OpenStreetMap GeoJSON extract. Pure: the server places, matches and writes.
 */

/** The fields of a file a prospect keeps under the same name: each fills the column it names. */
export const prospectShopFields = [
  'name',
  'address',
  'city',
  'zip',
  'phone',
  'latitude',
  'longitude',
] as const;

export const prospectFields = ['number', ...prospectShopFields, 'hours', 'osmId'] as const;
export type ProspectField = (typeof prospectFields)[number];

export const prospectFieldLabels: Record<ProspectField, string> = {
  number: 'License number',
  name: 'Business name',
  address: 'Street address',
  city: 'City',
  zip: 'ZIP code',
  phone: 'Phone',
  latitude: 'Latitude',
  longitude: 'Longitude',
  hours: 'Opening hours',
  osmId: 'OpenStreetMap id',
};

const column = z.string().trim().min(1).max(200).optional();

/** Field → the CSV header it is read from; only the name is required (an OSM export has no license). */
export const prospectMappingSchema = z
  .object({
    name: z
      .string({ error: 'Choose the column with the business name' })
      .trim()
      .min(1, 'Choose the column with the business name')
      .max(200),
    number: column,
    address: column,
    city: column,
    zip: column,
    phone: column,
    latitude: column,
    longitude: column,
    hours: column,
    osmId: column,
  })
  .strict()
  .refine((m) => (m.latitude === undefined) === (m.longitude === undefined), {
    message: 'Choose both the latitude and the longitude column, or neither',
    path: ['longitude'],
  });
export type ProspectMapping = z.infer<typeof prospectMappingSchema>;

export const prospectSources = ['list', 'osm'] as const;
export type ProspectSource = (typeof prospectSources)[number];

/** A shop's particulars, as a file gives them and a prospect keeps them. */
export interface ProspectShop {
  licenseNumber: string | null;
  name: string;
  address: string;
  city: string;
  zip: string;
  phone: string | null;
  hours: string | null;
}

/** One shop as the file has it, read and checked; placed by the server when it has no point. */
export interface ProspectRow extends ProspectShop {
  line: number;
  /** What finds the same shop in the next import: its license, its OSM id, else its name and street. */
  key: string;
  source: ProspectSource;
  latitude: number | null;
  longitude: number | null;
  /** The state the row says it is in, when it says one (an OSM `addr:state`). */
  state: string | null;
}

export interface ProspectProblem {
  line: number;
  message: string;
}

export interface ProspectRead {
  rows: ProspectRow[];
  problems: ProspectProblem[];
}

const orNull = (text: string | undefined | null) => {
  const value = (text ?? '').trim();
  return value === '' ? null : value;
};

function keyOf(row: Omit<ProspectRow, 'key' | 'line'>, osmId: string | null): string {
  if (row.licenseNumber && numberKey(row.licenseNumber) !== '')
    return `license:${numberKey(row.licenseNumber)}`;
  if (osmId) return `osm:${osmId}`;
  const street = streetKey(row.address) ?? foldText(row.address);
  return `name:${nameKey(row.name)}|${street}|${zipKey(row.zip)}`;
}

/** A coordinate pair read from text, or a problem in words; both null when neither is given. */
function pointOf(lat: string, lng: string): { latitude: number | null; longitude: number | null } | string {
  if (lat === '' && lng === '') return { latitude: null, longitude: null };
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (lat === '' || lng === '' || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return `the place "${lat}, ${lng}" is not a latitude and a longitude`;
  if (!isInUnitedStates({ latitude, longitude }))
    return `the place ${lat}, ${lng} is not in the United States`;
  return { latitude, longitude };
}

/** Rows read after the first with the same key are reported and left out: the first is used. */
function firstOfEach(rows: ProspectRow[], problems: ProspectProblem[]): ProspectRow[] {
  const first = new Map<string, number>();
  return rows.filter((row) => {
    const seen = first.get(row.key);
    if (seen === undefined) {
      first.set(row.key, row.line);
      return true;
    }
    problems.push({
      line: row.line,
      message: `${row.name} is listed again (first on line ${seen}); the first is used`,
    });
    return false;
  });
}

/** Reads every row of a prospects CSV with the state's columns: the shops, and the problems by line. */
export function readProspectCsv(file: CsvFile, mapping: ProspectMapping): ProspectRead {
  const index = columnIndexes(file.headers, mapping, prospectFields);
  const rows: ProspectRow[] = [];
  const problems: ProspectProblem[] = [];
  for (const { line, cells } of file.records) {
    const cell = (field: ProspectField) => mappedCell(cells, index[field]);
    const name = cell('name');
    if (name === '') {
      problems.push({ line, message: 'No business name' });
      continue;
    }
    const point = pointOf(cell('latitude'), cell('longitude'));
    if (typeof point === 'string') {
      problems.push({ line, message: `${name}: ${point}` });
      continue;
    }
    const licenseNumber = orNull(cell('number'));
    const row = {
      source: (licenseNumber ? 'list' : 'osm') as ProspectSource,
      licenseNumber,
      name,
      address: cell('address'),
      city: cell('city'),
      zip: cell('zip'),
      phone: orNull(cell('phone')),
      ...point,
      hours: orNull(cell('hours')),
      state: null,
    };
    rows.push({ line, key: keyOf(row, orNull(cell('osmId'))), ...row });
  }
  return { rows: firstOfEach(rows, problems), problems };
}

/** A prospects CSV's columns guessed from its headers (a license list's or an OSM export's names). */
export function guessProspectMapping(headers: readonly string[]): Partial<ProspectMapping> {
  return guessColumns<ProspectField>(headers, {
    number: /licen[cs]e.*(number|no\b|#)|permit.*(number|no\b)/i,
    name: /^name$|(business|dba|trade|legal).*name/i,
    address: /address|street/i,
    city: /city/i,
    zip: /zip|postcode|postal/i,
    phone: /phone|telephone/i,
    latitude: /^(lat|latitude|y)$/i,
    longitude: /^(lon|lng|long|longitude|x)$/i,
    hours: /opening_hours|hours/i,
    osmId: /^@?id$|osm.?id/i,
  });
}

export const notFeatureCollectionMessage =
  'That file is not a GeoJSON FeatureCollection (its top level must be {"type": "FeatureCollection", "features": […]}). ' +
  'Export the OpenStreetMap extract as GeoJSON, or as CSV with its columns.';

export const noShopsMessage = 'The file has no shops in it.';

const featureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).optional(),
      properties: z.record(z.string(), z.unknown()).nullable().optional(),
      geometry: z.object({ type: z.string(), coordinates: z.unknown() }).nullable().optional(),
    }),
  ),
});

/** Every [lng, lat] pair of a geometry's coordinates, however deeply nested (a way's shop is its outline). */
function positionsOf(coordinates: unknown, into: [number, number][] = []): [number, number][] {
  if (!Array.isArray(coordinates)) return into;
  if (coordinates.length >= 2 && typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number')
    into.push([coordinates[0], coordinates[1]]);
  else for (const inner of coordinates) positionsOf(inner, into);
  return into;
}

const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/**
 * Reads an OpenStreetMap GeoJSON extract (what overpass-turbo or osmium export): one shop per
 * feature with a name, at its point (a building's, the middle of its outline); its `addr:*`,
 * `phone` and `opening_hours` tags. A feature's line is its place in the list, from 1. Throws the
 * message a person reads when the file is not a FeatureCollection.
 */
export function readProspectGeoJson(text: string): ProspectRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(notFeatureCollectionMessage);
  }
  const parsed = featureCollectionSchema.safeParse(json);
  if (!parsed.success) throw new Error(notFeatureCollectionMessage);
  const rows: ProspectRow[] = [];
  const problems: ProspectProblem[] = [];
  parsed.data.features.forEach((feature, k) => {
    const line = k + 1;
    const tags = feature.properties ?? {};
    const tag = (name: string) => textOf(tags[name]);
    const name = tag('name') || tag('brand');
    if (name === '') {
      problems.push({ line, message: 'A shop with no name' });
      return;
    }
    const positions = positionsOf(feature.geometry?.coordinates);
    const mean = (pick: 0 | 1) => positions.reduce((sum, p) => sum + p[pick], 0) / positions.length;
    const point = positions.length ? { latitude: mean(1), longitude: mean(0) } : null;
    if (!point || !isInUnitedStates(point)) {
      problems.push({ line, message: `${name}: no place in the United States` });
      return;
    }
    const street = [tag('addr:housenumber'), tag('addr:street')].filter(Boolean).join(' ');
    const osmId = orNull(textOf(feature.id) || tag('@id') || tag('id'));
    const row = {
      source: 'osm' as const,
      licenseNumber: null,
      name,
      address: street,
      city: tag('addr:city'),
      zip: tag('addr:postcode'),
      phone: orNull(tag('phone') || tag('contact:phone')),
      ...point,
      hours: orNull(tag('opening_hours')),
      state: orNull(tag('addr:state').toUpperCase()),
    };
    rows.push({ line, key: keyOf(row, osmId), ...row });
  });
  return { rows: firstOfEach(rows, problems), problems };
}
