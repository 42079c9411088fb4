// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offlineContract } from '../../../domain/offline/contract';
import type { Prospect } from '../../../domain/prospects/contract';
import type { WorkingSetCopying } from '../../offline/adapter';
import { mockApi } from '../../test/api';
import { renderHookWithApp } from '../../test/hooks';
import { prospectKeys } from './api/prospects';
import { useNearProspects } from './hooks/useProspects';
import { nearKeptProspects, prospectsOffline } from './offline';

const tampa = { latitude: 27.95, longitude: -82.46 };

const aProspect = (id: string, latitude: number, status: Prospect['status'] = 'open'): Prospect => ({
  id,
  state: 'FL',
  source: 'list',
  licenseNumber: null,
  name: id,
  address: '1 Main St',
  city: 'Tampa',
  zip: '33602',
  phone: null,
  latitude,
  longitude: tampa.longitude,
  placedBy: 'point',
  hours: null,
  status,
  note: null,
  noteUpdatedAt: null,
  newCustomerInfo: null,
  customerPush: null,
  customerListId: null,
  customerPushError: null,
  convertedAt: null,
});

describe('prospects on the device', () => {
  it('keeps every page of the open prospects the server answers', async () => {
    const api = mockApi().on(offlineContract.prospects, ({ query }) =>
      query.get('after') === 'far'
        ? { prospects: [aProspect('near', 27.96)], next: null }
        : { prospects: [aProspect('far', 28.54)], next: 'far' },
    );
    const client = new QueryClient();
    await prospectsOffline.keep!({ client } as unknown as WorkingSetCopying);
    expect(api.calls(offlineContract.prospects).map((call) => call.query.get('after'))).toEqual([
      null,
      'far',
    ]);
    expect(nearKeptProspects(client, tampa).map((row) => [row.id, row.distanceMiles])).toEqual([
      ['near', 0.69],
      ['far', 40.77],
    ]);
  });

  it('leaves out one marked on this device since it was kept', () => {
    const client = new QueryClient();
    client.setQueryData(prospectKeys.kept, [
      aProspect('open', 27.96),
      aProspect('said-no', 27.95, 'not-interested'),
    ]);
    expect(nearKeptProspects(client, tampa).map((row) => row.id)).toEqual(['open']);
  });

  it('lists the kept prospects in Near me when no server answers', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const view = renderHookWithApp(() => useNearProspects(tampa));
    view.client.setQueryData(prospectKeys.kept, [aProspect('far', 28.54), aProspect('near', 27.96)]);
    await waitFor(() => expect(view.result.current.kept?.map((row) => row.id)).toEqual(['near', 'far']));
    expect(view.result.current.near.data).toBeUndefined();
  });
});
