import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { MapCustomersAnswer } from '../../../../domain/map/contract';
import type { MapCustomer } from '../../../../domain/map/customers';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** One rep's day (?rep=&date=): the visits in order, numbered like their customers on the map. */
export function RepDay({
  day,
  customers,
  onSelect,
}: {
  day: NonNullable<MapCustomersAnswer['day']>;
  customers: readonly MapCustomer[];
  onSelect: (customer: MapCustomer) => void;
}) {
  const byId = new Map(customers.map((c) => [c.id, c]));
  return (
    <Paper withBorder p="sm" radius="md" role="region" aria-label={`${day.userName}’s day`}>
      <Text fw={700}>
        {day.userName} on{' '}
        {new Date(`${day.date}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'full' })}:{' '}
        {day.visits.length === 0
          ? 'no visits'
          : `${day.visits.length} ${day.visits.length === 1 ? 'visit' : 'visits'}`}
      </Text>
      <Stack component="ol" gap={0} m={0} pl="lg">
        {day.visits.map((visit) => {
          const customer = byId.get(visit.customerId);
          return (
            <li key={`${visit.customerId}-${visit.startedAt}`}>
              <UnstyledButton
                mih={44}
                onClick={() => customer && onSelect(customer)}
                disabled={!customer}
                style={{ textAlign: 'left' }}
              >
                {time(visit.startedAt)}
                {visit.endedAt ? `–${time(visit.endedAt)}` : ''} {customer?.name ?? visit.customerId}
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
