import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * Above the offline Notes Feed: where its notes come from, and when the device's copy of the last
 * 90 days has not arrived yet (signal lost minutes after signing in), that it has not (decision 0100).
 */
export function KeptFeedNotice({ copyMade }: { copyMade: boolean }) {
  if (copyMade)
    return (
      <Text size="sm" c="dimmed">
        Humidor cannot be reached: the notes kept on this device (those of the last 90 days, and pages read
        before).
      </Text>
    );
  return (
    <Stack gap="xs" align="flex-start" data-testid="not-on-device">
      <Text size="sm" c="dimmed">
        Humidor cannot be reached, and the notes of the last 90 days are not on this device yet: only the feed
        pages read before are.
      </Text>
      <Button component={Link} to="/outbox" variant="light" mih={44}>
        What this device keeps
      </Button>
    </Stack>
  );
}
