// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quickbooksContract } from '../../../../domain/quickbooks/contract';
import { onlinePushContract } from '../../../../domain/quickbooks/online/push-contract';
import { mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OrderQuickbooksStatus } from './OrderQuickbooksStatus';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

const toOnline = { system: 'online', document: 'estimate' } as const;
const refused = {
  status: 'failed' as const,
  document: 'estimate' as const,
  error: 'Invalid Reference Id: Something you’re trying to use has been made inactive.',
  refNumber: '',
  txnId: null,
  retriedBy: null,
  updatedAt: '2026-11-28T01:00:00.000Z',
};

describe('an order QuickBooks Online refused', () => {
  it('shows QuickBooks’ words and sends it again on Retry, then shows it waiting', async () => {
    api.on(quickbooksContract.orderPush, { push: refused, destination: toOnline });
    api.on(onlinePushContract.retry, () => {
      api.on(quickbooksContract.orderPush, {
        push: { ...refused, status: 'waiting', error: null, retriedBy: 'Olga Office' },
        destination: toOnline,
      });
      return { orderId: 'o-1' };
    });
    const { user } = renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QuickBooks said: Invalid Reference Id: Something you’re trying to use has been made inactive.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Olga Office sent it again');
    expect(api.calls(onlinePushContract.retry)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no Retry for someone who may not retry, and says who can', async () => {
    api.on(quickbooksContract.orderPush, { push: refused, destination: toOnline });
    renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The office can send it again');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('names the invoice it became', async () => {
    api.on(quickbooksContract.orderPush, {
      push: {
        ...refused,
        status: 'pushed',
        document: 'invoice',
        error: null,
        refNumber: '1042',
        txnId: 'QBO-7',
      },
      destination: { system: 'online', document: 'invoice' },
    });
    renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry />);
    expect(await screen.findByText('Invoice 1042 in QuickBooks Online (Id QBO-7).')).toBeInTheDocument();
  });
});

describe('where an order goes, on its page', () => {
  it.each([
    [
      { system: 'desktop', document: 'sales order' } as const,
      'Goes to QuickBooks Desktop through the Web Connector, as a sales order.',
    ],
    [{ system: 'online', document: 'estimate' } as const, 'Goes to QuickBooks Online as an estimate.'],
  ])('says it for an order not sent yet: %o', async (destination, words) => {
    api.on(quickbooksContract.orderPush, { push: null, destination });
    renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry={false} />);
    expect(await screen.findByTestId('order-destination')).toHaveTextContent(words);
  });

  it('names the QuickBooks a pushed order is in, and says nothing for an order that does not go there', async () => {
    api.on(quickbooksContract.orderPush, {
      push: {
        ...refused,
        status: 'pushed',
        document: 'sales order',
        error: null,
        refNumber: '77',
        txnId: '1-2',
      },
      destination: { system: 'desktop', document: 'sales order' },
    });
    const { unmount } = renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry={false} />);
    expect(await screen.findByText('Sales order 77 in QuickBooks Desktop (TxnID 1-2).')).toBeInTheDocument();
    unmount();
    api.on(quickbooksContract.orderPush, { push: null, destination: null });
    renderWithApp(<OrderQuickbooksStatus orderId="o-2" canRetry={false} />);
    await waitFor(() => expect(api.calls(quickbooksContract.orderPush)).toHaveLength(2));
    expect(screen.queryByTestId('order-destination')).toBeNull();
  });
});
