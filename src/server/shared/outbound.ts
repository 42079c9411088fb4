import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { addressClassOf } from '../../domain/settings/addresses.js';
import { addressRefusal, geocoderAddressProblem } from '../../domain/settings/geocoder.js';

/** The addresses a host name stands for (the system resolver in production; a table in tests). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** Posts a form to `url`, connecting only to `addresses` (already checked) whatever the name resolves to now. */
export type PostForm = (
  url: string,
  form: FormData,
  addresses: string[],
  signal: AbortSignal,
) => Promise<Response>;

/**
 * How Humidor reaches a service an admin named (decision 0249): the resolver and the poster are
 * handed in, so tests reach their fakes with no network.
 */
export interface Outbound {
  resolveHost: ResolveHost;
  post: PostForm;
}

const resolveWithDns: ResolveHost = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((found) => found.address);

/** Answers every lookup of the connection with the addresses checked before it (no second resolution). */
export const pinnedLookup =
  (addresses: string[]): LookupFunction =>
  (_host, options, callback) => {
    const found = addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
    const first = found[0];
    if (!first)
      return callback(Object.assign(new Error('No address to connect to'), { code: 'ENOTFOUND' }), '', 4);
    if (options.all)
      return (callback as (error: null, found: typeof addresses | object[]) => void)(null, found);
    return callback(null, first.address, first.family);
  };

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * The form posted with node's own client rather than fetch: the connection goes to the addresses
 * checked a moment before (a name re-pointed at a private address meanwhile, DNS rebinding, is not
 * followed), and a redirect is an answer, never followed to wherever it points.
 */
const postPinned: PostForm = async (url, form, addresses, signal) => {
  const encoded = new Request(url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
          'content-length': String(body.length),
        },
        lookup: pinnedLookup(addresses),
        signal,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 502;
          resolve(new Response(nullBodyStatuses.has(status) ? null : Buffer.concat(chunks), { status }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
};

/** The internet as it is: the system resolver, and posts pinned to the checked addresses. */
export const internetOutbound: Outbound = { resolveHost: resolveWithDns, post: postPinned };

export type AddressCheck = { addresses: string[] } | { problem: string };

/**
 * The addresses of the geocoder's host, each one public, or why it may not be asked (decision
 * 0249): at save, and again before every post, since a name can be pointed elsewhere after it was saved.
 */
export async function geocoderAddressesOf(url: string, resolveHost: ResolveHost): Promise<AddressCheck> {
  const problem = geocoderAddressProblem(url);
  if (problem) return { problem };
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (addressClassOf(host) !== 'not an IP address') return { addresses: [host] };
  const cannotFind = { problem: `Humidor could not find ${host}: check the geocoder’s address` };
  let addresses: string[];
  try {
    addresses = await resolveHost(host);
  } catch {
    return cannotFind;
  }
  if (addresses.length === 0) return cannotFind;
  for (const ip of addresses) {
    const refusal = addressRefusal(host, ip);
    if (refusal) return { problem: refusal };
  }
  return { addresses };
}
