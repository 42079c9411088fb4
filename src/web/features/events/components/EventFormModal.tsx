import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { EventRow } from '../api/events';
import { useSaveEvent } from '../hooks/useEvents';
import { readEventForm } from '../lib/forms';

/** Create an event (`event` null) or edit one, including deactivating it. */
export function EventFormModal({
  opened,
  event,
  onClose,
}: {
  opened: boolean;
  event: EventRow | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={event ? 'Edit Event' : 'New Event'} centered>
      {opened && <EventForm key={event?.id ?? 'new'} event={event} onDone={onClose} />}
    </Modal>
  );
}

function EventForm({ event, onDone }: { event: EventRow | null; onDone: () => void }) {
  const [name, setName] = useState(event?.name ?? '');
  const [starting, setStarting] = useState(event?.starting ?? '');
  const [ending, setEnding] = useState(event?.ending ?? '');
  const [active, setActive] = useState(event?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEvent();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = readEventForm({ name, starting, ending, active });
    if (!form.ok) {
      setProblem(form.problem);
      return;
    }
    setProblem(null);
    save.mutate({ id: event?.id ?? null, input: form.input }, { onSuccess: onDone });
  };

  const error = problem ?? (save.error ? save.error.message : null);
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Event"
          required
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <TextInput
          label="Starting"
          type="date"
          required
          value={starting}
          onChange={(e) => setStarting(e.currentTarget.value)}
        />
        <TextInput
          label="Ending"
          type="date"
          required
          value={ending}
          onChange={(e) => setEnding(e.currentTarget.value)}
        />
        <Checkbox label="Active" checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
