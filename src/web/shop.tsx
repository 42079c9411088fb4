// The shop portal's entry (shop.html, decision 0352): the server sends it for /shop and its pages. A
// buyer's phone loads React, TanStack Query, React Router's declarative router, Mantine's provider and
// the storefront: nothing of the staff app (its route tables, shell, session, offline cache, service
// worker). bench/initial-js.ts holds it to issue 48's budget (100 KB of gzipped JavaScript).
// Mantine's base and the storefront's components only, in the `mantine` layer, base first (as boot.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import './app/app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
// The pages' own files, not the feature's front door: with the door, the bundler puts every page it
// names (the signature pad, zod) in this entry's first download, which its budget cannot carry.
// eslint-disable-next-line humidor/feature-front-door
import { ShopHome } from './features/shop/components/ShopHome';
// eslint-disable-next-line humidor/feature-front-door
import { ShopSignIn } from './features/shop/components/ShopSignIn';
import { ApiError } from './lib/api';
import { useReadyMark } from './lib/server-drawn';
import { documentTitle } from './app/shell/documentTitle';
import { cssVariablesResolver, theme } from './app/theme';
import { Loading } from './ui/PageState';

// The pages a buyer opens less often come when opened: the signature pad, the password rule's zod,
// the account's PDFs.
const ShopEstimatesPage = lazy(async () => ({
  // eslint-disable-next-line humidor/feature-front-door
  default: (await import('./features/shop/components/ShopEstimatesPage')).ShopEstimatesPage,
}));
// The account page with its documents' PDFs (decision 0339), as the staff app's router opens it.
const ShopAccountPage = lazy(() => import('./routes/shop-account'));
const InvitationPage = lazy(async () => ({
  // eslint-disable-next-line humidor/feature-front-door
  default: (await import('./features/shop/components/InvitationPage')).InvitationPage,
}));

const client = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

/** A page of the portal under its title, as the staff app's routes are (app/shell/documentTitle.ts). */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}

const page = (title: string, element: ReactNode) => <Titled title={title}>{element}</Titled>;

function Shop() {
  useReadyMark();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/shop" element={page('Shop', <ShopHome />)} />
        <Route path="/shop/sign-in" element={page('Shop sign-in', <ShopSignIn />)} />
        <Route path="/shop/estimates" element={page('Estimates to sign', <ShopEstimatesPage />)} />
        <Route path="/shop/account" element={page('Your account', <ShopAccountPage />)} />
        <Route path="/shop/invitation" element={page('Shop invitation', <InvitationPage />)} />
        {/* Any other page of the portal: the storefront, which sends a stranger to the sign-in. */}
        <Route path="*" element={page('Shop', <ShopHome />)} />
      </Routes>
    </Suspense>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <Shop />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
