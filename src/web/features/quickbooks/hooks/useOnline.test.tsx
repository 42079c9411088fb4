// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminContract } from '../../../../domain/admin/contract';
import { onlineConnectionContract as contract } from '../../../../domain/quickbooks/online/connection-contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import {
  useDisconnectOnline,
  useOnlineConnection,
  useQuickbooksSource,
  useSaveQuickbooksSource,
} from './useOnline';

const status = {
  configured: true,
  environment: 'sandbox' as const,
  connection: {
    realmId: '4620816365',
    companyName: 'Sandbox Cigar Co',
    status: 'connected' as const,
    connectedAt: '2026-11-27T15:00:00.000Z',
    lastSyncAt: null,
    nextSyncAt: null,
    lastError: null,
  },
};
const sourceEntry = {
  key: 'quickbooksSource',
  value: { source: 'desktop', onlineOrderDocument: 'estimate' },
  defaultValue: { source: 'desktop', onlineOrderDocument: 'estimate' },
  updatedAt: null,
  updatedBy: null,
};

function onlinePanel() {
  const api = mockApi()
    .on(contract.status, status)
    .on(contract.disconnect, undefined as never)
    .on(adminContract.listSettings, { settings: [sourceEntry] })
    .on(adminContract.saveSetting, { setting: sourceEntry });
  const view = renderHookWithApp(() => ({
    online: useOnlineConnection(),
    disconnect: useDisconnectOnline(),
    source: useQuickbooksSource(),
    save: useSaveQuickbooksSource(),
  }));
  return { api, view };
}

describe('the QuickBooks Online panel', () => {
  it('reads the connection again after a disconnect and after a finished sync', async () => {
    const { api, view } = onlinePanel();
    await waitFor(() =>
      expect(view.result.current.online.data?.connection?.companyName).toBe('Sandbox Cigar Co'),
    );
    await act(() => view.result.current.disconnect.mutateAsync());
    await waitFor(() => expect(api.calls(contract.status)).toHaveLength(2));
    await act(() => view.live('import.completed'));
    await waitFor(() => expect(api.calls(contract.status)).toHaveLength(3));
  });

  it('reads the source from the settings and saves the whole choice under its key', async () => {
    const { api, view } = onlinePanel();
    await waitFor(() => expect(view.result.current.source.data?.source).toBe('desktop'));
    await act(() =>
      view.result.current.save.mutateAsync({ source: 'online', onlineOrderDocument: 'invoice' }),
    );
    const [saved] = api.calls(adminContract.saveSetting);
    expect(saved?.path).toBe('/api/admin/settings/quickbooksSource');
    expect(saved?.body).toEqual({ source: 'online', onlineOrderDocument: 'invoice' });
    await waitFor(() => expect(api.calls(adminContract.listSettings)).toHaveLength(2));
  });
});
