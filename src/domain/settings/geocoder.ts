import { z } from 'zod';
import { addressClassOf } from './addresses.js';

/** The US Census Bureau's batch geocoder: no key, up to 10,000 addresses a request. */
export const censusBatchUrl = 'https://geocoding.geo.census.gov/geocoder/locations/addressbatch';

/** Why an address this host resolves to may not be asked (decision 0249), or null for a public one. */
export function addressRefusal(host: string, ip: string): string | null {
  const kind = addressClassOf(ip);
  if (kind === 'public') return null;
  const named = host === ip ? host : `${host} (${ip})`;
  return `${named} is ${kind === 'not an IP address' ? 'not a reachable' : `a ${kind}`} address: the geocoder must be a public service on the internet`;
}

/**
 * Why a geocoder address may not be saved, as far as the address itself tells (decision 0249), or
 * null: `https` only, and a host written as an IP address must be a public one. Every customer's
 * address is posted there each hour, so it must not reach Humidor's own machine or network (cloud
 * metadata at 169.254.169.254, a database, an admin page). A name is resolved by the server, at save
 * and again before each post.
 */
export function geocoderAddressProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Type the full address of the batch geocoder, starting with https://';
  }
  if (parsed.protocol !== 'https:') return 'The geocoder’s address must start with https://';
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return addressRefusal(host, '127.0.0.1');
  const literal = addressClassOf(host) !== 'not an IP address';
  return literal ? addressRefusal(host, host) : null;
}

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
      .superRefine((url, context) => {
        const problem = geocoderAddressProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
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
