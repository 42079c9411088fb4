import { Checkbox, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EventRow } from '../api/events';
import { useSaveEvent } from '../hooks/useEvents';
import { readEventForm } from '../lib/forms';
import { CheckedForm } from './CheckedForm';

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
  const save = useSaveEvent();

  return (
    <CheckedForm
      read={() => readEventForm({ name, starting, ending, active })}
      send={(input) => save.mutate({ id: event?.id ?? null, input }, { onSuccess: onDone })}
      sending={save.isPending}
      failure={save.error}
      submitLabel="Save"
      onCancel={onDone}
    >
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
    </CheckedForm>
  );
}
