import { z } from 'zod';

/** The US Census Bureau's batch geocoder: no key, up to 10,000 addresses a request. */
export const censusBatchUrl = 'https://geocoding.geo.census.gov/geocoder/locations/addressbatch';

/**
 * Where customers' places may come from beyond their ZIP centres (decision 0243): nowhere (the
 * default: Humidor asks no outside service), or the Census batch geocoder, which places a
 * customer at its street address. A place an admin or a rep pinned is never moved by it.
 */
export const geocoderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('census'),
    url: z
      .string()
      .trim()
      .url('Type the full address of the batch geocoder, starting with https://')
      .default(censusBatchUrl),
    /** The Census address data to match against. */
    benchmark: z
      .string()
      .trim()
      .min(1, 'Name the benchmark, for example Public_AR_Current')
      .default('Public_AR_Current'),
  }),
]);
export type Geocoder = z.infer<typeof geocoderSchema>;

export const geocoderDefault: Geocoder = { kind: 'none' };
