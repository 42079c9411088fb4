import { Stack, Text, Title } from '@mantine/core';
import { SignedInShop } from './SignedInShop';
import { Storefront } from './Storefront';

/** `/shop`: the buyer's storefront. */
export function ShopHome() {
  return (
    <SignedInShop>
      {(me) => (
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={2}>Welcome, {me.shop.name}</Title>
            <Text c="gray.7">Signed in as {me.buyer.email}.</Text>
          </Stack>
          <Storefront />
        </Stack>
      )}
    </SignedInShop>
  );
}
