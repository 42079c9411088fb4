// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveChangeKind } from '../../../../domain/live/changes';
import { quickbooksContract as contract } from '../../../../domain/quickbooks/contract';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import {
  useCreateConnection,
  useOrderPush,
  useQuickbooks,
  useRemoveConnection,
  useRetryPush,
  useUpdateConnection,
} from './useQuickbooks';

const overview = { connections: [], runs: [], pushes: [], customerPushes: [] };
const refused = {
  status: 'failed' as const,
  error: 'The customer is inactive in QuickBooks.',
  refNumber: '1001',
  txnId: null,
  updatedAt: '2026-11-27T12:00:00.000Z',
};

function quickbooksPage() {
  const api = mockApi()
    .on(contract.overview, overview)
    .on(contract.createConnection, { id: 'Q-1' })
    .on(contract.updateConnection, { id: 'Q-1' })
    .on(contract.removeConnection, undefined as never)
    .on(contract.retryPush, { orderId: 'O-1' })
    .on(onlinePushContract.retry, { orderId: 'O-2' });
  const view = renderHookWithApp(() => ({
    page: useQuickbooks(),
    create: useCreateConnection(),
    update: useUpdateConnection(),
    remove: useRemoveConnection(),
    retry: useRetryPush(),
  }));
  return { api, view };
}
type Page = ReturnType<typeof quickbooksPage>['view'];

describe('the QuickBooks page', () => {
  it.each([
    [
      'adding a connection',
      (v: Page) =>
        v.result.current.create.mutateAsync({
          name: 'Office PC',
          password: 'secret-12',
          runEveryMinutes: 15,
        }),
      contract.createConnection,
      '/api/admin/quickbooks/connections',
    ],
    [
      'changing one',
      (v: Page) => v.result.current.update.mutateAsync({ id: 'Q-1', change: { runEveryMinutes: 30 } }),
      contract.updateConnection,
      '/api/admin/quickbooks/connections/Q-1',
    ],
    [
      'removing one',
      (v: Page) => v.result.current.remove.mutateAsync('Q-1'),
      contract.removeConnection,
      '/api/admin/quickbooks/connections/Q-1',
    ],
    [
      'retrying a refused order on the next Web Connector run',
      (v: Page) => v.result.current.retry.mutateAsync({ orderId: 'O-1', online: false }),
      contract.retryPush,
      '/api/admin/quickbooks/pushes/O-1/retry',
    ],
    [
      'sending an order QuickBooks Online refused again',
      (v: Page) => v.result.current.retry.mutateAsync({ orderId: 'O-2', online: true }),
      onlinePushContract.retry,
      '/api/orders/O-2/quickbooks/online/retry',
    ],
  ] as const)('%s reads the overview again', async (_, change, route, path) => {
    const { api, view } = quickbooksPage();
    await waitFor(() => expect(view.result.current.page.isSuccess).toBe(true));
    await act(() => change(view));
    expect(api.calls(route).map((r) => r.path)).toEqual([path]);
    await waitFor(() => expect(api.calls(contract.overview)).toHaveLength(2));
  });

  it.each([
    ['import.completed', 2],
    ['order.changed', 2],
    ['users.changed', 1],
  ] as [LiveChangeKind, number][])('a live %s: %i read(s) of the overview', async (kind, reads) => {
    const { api, view } = quickbooksPage();
    await waitFor(() => expect(view.result.current.page.isSuccess).toBe(true));
    await act(() => view.live(kind));
    await waitFor(() => expect(view.result.current.page.isFetching).toBe(false));
    expect(api.calls(contract.overview)).toHaveLength(reads);
  });
});

const toDesktop = { system: 'desktop', document: 'sales order' } as const;

describe('useOrderPush, on the order page', () => {
  it.each([
    ['an order never sent', null],
    ['an order QuickBooks refused', refused],
  ])('%s gives its push as it stands, and where it goes', async (_, push) => {
    mockApi().on(contract.orderPush, { push, destination: toDesktop });
    const view = renderHookWithApp(() => useOrderPush('O-1'));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    expect(view.result.current.data).toEqual({ push, destination: toDesktop });
  });

  it('shows a push or a refusal without a reload: a live order change reads it again', async () => {
    let answer: typeof refused | null = null;
    const api = mockApi().on(contract.orderPush, () => ({ push: answer, destination: toDesktop }));
    const view = renderHookWithApp(() => useOrderPush('O-1'));
    await waitFor(() => expect(view.result.current.data?.push).toBeNull());
    answer = refused;
    await act(() => view.live('order.changed', 'O-1'));
    await waitFor(() => expect(api.calls(contract.orderPush)).toHaveLength(2));
    await waitFor(() => expect(view.result.current.data?.push?.status).toBe('failed'));
  });

  it('reads where the order goes again when an admin changes the setting', async () => {
    let destination: { system: 'desktop' | 'online'; document: 'sales order' | 'estimate' } = toDesktop;
    const api = mockApi().on(contract.orderPush, () => ({ push: null, destination }));
    const view = renderHookWithApp(() => useOrderPush('O-1'));
    await waitFor(() => expect(view.result.current.data?.destination?.system).toBe('desktop'));
    destination = { system: 'online', document: 'estimate' };
    await act(() => view.live('settings.changed', 'quickbooksSource'));
    await waitFor(() => expect(api.calls(contract.orderPush)).toHaveLength(2));
    await waitFor(() => expect(view.result.current.data?.destination?.system).toBe('online'));
  });
});
