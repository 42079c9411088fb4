// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { onlineCutoverContract as contract } from '../../../../domain/quickbooks/online/cutover-contract';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { CutoverReview } from './CutoverReview';

const counts = (waiting: number) => ({ matched: 3, waiting, decided: 0 });
const waitingHall = {
  kind: 'customer' as const,
  onlineId: 'QBO-62',
  name: 'Hall of Humidors',
  linkedAt: '2026-11-28T01:00:00.000Z',
};

const toDesktop = { destination: { system: 'desktop', document: 'sales order' } as const, ask: false };
let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('the cutover review', () => {
  it('links a waiting customer to the Desktop record picked, or keeps one as new', async () => {
    api.on(contract.review, {
      customer: counts(1),
      item: counts(0),
      waiting: [waitingHall],
      orders: toDesktop,
    });
    api.on(contract.candidates, {
      candidates: [{ listId: '80000005-1600000001', name: 'Humidor Hall', detail: 'Tampa' }],
    });
    api.on(contract.decide, { listId: '80000005-1600000001' });
    const { user } = renderWithApp(<CutoverReview />);
    const row = await screen.findByRole('listitem', { name: 'Hall of Humidors' });
    expect(screen.getByText(/1 customer waits for you/)).toBeInTheDocument();
    const link = within(row).getByRole('button', { name: 'Link to this record' });
    expect(link).toBeDisabled();
    await user.click(within(row).getByRole('combobox', { name: 'The Desktop customer it is' }));
    await user.click(await screen.findByRole('option', { name: 'Humidor Hall — Tampa' }));
    await user.click(link);
    await waitFor(() => expect(api.calls(contract.decide)).toHaveLength(1));
    expect(api.calls(contract.decide)[0]?.body).toEqual({
      kind: 'customer',
      onlineId: 'QBO-62',
      listId: '80000005-1600000001',
    });
    await user.click(within(row).getByRole('button', { name: 'Keep as new' }));
    await waitFor(() => expect(api.calls(contract.decide)).toHaveLength(2));
    expect(api.calls(contract.decide)[1]?.body).toMatchObject({ listId: null });
  });

  it('says when nothing waits, and shows a refused read in words', async () => {
    api.on(contract.review, { customer: counts(0), item: counts(0), waiting: [], orders: toDesktop });
    const { unmount } = renderWithApp(<CutoverReview />);
    expect(await screen.findByText('No customer waits for review.')).toBeInTheDocument();
    unmount();
    api.on(contract.review, failure(500, 'The database did not answer.'));
    renderWithApp(<CutoverReview />);
    expect(await screen.findByText(/The database did not answer/)).toBeInTheDocument();
  });
});

describe('the cutover’s question: where app orders go', () => {
  it('asks once the cutover linked records, and Yes sends the answer that moves the orders', async () => {
    let orders: {
      destination: { system: 'desktop' | 'online'; document: 'sales order' | 'estimate' };
      ask: boolean;
    } = {
      ...toDesktop,
      ask: true,
    };
    api.on(contract.review, () => ({ customer: counts(0), item: counts(0), waiting: [], orders }));
    api.on(contract.answerOrders, () => {
      orders = { destination: { system: 'online', document: 'estimate' }, ask: false };
      return orders;
    });
    const { user } = renderWithApp(<CutoverReview />);
    const question = await screen.findByRole('group', {
      name: 'Send app orders to QuickBooks Online from now on?',
    });
    expect(question).toHaveTextContent('still goes to QuickBooks Desktop through the Web Connector');
    await user.click(within(question).getByRole('button', { name: 'Yes, send them to QuickBooks Online' }));
    await waitFor(() => expect(api.calls(contract.answerOrders)).toHaveLength(1));
    expect(api.calls(contract.answerOrders)[0]?.body).toEqual({ sendOrdersToOnline: true });
    expect(await screen.findByTestId('orders-destination')).toHaveTextContent(
      'Each app order goes to QuickBooks Online as an estimate.',
    );
    expect(screen.queryByRole('group', { name: /Send app orders/ })).toBeNull();
  });

  it('No keeps the Web Connector; a refused answer says nothing changed', async () => {
    api.on(contract.review, {
      customer: counts(0),
      item: counts(0),
      waiting: [],
      orders: { ...toDesktop, ask: true },
    });
    api.on(contract.answerOrders, failure(500, 'The database did not answer.'));
    const { user } = renderWithApp(<CutoverReview />);
    await user.click(await screen.findByRole('button', { name: 'No, keep the Web Connector' }));
    expect(await screen.findByText(/Nothing was changed: The database did not answer/)).toBeInTheDocument();
    expect(api.calls(contract.answerOrders)[0]?.body).toEqual({ sendOrdersToOnline: false });
  });
});
