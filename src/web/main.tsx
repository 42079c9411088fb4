// The first screen's styles only: Mantine's base and the components of the sign-in page and the
// loading and error states, in the `mantine` cascade layer (so app.css and page styles win whatever
// order they load in). The rest of Mantine's styles come with the signed-in shell (app/shell/SignedIn.tsx).
// Order matters within the layer: the base first, then the building blocks (UnstyledButton before
// Button and ActionIcon), as in Mantine's own styles.css.
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
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import './app/app.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { sessionQuery } from './features/session/hooks/useSession';
import { ApiError } from './lib/api';
import { router } from './app/router';
import { cssVariablesResolver, theme } from './app/theme';
import { UpdatePrompt } from './app/pwa/UpdatePrompt';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// Who is signed in is asked at once, while the first page's code is still arriving.
void queryClient.prefetchQuery(sessionQuery);
// Offline, the pages this user visited before render from this device (src/web/offline/restore.ts).
void import('./offline/restore').then(({ restoreOfflineCache }) => restoreOfflineCache(queryClient));

// The service worker (installable app, offline shell) registers once the first screen has loaded and
// the main thread is idle: its precache download then never competes with the page's own.
// Any build (the e2e tests build under NODE_ENV=test, which makes env.PROD false), not the dev server.
if ('serviceWorker' in navigator && import.meta.env.MODE === 'production') {
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  const register = () =>
    whenIdle(
      () => void import('./app/pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()),
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {/* Dialogs and notifications are provided by the signed-in shell (app/shell/SignedIn.tsx). */}
        <RouterProvider router={router} />
      </QueryClientProvider>
      <UpdatePrompt />
    </MantineProvider>
  </StrictMode>,
);
