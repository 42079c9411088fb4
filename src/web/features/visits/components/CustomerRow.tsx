import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { VisitStatus } from '../../../../domain/visits/cadence';

const statusBadges: Record<VisitStatus, { label: string; color: string }> = {
  overdue: { label: 'Overdue', color: 'red' },
  due: { label: 'Due', color: 'orange' },
  fine: { label: 'Visited', color: 'teal' },
};

/** One customer of Near me, Due or the route: its name to its page, where it is, its facts, what to do. */
export function CustomerRow({
  customer: { customerId, name, city, state, status },
  lead,
  facts,
  flag,
  children,
}: {
  customer: {
    customerId: string;
    name: string;
    city: string | null;
    state: string | null;
    status: VisitStatus;
  };
  /** What the row is sorted by, shown first: "2.3 mi", "12 days over". */
  lead?: ReactNode;
  facts?: ReactNode;
  /** A warning by the status, in words (the page's "License expired"). */
  flag?: ReactNode;
  /** The row's buttons. */
  children?: ReactNode;
}) {
  const badge = statusBadges[status];
  return (
    <Card withBorder padding="sm" component="li" data-testid="visit-row">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor
              component={Link}
              to={`/customerpage/${encodeURIComponent(customerId)}`}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {placeText(city, state) || 'No city on file'}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            {lead && (
              <Text fw={700} size="sm">
                {lead}
              </Text>
            )}
            <Badge color={badge.color} variant="light">
              {badge.label}
            </Badge>
            {flag}
          </Stack>
        </Group>
        {facts && (
          <Text size="sm" c="gray.7">
            {facts}
          </Text>
        )}
        {children && (
          <Group gap="xs" wrap="wrap">
            {children}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

const placeText = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(', ');

/** The rows of Near me or Due, in their order, as one list for screen readers. */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
