import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import type { Basemap } from '../api/map';

/**
 * The state outlines of us-atlas, bundled into the map's code so the ground layer comes from
 * Humidor itself (decision 0227): no tile server, no glyphs, no sprites.
 */
export const stateOutlines = feature(
  statesTopology as unknown as Topology<{ states: GeometryCollection }>,
  (statesTopology as unknown as Topology<{ states: GeometryCollection }>).objects.states,
);

export const landColour = '#f4f1ea';
const waterColour = '#dbe7ef';
export const outlineColour = '#8a8172';

/**
 * The style under the outlines: plain water colour, or the admin's basemap (decision 0226). No
 * style here names `glyphs` or `sprite`, so MapLibre asks no host for fonts or icons.
 */
export function baseStyle(
  basemap: Basemap | undefined,
  vectorLayers: readonly string[] = [],
): StyleSpecification {
  const sources: Record<string, SourceSpecification> = {};
  const layers: LayerSpecification[] = [
    { id: 'water', type: 'background', paint: { 'background-color': waterColour } },
  ];
  if (basemap?.kind === 'url') {
    sources.basemap = { type: 'raster', tiles: [basemap.url], tileSize: 256 };
    layers.push({ id: 'basemap', type: 'raster', source: 'basemap' });
  }
  if (basemap?.kind === 'pmtiles') {
    const url = `pmtiles://${new URL(basemap.url, window.location.origin).href}`;
    if (vectorLayers.length === 0) {
      sources.basemap = { type: 'raster', url, tileSize: 256 };
      layers.push({ id: 'basemap', type: 'raster', source: 'basemap' });
    } else {
      sources.basemap = { type: 'vector', url };
      // Any schema draws as thin lines: the outlines and the customers stay what the eye reads.
      for (const layer of vectorLayers) {
        layers.push({
          id: `basemap-${layer}`,
          type: 'line',
          source: 'basemap',
          'source-layer': layer,
          paint: { 'line-color': '#b9b2a5', 'line-width': 0.6 },
        });
      }
    }
  }
  return { version: 8, sources, layers };
}

/** A street basemap hides the land colour of the outlines so its streets show through. */
export const landOpacity = (basemap: Basemap | undefined) => (basemap && basemap.kind !== 'none' ? 0 : 1);
