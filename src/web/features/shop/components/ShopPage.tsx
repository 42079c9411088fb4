import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { ErrorState, Loading } from '../../../ui/PageState';
import { fetchShopMe, shopMeKey, type ShopMe } from '../api/shop';
import { ShopShell } from './ShopShell';

/**
 * A signed-in page of the shop portal in its shell. The server is the guard: without a buyer's
 * session (never signed in, signed out, revoked) it answers 401 and the page goes to the shop's
 * sign-in, asked again whenever the window regains focus.
 */
export function ShopPage({ children }: { children: (me: ShopMe) => ReactNode }) {
  const me = useQuery({
    queryKey: shopMeKey,
    queryFn: fetchShopMe,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to="/shop/sign-in" replace />;
  return (
    <ShopShell companyName={me.data?.company.name ?? null}>
      {me.isPending ? <Loading /> : me.error ? <ErrorState error={me.error} /> : children(me.data)}
    </ShopShell>
  );
}
