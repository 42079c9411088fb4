import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { dismissUpdate, useUpdateState } from './updates';

/**
 * "New version — Reload": shown on every page, the sign-in page too, when a new version of the app
 * is installed and waiting. Nothing changes until the user clicks Reload, so an order being typed
 * is never lost to an update. Built from the components the first screen already loads.
 */
export function UpdatePrompt() {
  const { waiting, reload } = useUpdateState();
  const [reloading, setReloading] = useState(false);
  if (!waiting) return null;
  return (
    <Paper
      role="status"
      aria-label="New version"
      shadow="md"
      withBorder
      p="sm"
      style={{
        position: 'fixed',
        insetInline: 12,
        bottom: 12,
        zIndex: 1000,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">New version of Humidor available.</Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" onClick={dismissUpdate}>
            Later
          </Button>
          <Button
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void reload();
            }}
          >
            Reload
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
