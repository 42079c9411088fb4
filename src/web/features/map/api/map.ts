import type { RouteResult } from '../../../../domain/contract/route';
import { mapContract } from '../../../../domain/map/contract';
import { call, hrefOf } from '../../../lib/api';
import { sendFile } from '../../../lib/upload';

export type Basemap = RouteResult<typeof mapContract.basemap>;

export const mapKeys = {
  customers: (rep?: string, date?: string) => ['map', 'customers', rep ?? null, date ?? null] as const,
  basemap: ['map', 'basemap'] as const,
};

export const fetchMapCustomers = (rep?: string, date?: string) =>
  call(mapContract.customers, { query: rep && date ? { rep, date } : {} });

export const fetchBasemap = () => call(mapContract.basemap);

export const putPin = (id: string, position: { latitude: number; longitude: number }) =>
  call(mapContract.pin, { params: { id }, body: position });

/** What a basemap upload that failed without the server's words says. */
export const basemapUploadFailed = 'The basemap could not be uploaded. Check your connection and try again.';

/** Uploads a PMTiles file as the map's basemap (admins); the server checks it and uses it at once. */
export const uploadBasemap = (file: File, onProgress: (fraction: number) => void) =>
  sendFile({
    method: 'PUT',
    url: hrefOf(mapContract.uploadBasemap, {}),
    body: file,
    size: file.size,
    contentType: 'application/octet-stream',
    stored: 204,
    failedMessage: basemapUploadFailed,
    onProgress,
  });
