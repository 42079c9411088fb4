// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { quickbooksContract } from '../../../../domain/quickbooks/contract';
import { mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OrderQuickbooksStatus } from './OrderQuickbooksStatus';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

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
    api.on(quickbooksContract.orderPush, { push: refused });
    api.on(quickbooksContract.retryOnlinePush, () => {
      api.on(quickbooksContract.orderPush, {
        push: { ...refused, status: 'waiting', error: null, retriedBy: 'Olga Office' },
      });
      return { orderId: 'o-1' };
    });
    const { user } = renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'QuickBooks said: Invalid Reference Id: Something you’re trying to use has been made inactive.',
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Olga Office sent it again');
    expect(api.calls(quickbooksContract.retryOnlinePush)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no Retry for someone who may not retry, and says who can', async () => {
    api.on(quickbooksContract.orderPush, { push: refused });
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
    });
    renderWithApp(<OrderQuickbooksStatus orderId="o-1" canRetry />);
    expect(await screen.findByText('Invoice 1042 in QuickBooks Online (Id QBO-7).')).toBeInTheDocument();
  });
});
