import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { newClientId } from '../../../../domain/idempotency/new-client-id';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import { ErrorState, Loading } from '../../../ui/PageState';
import {
  fetchShopCatalogue,
  fetchShopOrders,
  fetchShopReorder,
  shopKeys,
  submitShopOrder,
} from '../api/orders';
import { ShopCart } from './ShopCart';
import { ShopCatalogue } from './ShopCatalogue';
import { ShopOrders } from './ShopOrders';

/** The order list follows the server: the shop's live stream says when one of its orders changed. */
function useShopLive() {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/shop/live');
    const refetch = () => void client.invalidateQueries({ queryKey: shopKeys.orders });
    source.addEventListener('order', refetch);
    source.addEventListener('refresh', refetch);
    return () => source.close();
  }, [client]);
}

/** `/shop`'s storefront: one-tap reorders, the catalogue, the server-priced cart and the orders. */
export function Storefront() {
  const client = useQueryClient();
  const catalogue = useQuery({ queryKey: shopKeys.catalogue, queryFn: fetchShopCatalogue });
  const reorder = useQuery({ queryKey: shopKeys.reorder, queryFn: fetchShopReorder });
  const orders = useQuery({ queryKey: shopKeys.orders, queryFn: fetchShopOrders });
  const [cart, setCart] = useState<ShopCartLine[]>([]);
  const [clientId, setClientId] = useState(newClientId);
  useShopLive();
  const names = useMemo(
    () => new Map(catalogue.data?.brands.flatMap((b) => b.items.map((i) => [i.listId, i.name] as const))),
    [catalogue.data],
  );
  const submit = useMutation({
    mutationFn: () => submitShopOrder(cart, clientId),
    onSuccess: async () => {
      setCart([]);
      setClientId(newClientId());
      await client.invalidateQueries({ queryKey: shopKeys.orders });
    },
  });
  const setQty = (listId: string, qty: number) =>
    setCart((lines) =>
      qty <= 0
        ? lines.filter((l) => l.listId !== listId)
        : lines.map((l) => (l.listId === listId ? { ...l, qty } : l)),
    );
  const add = (listId: string) =>
    setCart((lines) =>
      lines.some((l) => l.listId === listId)
        ? lines.map((l) => (l.listId === listId ? { ...l, qty: l.qty + 1 } : l))
        : [...lines, { listId, qty: 1 }],
    );
  if (catalogue.isPending) return <Loading />;
  if (catalogue.error) return <ErrorState error={catalogue.error} />;
  const last = reorder.data?.lastOrder;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Button variant="light" disabled={!last?.lines.length} onClick={() => last && setCart(last.lines)}>
          Reorder last order
        </Button>
        <Button
          variant="light"
          disabled={!reorder.data?.usual.length}
          onClick={() => setCart(reorder.data?.usual ?? [])}
        >
          My usual
        </Button>
      </Group>
      <ShopCart
        lines={cart}
        names={names}
        onQty={setQty}
        onSubmit={() => submit.mutate()}
        submitting={submit.isPending}
      />
      {submit.error && <ErrorState error={submit.error} />}
      {submit.isSuccess && <Text c="green.8">Your order is with your rep for review.</Text>}
      {orders.data && <ShopOrders orders={orders.data.orders} />}
      <ShopCatalogue catalogue={catalogue.data} onAdd={(item) => add(item.listId)} />
    </Stack>
  );
}
