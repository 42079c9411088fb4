import { AppShell, Button, Container, Group, Image, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { shopSignOut } from '../api/shop';

/** The company as the signed-in buyer's shell shows it: its name, and its logo when an admin added one. */
export interface ShopCompany {
  name: string;
  logoUrl: string | null;
}

/** The buyer's pages, one tap each (at least 44 px, phone first). */
const shopPages = [
  { to: '/shop', label: 'Order' },
  { to: '/shop/estimates', label: 'Estimates' },
  { to: '/shop/account', label: 'Account' },
];

/**
 * The shop portal's own simple shell (issue 48): the company's logo (its name as the alt text) or
 * name and, once signed in, the buyer's pages and Sign out. Nothing of the staff shell (menu, live
 * events, outbox) is here or loaded with it. Before sign-in the company is unknown: the logo is the
 * buyer's only.
 */
export function ShopShell({ company, children }: { company: ShopCompany | null; children: ReactNode }) {
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
            {company?.logoUrl ? (
              <Image src={company.logoUrl} alt={company.name} h={40} w="auto" fit="contain" />
            ) : (
              (company?.name ?? 'Shop portal')
            )}
          </Title>
          {company !== null && (
            <Button variant="subtle" mih={44} onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="sm" px={0}>
          {company !== null && (
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
