import { Alert, Button, Group, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopQtyMax } from '../../../../domain/shop/limits';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import { formatCents } from '../../../ui/figures/format';
import { ErrorState } from '../../../ui/PageState';
import { priceShopCart, shopKeys } from '../api/orders';

/**
 * The cart as the server prices it (issue 48): the quantities are the buyer's, every price, free
 * good and message is the server's, by the same rules as a rep's order.
 */
export function ShopCart({
  lines,
  names,
  onQty,
  onSubmit,
  submitting,
}: {
  lines: ShopCartLine[];
  names: Map<string, string>;
  onQty: (listId: string, qty: number) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const priced = useQuery({
    queryKey: shopKeys.cart(lines),
    queryFn: () => priceShopCart(lines),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const priceOf = new Map(priced.data?.lines.map((l) => [l.listId, l]));
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Cart
        </Title>
        <Table layout="fixed" verticalSpacing={4}>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.listId}>
                <Table.Td>{names.get(line.listId) ?? line.listId}</Table.Td>
                <Table.Td w={96}>
                  <NumberInput
                    aria-label={`Boxes of ${names.get(line.listId) ?? line.listId}`}
                    value={line.qty}
                    min={0}
                    max={shopQtyMax}
                    allowDecimal={false}
                    size="xs"
                    onChange={(value) => onQty(line.listId, typeof value === 'number' ? value : 0)}
                  />
                </Table.Td>
                <Table.Td w={96} ta="right">
                  {priceOf.has(line.listId) ? formatCents(priceOf.get(line.listId)?.amountCents ?? 0) : '…'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {priced.error && <ErrorState error={priced.error} />}
        {priced.data && (
          <>
            {priced.data.gifts.map((g) => (
              <Text key={g.item} size="sm">
                Free: {g.qty} × {g.description || g.item}
              </Text>
            ))}
            {priced.data.freeShipping && <Text size="sm">Free shipping</Text>}
            {priced.data.messages.map((m) => (
              <Alert key={m} color="yellow" p="xs">
                {m}
              </Alert>
            ))}
            <Group justify="space-between">
              <Text fw={600} data-testid="shop-cart-total">
                Total {formatCents(priced.data.totalCents)}
              </Text>
              <Button
                onClick={onSubmit}
                loading={submitting}
                disabled={!priced.data.canSubmit || priced.isFetching}
              >
                Send order
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
