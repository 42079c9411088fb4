import { z } from 'zod';

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
      .url('Type the full address of the tiles, starting with https://')
      .refine((url) => /^https?:\/\//.test(url), 'Type an address starting with https://')
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
        message: 'Give the address of picture tiles with {z}, {x} and {y} in it',
      }),
  }),
  z.object({ kind: z.literal('pmtiles') }),
]);
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const mapTilesDefault: MapTiles = { kind: 'none' };
