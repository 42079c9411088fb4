// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersContract } from '../../../../domain/orders/contract';
import { rangeEndBeforeStartMessage } from '../../../../domain/orders/feed';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { anOrderCard, noSales, someOrderCards } from '../../../test/order-fixtures';
import { renderWithApp } from '../../../test/render';
import { OrderFeed } from './OrderFeed';

type User = ReturnType<typeof renderWithApp>['user'];

const renderFeed = () =>
  renderWithApp(
    <OrderFeed
      authors={[
        { id: 'u-ana', displayName: 'Ana Rep' },
        { id: 'u-ben', displayName: 'Ben Office' },
      ]}
      tagLabels={['Phone-Order', 'Rush']}
    />,
  );

const lastFeedRequest = () => api.calls(ordersContract.feed).at(-1);

async function choose(user: User, field: string, option: string) {
  // the filters panel draws its fields a moment after the Filter button opens it
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(ordersContract.summary, noSales);
});

describe('Orders feed: paging and states', () => {
  it('Load more adds the next page; the last page says there are no more orders', async () => {
    api.on(ordersContract.feed, (request) =>
      request.query.get('cursor') === 'page-2'
        ? { orders: [anOrderCard({ customerName: 'Last Cigar Lounge' })], nextCursor: null }
        : { orders: someOrderCards(50), nextCursor: 'page-2' },
    );
    const { user } = renderFeed();
    expect(await screen.findAllByTestId('order-row')).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Last Cigar Lounge')).toBeInTheDocument();
    expect(screen.getAllByTestId('order-row')).toHaveLength(51);
    expect(screen.getByRole('button', { name: 'No more orders' })).toBeDisabled();
    expect(lastFeedRequest()?.query.get('cursor')).toBe('page-2');
  });

  it('an empty period says no orders were found', async () => {
    api.on(ordersContract.feed, { orders: [], nextCursor: null });
    renderFeed();
    expect(await screen.findByText('No orders were found for this time-period')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('an error asks to try again later', async () => {
    api.on(ordersContract.feed, failure(500, 'Internal error'));
    renderFeed();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: please try again later');
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
  });

  it('a custom range that ends before it starts is refused before anything is asked', async () => {
    api.on(ordersContract.feed, { orders: someOrderCards(2), nextCursor: null });
    const { user } = renderFeed();
    await screen.findAllByTestId('order-row');

    await choose(user, 'Date range', 'Custom Range');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-11-20');
    await user.type(to, '2026-11-10');
    expect(await screen.findByText(rangeEndBeforeStartMessage)).toBeInTheDocument();
    expect(screen.queryByTestId('order-row')).not.toBeInTheDocument();
    // no request ever asked for a range that ends before it starts
    for (const { query } of api.calls(ordersContract.feed)) {
      const [start, end] = [query.get('from'), query.get('to')];
      if (start && end) expect(new Date(end) >= new Date(start)).toBe(true);
    }
  });
});

describe('Orders feed: filters panel', () => {
  it('applies the chosen filters to the feed request, and Clear Filters removes them', async () => {
    api.on(ordersContract.feed, { orders: someOrderCards(2), nextCursor: null });
    const { user } = renderFeed();
    await screen.findAllByTestId('order-row');

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await choose(user, 'Author', 'Ben Office');
    await choose(user, 'Order Status', 'Order Not in QBooks');
    await choose(user, 'Order Type', 'TAA2025');
    await choose(user, 'Order Tags', 'Rush');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    await vi.waitFor(() => expect(lastFeedRequest()?.query.get('authorId')).toBe('u-ben'));
    const applied = lastFeedRequest()?.query;
    expect(applied?.get('status')).toBe('Order Not in QBooks');
    expect(applied?.get('orderType')).toBe('TAA2025');
    expect(applied?.getAll('tags')).toEqual(['Rush']);
    expect(applied?.get('customerType')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await vi.waitFor(() => expect(lastFeedRequest()?.query.get('authorId')).toBeNull());
    const cleared = lastFeedRequest()?.query;
    expect(cleared?.get('status')).toBeNull();
    expect(cleared?.get('orderType')).toBeNull();
    expect(cleared?.getAll('tags')).toEqual([]);
  });
});
