// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { visitsContract as contract, type DueCustomer } from '../../../../domain/visits/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { visitKeys } from '../api/visits';
import { useDue, useNear } from './useVisits';

const tampa = { latitude: 27.95, longitude: -82.46 };
const dueRow = (customerId: string, latitude: number, longitude: number): DueCustomer => ({
  customerId,
  name: customerId,
  city: null,
  state: 'FL',
  grade: null,
  latitude,
  longitude,
  lastVisitAt: null,
  cadenceDays: 90,
  daysOver: null,
  status: 'overdue',
});

describe('useNear', () => {
  it('asks the server from the position, and offline ranks the places this device keeps', async () => {
    // No server behind the page: every request fails as on a dropped network.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const view = renderHookWithApp(() => useNear({ position: tampa }));
    view.client.setQueryData(visitKeys.due, {
      customers: [dueRow('orlando', 28.54, -81.38), dueRow('tampa', 27.97, -82.5), dueRow('nowhere', 0, 0)],
      total: 3,
    });
    view.client.setQueryData(visitKeys.keptPlace('miami'), {
      ...dueRow('miami', 25.76, -80.19),
      lastOrderAt: null,
    });
    await waitFor(() =>
      expect(view.result.current.kept?.map((row) => row.customerId).slice(0, 3)).toEqual([
        'tampa',
        'orlando',
        'miami',
      ]),
    );
  });

  it('reads again when a license changes, typed or imported from a state list (live)', async () => {
    let answers = 0;
    mockApi().on(contract.near, () => {
      answers += 1;
      return { origin: { ...tampa, label: 'Here' }, customers: [] };
    });
    const view = renderHookWithApp(() => useNear({ position: tampa }));
    await waitFor(() => expect(answers).toBe(1));
    await view.live('customer.licenses', null);
    await waitFor(() => expect(answers).toBe(2));
  });

  it('asks nothing before it knows where the rep is', () => {
    const api = mockApi();
    renderHookWithApp(() => useNear(null));
    expect(api.calls(contract.near)).toHaveLength(0);
  });
});

describe('useDue', () => {
  it('reads again when a visit or the cadence changes anywhere (live)', async () => {
    let answers = 0;
    mockApi().on(contract.due, () => {
      answers += 1;
      return {
        customers: answers === 1 ? [dueRow('a', 28, -82)] : [],
        total: answers === 1 ? 1 : 0,
        nextCursor: null,
      };
    });
    const view = renderHookWithApp(() => useDue());
    await waitFor(() => expect(view.result.current.data?.total).toBe(1));
    await view.live('visit.changed', 'a');
    await waitFor(() => expect(view.result.current.data?.total).toBe(0));
    await view.live('settings.changed', 'visitCadence');
    await waitFor(() => expect(answers).toBe(3));
  });
});
