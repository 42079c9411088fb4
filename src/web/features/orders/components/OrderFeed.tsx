import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { rangeEndBeforeStartMessage } from '../../../../domain/orders/feed';
import { EmptyState, Loading, readFailed } from '../../../ui/PageState';
import { useWaitingWrites } from '../../../offline/waiting';
import { WaitingRow } from '../../../ui/WaitingRow';
import { FeedToolbar, LoadMoreButton, RangeSelect } from '../../../ui/FeedToolbar';
import { csvUrls, ordersKey } from '../api/orders';
import { useNarrow } from '../hooks/useNarrow';
import { useOrderFeed } from '../hooks/useOrders';
import {
  customRange,
  customRangeInvalid,
  feedRanges,
  useOrderFeedSettings,
} from '../hooks/useOrderFeedSettings';
import { OrderFeedFilters } from './OrderFeedFilters';
import { OrderRow } from './OrderRow';
import { SalesByItem, SalesSummary } from './SalesSummary';

/** The Orders Feed: filters, date range, sales summary, export and keyset paging. */
export function OrderFeed({
  authors,
  tagLabels,
}: {
  authors: { id: string; displayName: string }[];
  tagLabels: string[];
}) {
  const { settings, query, setRange, setCustom, setFilters } = useOrderFeedSettings();
  const invalid = settings.range === customRange && customRangeInvalid(settings.custom);
  const feed = useOrderFeed(query, !invalid);
  const orders = feed.data?.pages.flatMap((p) => p.orders) ?? [];
  const narrow = useNarrow();
  // This device's orders the server does not have yet, on top (decision 0103).
  const waiting = useWaitingWrites(
    'order',
    ({ body }) => !query.customerListId || body.customerListId === query.customerListId,
    { ids: orders.map((order) => order.id), updatedAt: feed.dataUpdatedAt, queryKey: [...ordersKey, 'feed'] },
  );

  return (
    <Stack>
      <FeedToolbar
        range={
          <Group align="flex-end" gap="xs">
            <RangeSelect ranges={feedRanges} value={settings.range} onChange={setRange} w={180} />
            {settings.range === customRange && (
              <>
                <TextInput
                  type="date"
                  label="From"
                  value={settings.custom.from}
                  onChange={(e) => setCustom({ ...settings.custom, from: e.currentTarget.value })}
                />
                <TextInput
                  type="date"
                  label="To"
                  value={settings.custom.to}
                  min={settings.custom.from || undefined}
                  onChange={(e) => setCustom({ ...settings.custom, to: e.currentTarget.value })}
                  error={invalid ? rangeEndBeforeStartMessage : undefined}
                />
              </>
            )}
          </Group>
        }
        csv={{ href: csvUrls.feed(query), fileName: 'order-feed-export.csv' }}
        filters={
          <OrderFeedFilters
            value={settings.filters}
            onApply={setFilters}
            authors={authors}
            tagLabels={tagLabels}
          />
        }
      />
      {!invalid && <SalesSummary filters={query} />}
      {!invalid && !narrow && <SalesByItem filters={query} />}
      {waiting.map((write) => (
        <WaitingRow key={write.id} write={write} title={write.label}>
          <Text size="sm" c="dimmed">
            {boxesOf(write.request.body)}
            {write.request.body.instructions ? ` · ${write.request.body.instructions}` : ''}
          </Text>
        </WaitingRow>
      ))}
      {invalid ? null : feed.isPending ? (
        <Loading />
      ) : readFailed(feed) ? (
        <Alert color="red" role="alert">
          Error: please try again later
        </Alert>
      ) : orders.length === 0 ? (
        <EmptyState>No orders were found for this time-period</EmptyState>
      ) : (
        <Stack gap="xs">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
          <LoadMoreButton feed={feed} noun="orders" />
        </Stack>
      )}
      {/* on a phone the orders come first; the item breakdown follows them */}
      {!invalid && narrow && <SalesByItem filters={query} />}
    </Stack>
  );
}

const boxesOf = (body: { products?: { qty: number }[] }) => {
  const boxes = (body.products ?? []).reduce((sum, product) => sum + product.qty, 0);
  return `${boxes} ${boxes === 1 ? 'box' : 'boxes'}`;
};
