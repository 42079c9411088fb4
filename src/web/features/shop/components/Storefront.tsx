import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { newClientId } from '../../../../domain/idempotency/new-client-id';
import type { ShopCatalogueItem } from '../../../../domain/shop/contract';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import {
  fetchShopCatalogue,
  fetchShopOrders,
  fetchShopReorder,
  shopKeys,
  submitShopOrder,
} from '../api/orders';
import { navigate } from '../lib/navigation';
import { revokedSignInPath } from './ShopSignIn';
import { ShopCart } from './ShopCart';
import { ShopCatalogue } from './ShopCatalogue';
import { ShopOrders } from './ShopOrders';
import { ShopButton, ShopError, ShopLoading } from './ShopUi';
import classes from './shop.module.css';

/**
 * The order list follows the server: the shop's live stream says when one of its orders changed.
 * When staff revoke the buyer it says so (decision 0343): the page forgets the shop's data and goes
 * to the sign-in, which says why.
 */
function useShopLive() {
  const client = useQueryClient();
  useEffect(() => {
    const source = new EventSource('/api/shop/live');
    const refetch = () => void client.invalidateQueries({ queryKey: shopKeys.orders });
    source.addEventListener('order', refetch);
    source.addEventListener('refresh', refetch);
    source.addEventListener('revoked', () => {
      source.close();
      client.removeQueries({ queryKey: ['shop'] });
      navigate(revokedSignInPath, { replace: true });
    });
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
  // One function for the page's life: the catalogue's drawn items are memoized on it.
  const add = useCallback(
    ({ listId }: ShopCatalogueItem) =>
      setCart((lines) =>
        lines.some((l) => l.listId === listId)
          ? lines.map((l) => (l.listId === listId ? { ...l, qty: l.qty + 1 } : l))
          : [...lines, { listId, qty: 1 }],
      ),
    [],
  );
  if (catalogue.isPending) return <ShopLoading />;
  if (catalogue.error) return <ShopError error={catalogue.error} />;
  const last = reorder.data?.lastOrder;
  return (
    <div className={classes.stack}>
      <div className={classes.row}>
        <ShopButton
          variant="light"
          disabled={!last?.lines.length}
          onClick={() => last && setCart(last.lines)}
        >
          Reorder last order
        </ShopButton>
        <ShopButton
          variant="light"
          disabled={!reorder.data?.usual.length}
          onClick={() => setCart(reorder.data?.usual ?? [])}
        >
          My usual
        </ShopButton>
      </div>
      {cart.length ? (
        <ShopCart
          lines={cart}
          names={names}
          onQty={setQty}
          onSubmit={() => submit.mutate()}
          submitting={submit.isPending}
        />
      ) : (
        <p className={`${classes.text} ${classes.dimmed}`}>Your cart is empty.</p>
      )}
      {submit.error && <ShopError error={submit.error} />}
      {submit.isSuccess && (
        <p className={classes.success} role="status">
          Your order is with your rep for review.
        </p>
      )}
      {orders.data && <ShopOrders orders={orders.data.orders} />}
      <ShopCatalogue catalogue={catalogue.data} onAdd={add} />
    </div>
  );
}
