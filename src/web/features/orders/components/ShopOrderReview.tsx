import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../../domain/orders/presented';
import { shopQtyMax } from '../../../../domain/shop/orders';
import { ErrorState } from '../../../ui/PageState';
import { approveShopOrder, declineShopOrder } from '../api/review';
import { orderKey } from '../api/orders';

/**
 * A shop's order in review (issue 48): the rep changes quantities, writes to the buyer and
 * approves, or declines with a reason. Nothing goes to QuickBooks before one of the two.
 */
export function ShopOrderReview({ order }: { order: Order }) {
  const client = useQueryClient();
  const [lines, setLines] = useState(
    order.products.map((p) => ({ listId: p.productListId, name: p.name, qty: p.qty })),
  );
  const [message, setMessage] = useState('');
  const [reason, setReason] = useState('');
  const done = () => client.invalidateQueries({ queryKey: orderKey(order.id) });
  const approve = useMutation({
    mutationFn: () =>
      approveShopOrder(
        order.id,
        lines.filter((l) => l.qty > 0).map(({ listId, qty }) => ({ listId, qty })),
        message,
      ),
    onSuccess: done,
  });
  const decline = useMutation({ mutationFn: () => declineShopOrder(order.id, reason), onSuccess: done });
  return (
    <Paper withBorder p="md" mb="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Placed by the shop: review it
        </Title>
        <Alert color="yellow" p="xs">
          This order waits for you: it goes to QuickBooks only once approved.
        </Alert>
        {lines.map((line, index) => (
          <Group key={line.listId} justify="space-between" wrap="nowrap">
            <Text size="sm">{line.name}</Text>
            <NumberInput
              w={110}
              size="xs"
              aria-label={`Boxes of ${line.name}`}
              min={0}
              max={shopQtyMax}
              allowDecimal={false}
              value={line.qty}
              onChange={(value) =>
                setLines((all) =>
                  all.map((l, i) => (i === index ? { ...l, qty: typeof value === 'number' ? value : 0 } : l)),
                )
              }
            />
          </Group>
        ))}
        <Textarea
          label="Message to the buyer"
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          autosize
        />
        <Group>
          <Button onClick={() => approve.mutate()} loading={approve.isPending}>
            Approve
          </Button>
        </Group>
        {approve.error && <ErrorState error={approve.error} />}
        <Group align="flex-end">
          <TextInput
            label="Reason to decline"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button color="red" variant="light" onClick={() => decline.mutate()} loading={decline.isPending}>
            Decline
          </Button>
        </Group>
        {decline.error && <ErrorState error={decline.error} />}
      </Stack>
    </Paper>
  );
}
