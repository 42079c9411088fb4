import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { FloatingArea } from './pwa/FloatingStatus';
import { UpdatedNotice } from './pwa/UpdatedNotice';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { FirstScreenContext, useReadyMark } from '../lib/server-drawn';
import { cssVariablesResolver, theme } from './theme';

/**
 * Around the router, in the browser (main.tsx) and on the server (render.tsx) alike: one tree, so
 * the page the server drew is the page the browser takes over.
 */
export function Root({
  client,
  phone,
  children,
}: {
  client: QueryClient;
  /** The server's guess when it drew the page (null when the browser draws the first screen). */
  phone: boolean | null;
  children: ReactNode;
}) {
  useReadyMark();
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={client}>
          <FirstScreenContext value={phone}>
            {/* Dialogs and notifications are provided by the signed-in shell (app/shell/SignedIn.tsx). */}
            {children}
          </FirstScreenContext>
        </QueryClientProvider>
        <FloatingArea>
          <UpdatedNotice />
          <UpdatePrompt />
        </FloatingArea>
      </MantineProvider>
    </StrictMode>
  );
}
