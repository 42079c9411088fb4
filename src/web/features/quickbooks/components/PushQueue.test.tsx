// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickbooksContract as contract } from '../../../../domain/quickbooks/contract';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { Push } from '../api/quickbooks';
import { PushQueue } from './PushQueue';

const base = {
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T12:00:00.000Z',
  amount: 120,
  error: 'QuickBooks refused it.',
  txnId: null,
  status: 'failed' as const,
};
const desktop: Push = {
  ...base,
  orderId: 'O-1',
  customerName: 'Adams',
  document: 'sales order',
  refNumber: 'H1',
};
const online: Push = { ...base, orderId: 'O-2', customerName: 'Baker', document: 'estimate', refNumber: '' };
const pushedOnline: Push = {
  ...online,
  orderId: 'O-3',
  customerName: 'Carter',
  document: 'invoice',
  status: 'pushed',
  refNumber: '1042',
  txnId: 'QBO-77',
  error: null,
};

describe('the order push queue', () => {
  it('names each order as what it becomes, and retries it where it failed', async () => {
    const api = mockApi()
      .on(contract.overview, { connections: [], runs: [], pushes: [] })
      .on(contract.retryPush, { orderId: 'O-1' })
      .on(onlinePushContract.retry, { orderId: 'O-2' });
    const { user } = renderWithApp(<PushQueue pushes={[desktop, online, pushedOnline]} />);
    expect(screen.getByText(/Sales order · RefNumber H1/)).toBeInTheDocument();
    expect(screen.getByText(/QuickBooks Online Invoice 1042 · Id QBO-77/)).toBeInTheDocument();
    const baker = screen.getByText('Baker · $120.00').closest('[aria-label]') as HTMLElement;
    expect(within(baker).getByText(/QuickBooks Online Estimate ·/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry on the next run' }));
    await user.click(within(baker).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.calls(onlinePushContract.retry)).toHaveLength(1));
    expect(api.calls(contract.retryPush).map((c) => c.path)).toEqual([
      '/api/admin/quickbooks/pushes/O-1/retry',
    ]);
    expect(api.calls(onlinePushContract.retry).map((c) => c.path)).toEqual([
      '/api/orders/O-2/quickbooks/online/retry',
    ]);
    // A pushed order has nothing to retry.
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
