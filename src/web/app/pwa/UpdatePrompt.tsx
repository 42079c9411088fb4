import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { FloatingStatus } from './FloatingStatus';
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
    <FloatingStatus label="New version">
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
    </FloatingStatus>
  );
}
