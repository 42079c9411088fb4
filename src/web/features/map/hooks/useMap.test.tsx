// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapContract } from '../../../../domain/map/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import { useMapCustomers } from './useMap';

/** One customer, its license lapsed from the second answer on (a state's list dropped it). */
const answer = (lapsed: boolean) => ({
  today: '2026-12-06',
  ids: ['C-1'],
  names: ['Smoke Shop'],
  cities: ['Los Angeles'],
  states: ['CA'],
  latitudes: [3_405_000],
  longitudes: [-11_824_000],
  grades: 'A',
  statuses: 'f',
  sources: 'z',
  licenses: lapsed ? 'x' : '-',
  lastVisits: [null],
  lastOrders: [null],
  day: null,
});

describe('useMapCustomers', () => {
  it('reads again when a license changes, typed or imported from a state list (live)', async () => {
    let answers = 0;
    mockApi().on(mapContract.customers, () => {
      answers += 1;
      return answer(answers > 1);
    });
    const view = renderHookWithApp(() => useMapCustomers());
    await waitFor(() => expect(view.result.current.customers?.[0]?.licenseLapsed).toBe(false));
    await view.live('customer.licenses', null);
    await waitFor(() => expect(view.result.current.customers?.[0]?.licenseLapsed).toBe(true));
  });
});
