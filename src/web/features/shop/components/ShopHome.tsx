import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { ErrorState, Loading } from '../../../ui/PageState';
import { fetchShopMe, shopMeKey } from '../api/shop';
import { ShopShell } from './ShopShell';
import { Storefront } from './Storefront';

/**
 * `/shop`: the buyer's storefront. The server is the guard: without a
 * buyer's session (never signed in, signed out, revoked) it answers 401 and the page goes to the
 * shop's sign-in, asked again whenever the window regains focus.
 */
export function ShopHome() {
  const me = useQuery({
    queryKey: shopMeKey,
    queryFn: fetchShopMe,
    retry: false,
    refetchOnWindowFocus: 'always',
  });
  if (me.error instanceof ApiError && me.error.status === 401) return <Navigate to="/shop/sign-in" replace />;
  return (
    <ShopShell company={me.data?.company ?? null}>
      {me.isPending ? (
        <Loading />
      ) : me.error ? (
        <ErrorState error={me.error} />
      ) : (
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={2}>Welcome, {me.data.shop.name}</Title>
            <Text c="gray.7">Signed in as {me.data.buyer.email}.</Text>
          </Stack>
          <Storefront />
        </Stack>
      )}
    </ShopShell>
  );
}
