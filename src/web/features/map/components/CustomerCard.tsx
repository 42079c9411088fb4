import { Badge, Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDocumentDate } from '../../../../domain/documents/format';
import type { MapCustomer } from '../../../../domain/map/customers';
import { statusStyle } from '../lib/status';

const never = (date: string | null) => (date ? formatDocumentDate(date) : 'Never');

/** What a tap on a customer shows: who, where, how they stand, and where to go next. */
export function CustomerCard({
  customer,
  canMovePin,
  moving,
  onMovePin,
  onClose,
  lapsedLicense,
}: {
  customer: MapCustomer;
  /** What a customer showing "License expired" carries (the page's badge). */
  lapsedLicense?: ReactNode;
  canMovePin: boolean;
  moving: boolean;
  onMovePin: (on: boolean) => void;
  onClose: () => void;
}) {
  const id = encodeURIComponent(customer.id);
  const status = statusStyle[customer.status];
  return (
    <Paper withBorder shadow="md" p="md" radius="md" role="region" aria-label={`Customer ${customer.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>{customer.name}</Text>
            <Text size="sm" c="dimmed">
              {[customer.city, customer.state].filter(Boolean).join(', ')}
            </Text>
          </div>
          <CloseButton size="lg" aria-label="Close the card" onClick={onClose} />
        </Group>
        <Group gap="xs">
          <Badge color={status.colour} style={{ color: status.text }}>
            {status.label}
          </Badge>
          <Badge variant="light" color="gray">
            {customer.grade ? `Grade ${customer.grade}` : 'No grade'}
          </Badge>
          {customer.licenseLapsed && lapsedLicense}
        </Group>
        <Text size="sm">
          Last visit: {never(customer.lastVisit)} · Last order: {never(customer.lastOrder)}
        </Text>
        {customer.source === 'zip' && (
          <Text size="xs" c="dimmed">
            Placed at the centre of its ZIP code.
          </Text>
        )}
        <Group gap="xs">
          <Button component={Link} to={`/customerpage/${id}`} size="sm">
            Customer page
          </Button>
          <Button component={Link} to={`/notecreate?customerListID=${id}`} size="sm" variant="light">
            New note
          </Button>
          <Button component={Link} to={`/ordercreate?customerListID=${id}`} size="sm" variant="light">
            New order
          </Button>
        </Group>
        {canMovePin && (
          <Button size="sm" variant={moving ? 'filled' : 'default'} onClick={() => onMovePin(!moving)}>
            {moving ? 'Done moving the pin' : 'Move the pin'}
          </Button>
        )}
        {moving && (
          <Text size="sm" role="status">
            Drag the pin to the shop’s door. It stays there until the address changes in QuickBooks.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
