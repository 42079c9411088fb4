import { Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** Where the app's own messages about versions float, above the page's bottom edge, one above the other. */
export function FloatingArea({ children }: { children: ReactNode }) {
  return (
    <Stack
      gap="xs"
      style={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        zIndex: 1000,
        maxWidth: 480,
        marginInline: 'auto',
        // The empty area lets taps through to the page beneath.
        pointerEvents: 'none',
      }}
    >
      {children}
    </Stack>
  );
}

/** One message in the floating area: its words and its buttons on one line. */
export function FloatingStatus({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper role="status" aria-label={label} shadow="md" withBorder p="sm" style={{ pointerEvents: 'auto' }}>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        {children}
      </Group>
    </Paper>
  );
}
