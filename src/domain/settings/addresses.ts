/**
 * What kind of network address an IP is, for the addresses Humidor posts customers' data to
 * (decision 0249): only a `public` one may be asked. Pure: the server resolves names, this reads the
 * numbers. IPv6 addresses that carry an IPv4 one (IPv4-mapped `::ffff:a.b.c.d`, the old IPv4-compatible
 * `::a.b.c.d`, NAT64 `64:ff9b::/96` and 6to4 `2002::/16`) are what the IPv4 address inside them is.
 */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared (carrier-grade NAT)'
  | 'link-local'
  | 'multicast'
  | 'reserved'
  | 'not an IP address';

/** The four bytes of a dotted IPv4 address, or null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (brackets, a zone and a dotted IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!address.includes(':')) return null;
  const dotted = /(?<=:)(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const bytes = ipv4Bytes(dotted[1]!);
    if (!bytes) return null;
    const [a = 0, b = 0, c = 0, d = 0] = bytes;
    address = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0] ?? '');
  const rest = halves.length === 2 ? groupsOf(halves[1] ?? '') : null;
  const written = [...head, ...(rest ?? [])];
  if (!written.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  if (rest === null ? written.length !== 8 : written.length > 7) return null;
  const zeros = Array<string>(8 - written.length).fill('0');
  return [...head, ...(rest === null ? [] : zeros), ...(rest ?? [])].map((group) => parseInt(group, 16));
}

type Four = [number, number, number, number];

function ipv4Class([a, b]: Four): AddressClass {
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 100 && b >= 64 && b <= 127) return 'shared (carrier-grade NAT)';
  if (a === 169 && b === 254) return 'link-local';
  if (a >= 224 && a <= 239) return 'multicast';
  if (a >= 240) return 'reserved';
  return 'public';
}

/** The IPv4 address written in two 16-bit groups. */
const v4Of = (high: number, low: number): Four => [high >> 8, high & 0xff, low >> 8, low & 0xff];

export function addressClassOf(ip: string): AddressClass {
  const v4 = ipv4Bytes(ip);
  if (v4) return ipv4Class(v4 as Four);
  const groups = ipv6Groups(ip);
  if (!groups) return 'not an IP address';
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [...Four, ...Four];
  const upperZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (upperZero && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:0:0/96) and IPv4-compatible (::/96): the IPv4 address inside.
  if (upperZero && (g5 === 0xffff || g5 === 0)) return ipv4Class(v4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4Class(v4Of(g6, g7));
  if (g0 === 0x2002) return ipv4Class(v4Of(g1, g2));
  if ((g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfec0) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  return 'public';
}
