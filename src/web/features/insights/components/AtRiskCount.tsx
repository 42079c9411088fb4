import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countOf } from '../../../../domain/text/plural';
import { touchLinkStyle } from '../../../ui/touch';
import { useAtRiskCount } from '../hooks/useInsights';

/**
 * The home page's line about the user's customers at risk, linking to the list. It says nothing
 * while loading or when the count cannot be read: the home page's own panels matter more.
 */
export function AtRiskCount() {
  const count = useAtRiskCount();
  if (!count.data) return null;
  const n = count.data.count;
  return (
    <Paper withBorder radius="md" px="md" py={4} data-testid="at-risk-count">
      <Group gap="xs" wrap="nowrap">
        <IconAlertTriangle
          size={20}
          aria-hidden
          color={n > 0 ? 'var(--mantine-color-orange-8)' : undefined}
        />
        <Anchor component={Link} to="/insights?view=at-risk" style={touchLinkStyle}>
          {n === 0 ? 'No customers at risk' : `${countOf(n, 'customer')} at risk`}
        </Anchor>
        <Text size="sm" c="gray.7" visibleFrom="xs">
          {n === 0 ? 'everyone reorders on time' : 'slipping away: see who and why'}
        </Text>
      </Group>
    </Paper>
  );
}
