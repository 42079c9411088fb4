// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickbooksContract as contract } from '../../../../domain/quickbooks/contract';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { CustomerPush, Push } from '../api/quickbooks';
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
      .on(contract.overview, { connections: [], runs: [], pushes: [], customerPushes: [] })
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

describe('new customers in the push queue (decision 0360)', () => {
  const refused: CustomerPush = {
    prospectId: 'P-1',
    customerName: 'Smoke Vendor',
    state: 'CA',
    status: 'failed',
    customerListId: null,
    error: 'The new customer: The name supplied already exists.',
    convertedAt: '2026-11-27T09:00:00.000Z',
    updatedAt: '2026-11-27T11:00:00.000Z',
  };
  const pushed: CustomerPush = {
    ...refused,
    prospectId: 'P-2',
    customerName: 'Ybor Leaf Lounge',
    state: 'FL',
    status: 'pushed',
    customerListId: '80000042-1',
    error: null,
  };

  it('lists them beside the orders, refused first, and sends a refused one again', async () => {
    const api = mockApi().on(contract.retryCustomerPush, { prospectId: 'P-1' });
    const { user } = renderWithApp(<PushQueue pushes={[pushedOnline]} customers={[pushed, refused]} />);
    // Only the refused one has a button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
    const labels = [...document.querySelectorAll('[aria-label]')].map((card) =>
      card.getAttribute('aria-label'),
    );
    expect(labels).toEqual(['New customer Smoke Vendor', 'Order 1042', 'New customer Ybor Leaf Lounge']);
    expect(screen.getByText(/ListID 80000042-1/)).toBeInTheDocument();
    const smoke = screen.getByLabelText('New customer Smoke Vendor');
    expect(within(smoke).getByText(/already exists/)).toBeInTheDocument();
    await user.click(within(smoke).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.calls(contract.retryCustomerPush)).toHaveLength(1));
    expect(api.calls(contract.retryCustomerPush)[0]?.path).toBe('/api/admin/quickbooks/customers/P-1/retry');
  });
});
