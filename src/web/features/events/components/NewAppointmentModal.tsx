import { Modal, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { appointmentTypes } from '../../../../domain/constants/lists';
import { formatDay, formatTime, slotEnd } from '../../../../domain/events/slots';
import type { Participant } from '../api/events';
import { useCreateAppointment } from '../hooks/useEvents';
import { readAppointmentForm } from '../lib/forms';
import type { Slot } from './AppointmentGrid';
import { CheckedForm } from './CheckedForm';

/** New appointment: Account Name, the slot's start and end time, Rep Code and type. */
export function NewAppointmentModal({
  eventId,
  slot,
  participants,
  rep,
  onClose,
}: {
  eventId: string;
  slot: Slot | null;
  participants: Participant[];
  rep: string | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={slot !== null} onClose={onClose} title="New Appointment" centered>
      {slot && (
        <NewAppointmentForm
          key={`${slot.day} ${slot.time}`}
          eventId={eventId}
          slot={slot}
          participants={participants}
          rep={rep}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

function NewAppointmentForm({
  eventId,
  slot,
  participants,
  rep,
  onDone,
}: {
  eventId: string;
  slot: Slot;
  participants: Participant[];
  rep: string | null;
  onDone: () => void;
}) {
  const [accountName, setAccountName] = useState('');
  const [repCode, setRepCode] = useState<string | null>(rep);
  const [type, setType] = useState<string | null>('Event');
  const create = useCreateAppointment(eventId);

  return (
    <CheckedForm
      read={() => readAppointmentForm(slot, { accountName, repCode, type })}
      send={(input) => create.mutate(input, { onSuccess: onDone })}
      sending={create.isPending}
      failure={create.error}
      submitLabel="Submit"
      onCancel={onDone}
    >
      <TextInput
        label="Account Name"
        required
        maxLength={60}
        data-autofocus
        value={accountName}
        onChange={(e) => setAccountName(e.currentTarget.value)}
      />
      <Text size="sm">
        {formatDay(slot.day)} · Start {formatTime(slot.time)} · End {formatTime(slotEnd(slot.time))}
      </Text>
      <Select
        label="Rep Code"
        required
        allowDeselect={false}
        value={repCode}
        onChange={setRepCode}
        data={participants.map((p) => ({ value: p.repCode, label: `${p.repCode} · ${p.name}` }))}
      />
      <Select
        label="Type"
        required
        allowDeselect={false}
        value={type}
        onChange={setType}
        data={[...appointmentTypes]}
      />
    </CheckedForm>
  );
}
