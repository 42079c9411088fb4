import { z } from 'zod';

const placeholder = /\{[^}]*\}/g;

/**
 * Why a tile address cannot be the basemap, or null when it can (decision 0248). The page's security
 * policy names the address's host, so the address must name one real host itself: `https` (a page
 * served over https may not load http pictures), a host of letters, digits, dots and dashes with at
 * least one dot and an optional port, and placeholders in the path only. `{s}` is refused: nothing
 * says which subdomains it stands for, and MapLibre, which draws the map, does not expand it.
 */
export function tileAddressProblem(url: string): string | null {
  const match = /^https:\/\/([^/?#]*)([/?#].*)?$/i.exec(url);
  if (!match) return 'Type an address starting with https://';
  const [, host = '', rest = ''] = match;
  if (/\{s\}/i.test(host)) {
    return 'Write one host instead of {s}, for example https://a.tile.example.org/{z}/{x}/{y}.png: Humidor cannot tell which hosts {s} stands for';
  }
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]([a-z0-9-]*[a-z0-9])?(:\d{1,5})?$/i.test(host)) {
    return 'Name the tile server’s host in full, such as tiles.example.com, without *, {…} or a user name';
  }
  if (!['{z}', '{x}', '{y}'].every((part) => rest.includes(part))) {
    return 'Give the address of picture tiles with {z}, {x} and {y} in it';
  }
  try {
    new URL(url.replace(placeholder, '0'));
  } catch {
    return 'Type the full address of the tiles, starting with https://';
  }
  return null;
}

/**
 * The origin a tile address allows the page to reach (`https://tiles.example.com`), or null when the
 * address is not one `tileAddressProblem` accepts: a value saved before that rule adds nothing to the
 * page's policy.
 */
export function tileOriginOf(url: string): string | null {
  if (tileAddressProblem(url.trim()) !== null) return null;
  return new URL(url.trim().replace(placeholder, '0')).origin;
}

/**
 * The street basemap under the map's state outlines (docs/decisions/0226-map-basemap.md): none (the
 * default: the page asks no host but Humidor's own), the address of picture (raster) tiles an admin
 * trusts, or the PMTiles file an admin uploaded, which Humidor serves itself from its storage.
 */
export const mapTilesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('url'),
    url: z
      .string()
      .trim()
      .superRefine((url, context) => {
        const problem = tileAddressProblem(url);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  }),
  z.object({ kind: z.literal('pmtiles') }),
]);
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const mapTilesDefault: MapTiles = { kind: 'none' };
