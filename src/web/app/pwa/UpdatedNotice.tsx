import { Button, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { takeUpdatedNotice } from './code-load';
import { FloatingStatus } from './FloatingStatus';

// Taken once as the app starts (in the browser; the server draws the first screen without it).
let shown = typeof window !== 'undefined' && takeUpdatedNotice();
const listeners = new Set<() => void>();

function close(): void {
  shown = false;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * "Humidor was updated": shown once by the new version after the tab reloaded itself onto it
 * (RouteError, code-load.ts), so the reload that replaced the page the user asked for is explained.
 */
export function UpdatedNotice() {
  const visible = useSyncExternalStore(
    subscribe,
    () => shown,
    () => false,
  );
  if (!visible) return null;
  return (
    <FloatingStatus label="Humidor was updated">
      <Text size="sm">
        Humidor was updated while this tab was open. What you typed in open forms is kept.
      </Text>
      <Button variant="subtle" onClick={close}>
        OK
      </Button>
    </FloatingStatus>
  );
}
