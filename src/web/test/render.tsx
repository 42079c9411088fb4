import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

/**
 * Renders a component the way the app does (main.tsx): the app's Mantine theme, a query client,
 * modals and notifications, inside a router at `route`. Mantine's test env turns transitions off
 * and keeps popovers shown although happy-dom lays nothing out. Queries do not retry, so an error answer
 * shows at once. Returns Testing Library's queries, a `user` for typing and clicking, and the
 * query client.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', ...options }: { route?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  // no pause between keystrokes: happy-dom has no frames to wait for
  const user = userEvent.setup({ delay: null });
  return { ...render(ui, { wrapper: Providers, ...options }), user, client };
}
