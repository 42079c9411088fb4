import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/read.js';
import {
  notFeatureCollectionMessage,
  prospectMappingSchema,
  readProspectCsv,
  readProspectGeoJson,
} from './read.js';

const mapping = prospectMappingSchema.parse({
  number: 'License No',
  name: 'DBA Name',
  address: 'Street',
  zip: 'Zip',
  latitude: 'Lat',
  longitude: 'Lon',
});

describe('a prospects CSV', () => {
  it('reads each shop with its key, and says by line what it could not read', () => {
    const file = readCsv(
      [
        'License No,DBA Name,Street,Zip,Lat,Lon',
        'TR-1,Smoke Shack,1 Main St,33602,27.95,-82.45',
        ',Corner Cigars,2 Main Street,33602,,',
        'TR-2,,3 Main St,33602,,',
        'TR-3,Far Away,4 Main St,33602,51.5,-0.1',
        'tr 1,Smoke Shack again,1 Main St,33602,,',
      ].join('\n'),
    );
    const { rows, problems } = readProspectCsv(file, mapping);
    expect(rows.map((r) => [r.line, r.key, r.source, r.latitude])).toEqual([
      [2, 'license:TR1', 'list', 27.95],
      [3, 'name:corner cigars|2 main st|33602', 'osm', null],
    ]);
    expect(problems).toEqual([
      { line: 4, message: 'No business name' },
      { line: 5, message: 'Far Away: the place 51.5, -0.1 is not in the United States' },
      { line: 6, message: 'Smoke Shack again is listed again (first on line 2); the first is used' },
    ]);
  });

  it('asks for both coordinates or neither', () => {
    const result = prospectMappingSchema.safeParse({ name: 'Name', latitude: 'Lat' });
    expect(result.success).toBe(false);
  });
});

describe('an OpenStreetMap GeoJSON extract', () => {
  it('reads named shops at their point or the middle of their outline', () => {
    const { rows, problems } = readProspectGeoJson(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            id: 'node/1',
            properties: {
              name: 'Puff Place',
              shop: 'tobacco',
              'addr:housenumber': '9',
              'addr:street': 'Bay Rd',
              phone: '+1 813 555 0142',
              opening_hours: 'Mo-Sa 10:00-20:00',
            },
            geometry: { type: 'Point', coordinates: [-82.46, 27.95] },
          },
          {
            type: 'Feature',
            properties: { '@id': 'way/2', name: 'Outline Cigars', 'addr:state': 'fl' },
            geometry: {
              type: 'Polygon',
              coordinates: [
                [
                  [-82.0, 28.0],
                  [-82.2, 28.0],
                  [-82.2, 28.2],
                  [-82.0, 28.2],
                ],
              ],
            },
          },
          {
            type: 'Feature',
            properties: { shop: 'tobacco' },
            geometry: { type: 'Point', coordinates: [-82.4, 27.9] },
          },
        ],
      }),
    );
    expect(rows.map((r) => [r.key, r.address, r.hours, r.state, r.latitude, r.longitude])).toEqual([
      ['osm:node/1', '9 Bay Rd', 'Mo-Sa 10:00-20:00', null, 27.95, -82.46],
      ['osm:way/2', '', null, 'FL', 28.1, -82.1],
    ]);
    expect(problems).toEqual([{ line: 3, message: 'A shop with no name' }]);
  });

  it.each([['not json'], ['{"type":"Feature","properties":{}}'], ['[]'], ['{"type":"FeatureCollection"}']])(
    'refuses %s in words',
    (text) => expect(() => readProspectGeoJson(text)).toThrow(notFeatureCollectionMessage),
  );
});
