import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CorrectionProps } from '../../../offline/adapter';
import type { NearCandidate } from '../../../../domain/visits/near';

/**
 * A check-in the server refused (the customer is no longer in the rep's states, or was removed),
 * corrected on /outbox: the rep picks another customer this device keeps and sends it again, with
 * the same visit ID, so it still lands once. Discarding it is /outbox's own button.
 */
export function CheckInCorrection({
  request,
  send,
  onCancel,
  places,
}: CorrectionProps<'checkIn'> & { places: readonly NearCandidate[] }) {
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const others = places
    .filter((place) => place.customerId !== request.body.customerId)
    .map((place) => ({
      value: place.customerId,
      label: [place.name, place.city, place.state].filter(Boolean).join(', '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const sendTo = async (picked: string) => {
    setSending(true);
    try {
      await send({ ...request, body: { ...request.body, customerId: picked } });
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap="xs">
      {others.length === 0 ? (
        <Text size="sm">
          This device keeps no other customer to check in at. Discard this check-in, or check in from the
          right customer’s page.
        </Text>
      ) : (
        <Select
          label="Check in at another customer"
          placeholder="Pick a customer"
          searchable
          data={others}
          value={customerId}
          onChange={setCustomerId}
          nothingFoundMessage="No customer kept on this device has that name"
        />
      )}
      <Group>
        <Button
          mih={44}
          disabled={customerId === null}
          loading={sending}
          onClick={() => customerId && void sendTo(customerId)}
        >
          Check in there
        </Button>
        <Button mih={44} variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
