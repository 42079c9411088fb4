import { AppShell, Button, Container, Group, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { shopSignOut } from '../api/shop';

/** The buyer's pages, one tap each (at least 44 px, phone first). */
const shopPages = [
  { to: '/shop', label: 'Order' },
  { to: '/shop/account', label: 'Account' },
];

/**
 * The shop portal's own simple shell (issue 48): the company's name and, once signed in, Sign out.
 * Nothing of the staff shell (menu, live events, outbox) is here or loaded with it.
 */
export function ShopShell({ companyName, children }: { companyName: string | null; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
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
          {companyName !== null && (
            <Group component="nav" aria-label="Shop pages" gap="xs" mb="md" grow>
              {shopPages.map((p) => (
                <Button
                  key={p.to}
                  component={Link}
                  to={p.to}
                  mih={44}
                  variant={pathname === p.to ? 'filled' : 'light'}
                  aria-current={pathname === p.to ? 'page' : undefined}
                >
                  {p.label}
                </Button>
              ))}
            </Group>
          )}
          {children}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
