import type { ColumnMapping } from '../../../../domain/compliance/license-lists';
import {
  licenseListsContract,
  type LicenseListImportDetail,
} from '../../../../domain/compliance/license-lists-contract';
import { call, hrefOf } from '../../../lib/api';
import { sendFile } from '../../../lib/upload';

export type {
  LicenseListImport,
  LicenseListImportDetail,
  LicenseListState,
} from '../../../../domain/compliance/license-lists-contract';

export const licenseListKeys = {
  overview: ['license-lists'] as const,
  state: (state: string) => ['license-lists', state] as const,
  detail: (state: string, id: string) => ['license-lists', state, 'imports', id] as const,
};

export const fetchOverview = () => call(licenseListsContract.overview);
export const fetchState = (state: string) => call(licenseListsContract.state, { params: { state } });
export const fetchImport = (state: string, id: string) =>
  call(licenseListsContract.importDetail, { params: { state, id } });
export const putMapping = (state: string, mapping: ColumnMapping) =>
  call(licenseListsContract.saveMapping, { params: { state }, body: mapping });

/** What a list upload that failed without the server's words says. */
export const listUploadFailed = 'The list could not be imported. Check your connection and try again.';

/** Sends the chosen CSV as the import's body; the server reads it with the state's remembered columns. */
export const uploadList = (state: string, file: File, onProgress: (fraction: number) => void) =>
  sendFile({
    method: 'POST',
    url: hrefOf(licenseListsContract.importList, { params: { state }, query: { fileName: file.name } }),
    body: file,
    size: file.size,
    contentType: 'text/csv',
    stored: 201,
    failedMessage: listUploadFailed,
    onProgress,
  }) as Promise<LicenseListImportDetail>;
