import { keptProspectsMax, offlineContract } from '../../../../domain/offline/contract';
import type { NewCustomerInfo } from '../../../../domain/orders/schemas';
import {
  prospectFileContract,
  prospectImportsContract,
  prospectsContract,
  type ProspectChange,
  type ProspectImport,
} from '../../../../domain/prospects/contract';
import type { ProspectMapping } from '../../../../domain/prospects/read';
import { call, hrefOf } from '../../../lib/api';
import { sendFile } from '../../../lib/upload';

export type { NearProspect, Prospect, ProspectImport } from '../../../../domain/prospects/contract';

export const prospectKeys = {
  all: ['prospects'] as const,
  list: ['prospects', 'list'] as const,
  near: (latitude: number, longitude: number) => ['prospects', 'near', latitude, longitude] as const,
  /** The open prospects this device keeps for Near me offline (decision 0353). */
  kept: ['prospects', 'kept'] as const,
  admin: ['prospects', 'admin'] as const,
  state: (state: string) => ['prospects', 'admin', state] as const,
};

/** Every open prospect the user may see, page after page (the map's layer; a state's list is a few thousand at most). */
export async function fetchAllProspects() {
  const prospects = [];
  let cursor: string | undefined;
  do {
    const page = await call(prospectsContract.list, { query: { status: 'open', cursor } });
    prospects.push(...page.prospects);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return prospects;
}

/** The open prospects of the user's states to keep on the device, page after page, up to `keptProspectsMax`. */
export async function fetchKeptProspects() {
  const prospects = [];
  let after: string | undefined;
  do {
    const page = await call(offlineContract.prospects, { query: { after } });
    prospects.push(...page.prospects);
    after = page.next ?? undefined;
  } while (after && prospects.length < keptProspectsMax);
  return prospects;
}

export const fetchNearProspects = (latitude: number, longitude: number) =>
  call(prospectsContract.near, { query: { latitude, longitude } });
export const patchProspect = (id: string, body: ProspectChange) =>
  call(prospectsContract.change, { params: { id }, body });
export const postCustomer = (id: string, body: NewCustomerInfo) =>
  call(prospectsContract.toCustomer, { params: { id }, body });

export const fetchImportsOverview = () => call(prospectImportsContract.overview);
export const fetchStateMapping = (state: string) =>
  call(prospectImportsContract.state, { params: { state } });
export const putProspectMapping = (state: string, mapping: ProspectMapping) =>
  call(prospectImportsContract.saveMapping, { params: { state }, body: mapping });

export type ProspectFormat = 'csv' | 'geojson';

/** Sends the chosen file as the import's body: a CSV read with the state's columns, or GeoJSON. */
export const uploadProspects = (
  state: string,
  format: ProspectFormat,
  file: File,
  onProgress: (fraction: number) => void,
) =>
  sendFile({
    method: 'POST',
    url: hrefOf(prospectFileContract.importFile, {
      params: { state },
      query: { format, fileName: file.name },
    }),
    body: file,
    size: file.size,
    contentType: format === 'csv' ? 'text/csv' : 'application/geo+json',
    stored: 201,
    failedMessage: 'The file could not be imported. Check your connection and try again.',
    onProgress,
  }) as Promise<ProspectImport>;
