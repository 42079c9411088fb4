import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
  descriptions: [],
  eventYearSales: 0,
  place: { latitude, longitude: tampa.longitude },
  grade,
});

describe('Near me from the working set', () => {
  it('ranks the kept customers by the cadence of their grade, as the server does', () => {
    const client = new QueryClient();
    client.setQueryData(visitKeys.keptCadence, visitCadenceDefault);
    visitsOffline.keepCustomer!(client, kept('graded', 'A', 27.96));
    visitsOffline.keepCustomer!(client, kept('ungraded', null, 27.97));
    visitsOffline.keepCustomer!(client, { ...kept('nowhere', 'A', 0), place: null });
    // Twenty days since the last visit: due for an A (14 days), fine without a grade (90).
    expect(nearKept(client, tampa, now).map((row) => [row.customerId, row.grade, row.status])).toEqual([
      ['graded', 'A', 'due'],
      ['ungraded', null, 'fine'],
    ]);
  });
});
