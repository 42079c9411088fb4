import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { newClientId } from '../../../../domain/idempotency/new-client-id';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import { whenLoadedAndIdle } from '../../../lib/idle';
import { ErrorState, Loading } from '../../../ui/PageState';
import {
  fetchShopCatalogue,
  fetchShopOrders,
  fetchShopReorder,
  shopKeys,
  submitShopOrder,
} from '../api/orders';
import { revokedSignInPath } from './ShopSignIn';
import { ShopCatalogue } from './ShopCatalogue';
import { ShopOrders } from './ShopOrders';

// The cart's table and quantity inputs (Mantine's Table, NumberInput and what they bring, about 30 KB
// gzipped) are not in the storefront's first download (decision 0352): the cart shows once a line is
// in it, and its code is fetched once the page has loaded, so the first tap finds it there.
const loadCart = () => import('./ShopCart');
const ShopCart = lazy(async () => ({ default: (await loadCart()).ShopCart }));

/**
 * The order list follows the server: the shop's live stream says when one of its orders changed.
 * When staff revoke the buyer it says so (decision 0343): the page forgets the shop's data and goes
 * to the sign-in, which says why.
 */
function useShopLive() {
  const client = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const source = new EventSource('/api/shop/live');
    const refetch = () => void client.invalidateQueries({ queryKey: shopKeys.orders });
    source.addEventListener('order', refetch);
    source.addEventListener('refresh', refetch);
    source.addEventListener('revoked', () => {
      source.close();
      client.removeQueries({ queryKey: ['shop'] });
      void navigate(revokedSignInPath, { replace: true });
    });
    return () => source.close();
  }, [client, navigate]);
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
  useEffect(() => whenLoadedAndIdle(() => void loadCart()), []);
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
      {cart.length ? (
        <Suspense fallback={<Loading />}>
          <ShopCart
            lines={cart}
            names={names}
            onQty={setQty}
            onSubmit={() => submit.mutate()}
            submitting={submit.isPending}
          />
        </Suspense>
      ) : (
        <Text c="gray.7">Your cart is empty.</Text>
      )}
      {submit.error && <ErrorState error={submit.error} />}
      {submit.isSuccess && <Text c="green.8">Your order is with your rep for review.</Text>}
      {orders.data && <ShopOrders orders={orders.data.orders} />}
      <ShopCatalogue catalogue={catalogue.data} onAdd={(item) => add(item.listId)} />
    </Stack>
  );
}
