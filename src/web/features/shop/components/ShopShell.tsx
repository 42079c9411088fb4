import { useQueryClient } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { tobaccoShades } from '../../../ui/brand';
import { navigate, ShopLink, useShopLocation } from '../lib/navigation';
import { shopSignOut } from '../api/shop';
import { ShopButton } from './ShopUi';
import classes from './shop.module.css';

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

/** The theme's tobacco shades (ui/brand.ts), which Mantine's theme reads too. */
const brand = {
  '--shop-brand': tobaccoShades[8],
  '--shop-brand-dark': tobaccoShades[9],
  '--shop-tint': tobaccoShades[0],
  '--shop-tint-hover': tobaccoShades[1],
  '--shop-focus': tobaccoShades[6],
} as CSSProperties;

/**
 * The shop portal's own simple shell (issue 48): the company's logo (its name as the alt text) or
 * name and, once signed in, the buyer's pages and Sign out. Nothing of the staff shell (menu, live
 * events, outbox) is here or loaded with it. Before sign-in the company is unknown: the logo is the
 * buyer's only. Plain React and CSS (decision 0354).
 */
export function ShopShell({ company, children }: { company: ShopCompany | null; children: ReactNode }) {
  const client = useQueryClient();
  const { pathname } = useShopLocation();
  const signOut = async () => {
    await shopSignOut().catch(() => undefined);
    client.removeQueries({ queryKey: ['shop'] });
    navigate('/shop/sign-in', { replace: true });
  };
  return (
    <div className={classes.app} style={brand}>
      <header className={classes.header}>
        <h1 className={classes.company} data-testid="shop-company">
          {company?.logoUrl ? (
            <img className={classes.logo} src={company.logoUrl} alt={company.name} />
          ) : (
            (company?.name ?? 'Shop portal')
          )}
        </h1>
        {company !== null && (
          <ShopButton variant="subtle" onClick={() => void signOut()}>
            Sign out
          </ShopButton>
        )}
      </header>
      <main className={classes.main}>
        {company !== null && (
          <nav aria-label="Shop pages" className={classes.nav}>
            {shopPages.map((p) => (
              <ShopLink
                key={p.to}
                to={p.to}
                className={`${classes.button} ${pathname === p.to ? '' : classes.light}`}
                aria-current={pathname === p.to ? 'page' : undefined}
              >
                {p.label}
              </ShopLink>
            ))}
          </nav>
        )}
        {children}
      </main>
    </div>
  );
}
