import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useShopLocation } from '../lib/navigation';
import type { ShopDownloads } from './ShopAccount';
import { ShopHome } from './ShopHome';
import { ShopShell } from './ShopShell';
import { ShopSignIn } from './ShopSignIn';
import { ShopLoading } from './ShopUi';
import { SignedInShop } from './SignedInShop';

// The pages a buyer opens less often come when opened, drawn with Mantine (the signature pad, the
// password rule's zod, the account's PDFs): the first download is the sign-in and the storefront.
const loadEstimates = () => import('./ShopEstimates');
const loadAccount = () => import('./ShopAccount');
const loadInvitation = () => import('./InvitationForm');
const ShopEstimates = lazy(async () => ({ default: (await loadEstimates()).ShopEstimates }));
const ShopAccount = lazy(async () => ({ default: (await loadAccount()).ShopAccount }));
const InvitationForm = lazy(async () => ({ default: (await loadInvitation()).InvitationForm }));

export interface ShopPortalProps {
  /** The account page's PDFs (printing/shop-downloads.ts): React PDF comes with the first one. */
  downloads: ShopDownloads;
  /**
   * Around the pages drawn with Mantine: its provider and theme (loaded lazily by shop.tsx), or
   * nothing where the staff app's provider is already there.
   */
  Library: ComponentType<{ children: ReactNode }>;
  /** Told the page's title when the portal moves to it (the staff app's router sets its own). */
  onTitle?: (title: string) => void;
}

/** Each page of the portal by its path; any other `/shop/…` is the storefront, which sends a stranger to the sign-in. */
const pages = {
  '/shop/sign-in': { title: 'Shop sign-in', load: null },
  '/shop/estimates': { title: 'Estimates to sign', load: loadEstimates },
  '/shop/account': { title: 'Your account', load: loadAccount },
  '/shop/invitation': { title: 'Shop invitation', load: loadInvitation },
  '/shop': { title: 'Shop', load: null },
} as const;
type PagePath = keyof typeof pages;
const pageAt = (pathname: string): PagePath => (pathname in pages ? (pathname as PagePath) : '/shop');

/**
 * The shop portal (issue 48, decision 0354): its pages by the address, without a router. The sign-in
 * and the storefront are plain React; the other pages bring Mantine when opened.
 */
export function ShopPortal({ downloads, Library, onTitle }: ShopPortalProps) {
  const path = pageAt(useShopLocation().pathname);
  const { title, load } = pages[path];
  useEffect(() => {
    onTitle?.(title);
  }, [title, onTitle]);
  // The page's code downloads beside the library's, not after it.
  void load?.();
  const later = (content: ReactNode) => (
    <Suspense fallback={<ShopLoading />}>
      <Library>{content}</Library>
    </Suspense>
  );
  switch (path) {
    case '/shop/sign-in':
      return <ShopSignIn />;
    case '/shop/estimates':
      return <SignedInShop>{() => later(<ShopEstimates />)}</SignedInShop>;
    case '/shop/account':
      return <SignedInShop>{() => later(<ShopAccount downloads={downloads} />)}</SignedInShop>;
    case '/shop/invitation':
      return <ShopShell company={null}>{later(<InvitationForm />)}</ShopShell>;
    default:
      return <ShopHome />;
  }
}
