import { AppShell, Button, Container, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { shopSignOut } from '../api/shop';

/**
 * The shop portal's own simple shell (issue 48): the company's name and, once signed in, Sign out.
 * Nothing of the staff shell (menu, live events, outbox) is here or loaded with it.
 */
export function ShopShell({ companyName, children }: { companyName: string | null; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const signOut = async () => {
    await shopSignOut().catch(() => undefined);
    client.removeQueries({ queryKey: ['shop'] });
    await navigate('/shop/sign-in', { replace: true });
  };
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={1} size="h4" data-testid="shop-company">
            {companyName ?? 'Shop portal'}
          </Title>
          {companyName !== null && (
            <Button variant="subtle" size="compact-sm" onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="sm" px={0}>
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
