import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { touchLinkStyle } from './touch';
import type { WaitingState, WaitingWrite } from '../offline/waiting';

const stateLabels: Record<WaitingState, { label: string; color: string }> = {
  waiting: { label: 'Waiting to send', color: 'orange.9' },
  sending: { label: 'Sending', color: 'blue.9' },
  sent: { label: 'Sent', color: 'green.9' },
  refused: { label: 'Refused', color: 'red.9' },
};

/** Where a waiting write stands, in words, with the way to /outbox where it is retried or corrected. */
export function WaitingMark({ write }: { write: Pick<WaitingWrite, 'state' | 'reason'> }) {
  const { label, color } = stateLabels[write.state];
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-testid="waiting-mark" data-state={write.state}>
      <Text size="sm" fw={600} c={color} style={{ overflowWrap: 'anywhere' }}>
        {write.state === 'refused' && write.reason ? `${label}: ${write.reason}` : label}
      </Text>
      <Anchor component={Link} to="/outbox" size="sm" style={touchLinkStyle}>
        {write.state === 'refused' ? 'Correct it in the Outbox' : 'See it in the Outbox'}
      </Anchor>
    </Group>
  );
}

/**
 * A write of this device in the list it was written in, until the server's row takes its place: what
 * the rep wrote (`title`, `children`) and where it stands (docs/decisions/0103).
 */
export function WaitingRow({
  write,
  title,
  children,
}: {
  write: Pick<WaitingWrite, 'state' | 'reason'>;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="sm"
      data-testid="waiting-row"
      data-state={write.state}
      style={{ borderStyle: 'dashed' }}
    >
      <Stack gap={4}>
        {title && (
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
        )}
        {children}
        <WaitingMark write={write} />
      </Stack>
    </Paper>
  );
}
