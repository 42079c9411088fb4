import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CustomerLicense } from '../../../domain/compliance/licenses';
import { visitCadenceDefault } from '../../../domain/visits/cadence';
import type { KeptCustomer } from '../../offline/adapter';
import { aCustomerDetail } from '../../test/fixtures';
import { visitKeys } from './api/visits';
import { nearKept, visitsOffline } from './offline';

const now = new Date('2026-11-27T12:00:00Z');
const tampa = { latitude: 27.95, longitude: -82.46 };

const kept = (listId: string, grade: string | null, latitude: number): KeptCustomer => ({
  customer: aCustomerDetail({ listId, fullName: listId, lastVisitAt: '2026-11-07T11:00:00Z' }),
  contacts: [],
  licenses: [],
  hours: { hours: null, source: 'default', customerType: null },
  descriptions: [],
  eventYearSales: 0,
  place: { latitude, longitude: tampa.longitude },
  grade,
});

/** The cache as the working set hands it to an adapter (nothing newer in it here). */
const cacheOf = (client: QueryClient) => ({
  put: <T>(key: QueryKey, data: T) => void client.setQueryData(key, data),
});

describe('Near me from the working set', () => {
  it('ranks the kept customers by the cadence of their grade, as the server does', () => {
    const client = new QueryClient();
    client.setQueryData(visitKeys.keptCadence, visitCadenceDefault);
    visitsOffline.keepCustomer!(cacheOf(client), kept('graded', 'A', 27.96));
    visitsOffline.keepCustomer!(cacheOf(client), kept('ungraded', null, 27.97));
    visitsOffline.keepCustomer!(cacheOf(client), { ...kept('nowhere', 'A', 0), place: null });
    // Twenty days since the last visit: due for an A (14 days), fine without a grade (90).
    expect(nearKept(client, tampa, now).map((row) => [row.customerId, row.grade, row.status])).toEqual([
      ['graded', 'A', 'due'],
      ['ungraded', null, 'fine'],
    ]);
  });

  it('flags "License expired" from the kept licenses on the day it ranks, as the server does', () => {
    const client = new QueryClient();
    const license: CustomerLicense = {
      id: 'lic-1',
      customerListId: 'shop',
      state: 'FL',
      locality: null,
      kind: 'retailer',
      number: 'FL-1',
      issuedOn: '2025-12-01',
      expiresOn: '2026-11-30',
      check: 'typed',
      attachmentId: null,
      checkedAt: '2025-12-01T12:00:00Z',
      checkedById: null,
      checkedByName: null,
      goneFromListAt: null,
      updatedAt: '2025-12-01T12:00:00Z',
    };
    visitsOffline.keepCustomer!(cacheOf(client), { ...kept('shop', 'A', 27.96), licenses: [license] });
    const lapsed = (on: Date) => nearKept(client, tampa, on).map((row) => row.licenseLapsed);
    expect(lapsed(now)).toEqual([false]);
    // Kept on the 27th, ranked offline after the expiry: the license lapsed meanwhile.
    expect(lapsed(new Date(2026, 11, 1, 12))).toEqual([true]);
  });
});
