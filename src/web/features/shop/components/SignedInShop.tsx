import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { fetchShopMe, shopMeKey, type ShopMe } from '../api/shop';
import { navigate } from '../lib/navigation';
import { ShopShell } from './ShopShell';
import { ShopError, ShopLoading } from './ShopUi';

/**
 * A page of the portal for a signed-in buyer, in the shop's shell. The server is the guard: without
 * a buyer's session (never signed in, signed out, revoked) it answers 401 and the page goes to the
 * shop's sign-in, asked again whenever the window regains focus.
 */
export function SignedInShop({ children }: { children(me: ShopMe): ReactNode }) {
  const me = useQuery({
    queryKey: shopMeKey,
    queryFn: fetchShopMe,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  const signedOut = me.error instanceof ApiError && me.error.status === 401;
  useEffect(() => {
    if (signedOut) navigate('/shop/sign-in', { replace: true });
  }, [signedOut]);
  if (signedOut) return null;
  return (
    <ShopShell company={me.data?.company ?? null}>
      {me.isPending ? <ShopLoading /> : me.error ? <ShopError error={me.error} /> : children(me.data)}
    </ShopShell>
  );
}
