import { Alert, Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { CutoverKind } from '../../../../domain/quickbooks/online/cutover';
import type { CutoverOrders, CutoverWaiting } from '../../../../domain/quickbooks/online/cutover-contract';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import { useAnswerOrders, useCutover, useCutoverCandidates, useDecideLink } from '../hooks/useCutover';
import { cutoverSummary } from '../lib/cutover';
import { destinationPlace } from '../lib/destination';

/**
 * The cutover from QuickBooks Desktop (decision 0241): where app orders go, with the question
 * whether they go to QuickBooks Online from now on (0258), how many Online records were matched to
 * their Desktop ones, and, for each the rules left, the Desktop record it is or "Keep as new".
 */
export function CutoverReview() {
  const [kind, setKind] = useState<CutoverKind>('customer');
  const review = useCutover(kind);
  return (
    <Card withBorder>
      <Stack>
        <Text fw={600} component="h2" size="lg">
          Cutover from QuickBooks Desktop
        </Text>
        <SegmentedControl
          fullWidth
          aria-label="Records to review"
          value={kind}
          onChange={(value) => setKind(value as CutoverKind)}
          data={[
            { value: 'customer', label: 'Customers' },
            { value: 'item', label: 'Items' },
          ]}
        />
        {review.isPending ? (
          <Loading label="Reading the cutover…" />
        ) : review.isError ? (
          <ErrorState error={review.error} title="The cutover could not be read" />
        ) : (
          <>
            <OrdersQuestion orders={review.data.orders} />
            <Text size="sm">{cutoverSummary(kind, review.data[kind])}</Text>
            {review.data.waiting.length === 0 ? (
              <EmptyState>
                {kind === 'customer' ? 'No customer waits for review.' : 'No item waits for review.'}
              </EmptyState>
            ) : (
              <Stack gap="md" role="list" aria-label="Waiting for review">
                {review.data.waiting.map((waiting) => (
                  <WaitingRecord key={waiting.onlineId} waiting={waiting} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

function WaitingRecord({ waiting }: { waiting: CutoverWaiting }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<string | null>(null);
  const candidates = useCutoverCandidates(waiting.kind, debounced);
  const decide = useDecideLink();
  const options = (candidates.data?.candidates ?? []).map((c) => ({
    value: c.listId,
    label: c.detail ? `${c.name} — ${c.detail}` : c.name,
  }));
  const answer = (listId: string | null) =>
    decide.mutate({ kind: waiting.kind, onlineId: waiting.onlineId, listId });
  return (
    <Stack gap="xs" role="listitem" aria-label={waiting.name}>
      <Text fw={600}>{waiting.name}</Text>
      <Select
        label={`The Desktop ${waiting.kind} it is`}
        placeholder="Type a name to search"
        searchable
        clearable
        data={options}
        searchValue={search}
        onSearchChange={setSearch}
        value={chosen}
        onChange={setChosen}
        nothingFoundMessage={
          candidates.isFetching ? 'Searching…' : 'No Desktop record not linked yet has that name'
        }
        comboboxProps={{ withinPortal: true }}
      />
      <Group wrap="wrap">
        <Button mih={44} disabled={!chosen} loading={decide.isPending} onClick={() => answer(chosen)}>
          Link to this record
        </Button>
        <Button mih={44} variant="light" loading={decide.isPending} onClick={() => answer(null)}>
          Keep as new
        </Button>
      </Group>
      {decide.isError && (
        <Alert color="red">
          {waiting.name} was not linked: {decide.error.message}
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Once the cutover linked records and orders still go to the Web Connector, the question, answered
 * in one request that also moves the orders; otherwise where they go, in one line.
 */
function OrdersQuestion({ orders }: { orders: CutoverOrders }) {
  const answer = useAnswerOrders();
  if (!orders.ask)
    return (
      <Text size="sm" data-testid="orders-destination">
        Each app order goes to {destinationPlace(orders.destination)}. Change it under “Where the mirror comes
        from”.
      </Text>
    );
  const send = (sendOrdersToOnline: boolean) => answer.mutate({ sendOrdersToOnline });
  return (
    <Alert color="blue" title="Send app orders to QuickBooks Online from now on?" role="group">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Your QuickBooks Online company is linked, but each app order still goes to{' '}
          {destinationPlace(orders.destination)}.
        </Text>
        <Group wrap="wrap">
          <Button mih={44} loading={answer.isPending} onClick={() => send(true)}>
            Yes, send them to QuickBooks Online
          </Button>
          <Button mih={44} variant="light" loading={answer.isPending} onClick={() => send(false)}>
            No, keep the Web Connector
          </Button>
        </Group>
        {answer.isError && <Text size="sm">Nothing was changed: {answer.error.message}</Text>}
      </Stack>
    </Alert>
  );
}
