import { Stack, Text, Title } from '@mantine/core';
import { ShopPage } from './ShopPage';
import { Storefront } from './Storefront';

/** `/shop`: the buyer's storefront. */
export function ShopHome() {
  return (
    <ShopPage>
      {(me) => (
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={2}>Welcome, {me.shop.name}</Title>
            <Text c="gray.7">Signed in as {me.buyer.email}.</Text>
          </Stack>
          <Storefront />
        </Stack>
      )}
    </ShopPage>
  );
}
