import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * The portal's few pages without a router (decision 0354): the address bar is the state, the
 * history API moves it, and every subscriber re-renders on a move of ours or the browser's Back
 * and Forward (popstate). React Router's 30 KB would not fit the storefront's first download.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The path and query, so a move that only changes the query (`?revoked`) re-renders too. */
const snapshot = () => window.location.pathname + window.location.search;

/** The current address (path and query); re-renders the caller when it moves. */
export function useShopLocation(): { pathname: string; search: URLSearchParams } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const url = new URL(href, window.location.origin);
  return { pathname: url.pathname, search: url.searchParams };
}

/** Goes to `to` within the portal: a new history entry, or in place of this one with `replace`. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // A new page starts at its top, as a page load would.
  if (!replace) window.scrollTo(0, 0);
  for (const listener of [...listeners]) listener();
}

/**
 * A link within the portal: a real anchor (opens in a new tab, copies, reads as a link), moved in
 * place on a plain click.
 */
export function ShopLink({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
