import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SignedInShop } from './SignedInShop';
import { Storefront } from './Storefront';

/** `/shop`: the buyer's storefront, and the way to the estimates to sign. */
export function ShopHome() {
  return (
    <SignedInShop>
      {(me) => (
        <Stack gap="md">
          <Stack gap={0}>
            <Title order={2}>Welcome, {me.shop.name}</Title>
            <Text c="gray.7">Signed in as {me.buyer.email}.</Text>
            <Anchor component={Link} to="/shop/estimates">
              Estimates to sign
            </Anchor>
          </Stack>
          <Storefront />
        </Stack>
      )}
    </SignedInShop>
  );
}
