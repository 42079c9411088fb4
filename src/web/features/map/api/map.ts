import type { RouteResult } from '../../../../domain/contract/route';
import { mapContract } from '../../../../domain/map/contract';
import { call } from '../../../lib/api';

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
