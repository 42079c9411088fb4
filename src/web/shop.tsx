// The shop portal's entry (shop.html, decisions 0352 and 0354): the server sends it for /shop and its
// pages. A buyer's phone loads React, TanStack Query and the portal's sign-in and storefront, drawn
// in plain React and CSS: no router, no component library, nothing of the staff app. The pages a
// buyer opens less often bring Mantine when opened (shop-mantine.tsx). bench/initial-js.ts holds the
// first download to issue 48's budget (100 KB of gzipped JavaScript).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ShopPortal } from './features/shop';
import { ApiError } from './lib/api';
import { useReadyMark } from './lib/server-drawn';
import { documentTitle } from './lib/document-title';
import { shopDownloads } from './printing/shop-downloads';

const ShopMantine = lazy(() => import('./shop-mantine'));

const client = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

const setTitle = (title: string) => {
  document.title = documentTitle(title);
};

function Shop() {
  useReadyMark();
  return <ShopPortal downloads={shopDownloads} Library={ShopMantine} onTitle={setTitle} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={client}>
      <Shop />
    </QueryClientProvider>
  </StrictMode>,
);
