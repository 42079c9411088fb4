import { maplibregl } from './maplibre';
import { PMTiles, Protocol, TileType } from 'pmtiles';

let registered = false;

/**
 * Lets MapLibre read `pmtiles://` sources (Range requests to Humidor's own file) and says whether
 * the file holds vector tiles, with its layer names, or pictures.
 */
export async function openPmtiles(url: string): Promise<{ vectorLayers: string[] }> {
  const absolute = new URL(url, window.location.origin).href;
  if (!registered) {
    maplibregl.addProtocol('pmtiles', new Protocol().tile);
    registered = true;
  }
  const file = new PMTiles(absolute);
  const header = await file.getHeader();
  if (header.tileType !== TileType.Mvt) return { vectorLayers: [] };
  const metadata = (await file.getMetadata()) as { vector_layers?: { id: string }[] };
  return { vectorLayers: (metadata.vector_layers ?? []).map((layer) => layer.id) };
}
