import type { RouteResult } from '../../../../domain/contract/route';
import type { LicenseInput } from '../../../../domain/compliance/licenses';
import { licensesContract } from '../../../../domain/compliance/licenses-contract';
import { call } from '../../../lib/api';

export type CustomerLicenses = RouteResult<typeof licensesContract.list>;

export const licenseKeys = {
  list: (listId: string) => ['customer', listId, 'licenses'] as const,
};

const routes = licensesContract;

export const fetchLicenses = (listId: string) => call(routes.list, { params: { listId } });
export const saveLicense = (listId: string, input: LicenseInput, id?: string) =>
  id
    ? call(routes.update, { params: { listId, id }, body: input })
    : call(routes.create, { params: { listId }, body: input });
export const deleteLicense = (listId: string, id: string) => call(routes.delete, { params: { listId, id } });
