import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

/** A typed ZIP code or "City, ST", for when the phone gives no position. */
export function PlaceField({
  label,
  initial = '',
  busy = false,
  error,
  onPlace,
}: {
  label: string;
  initial?: string;
  busy?: boolean;
  error?: string | null;
  onPlace(place: string): void;
}) {
  const [place, setPlace] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (place.trim()) onPlace(place.trim());
      }}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={label}
          placeholder="33602 or Tampa, FL"
          value={place}
          onChange={(e) => setPlace(e.currentTarget.value)}
          error={error}
          styles={{ input: { minHeight: 44 } }}
          style={{ flex: '1 1 12rem' }}
          autoComplete="postal-code"
        />
        <Button type="submit" mih={44} variant="light" loading={busy}>
          Use this place
        </Button>
      </Group>
    </form>
  );
}
