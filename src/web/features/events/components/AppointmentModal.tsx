import { Alert, Button, Group, Modal, Stack, Table } from '@mantine/core';
import { formatDay, formatTime, slotEnd } from '../../../../domain/events/slots';
import type { Appointment } from '../api/events';
import { useDeleteAppointment } from '../hooks/useEvents';

/** An existing appointment: Account, times, Rep Code, Submitted By; Close and Delete (author only, server-enforced). */
export function AppointmentModal({
  eventId,
  appointment,
  onClose,
}: {
  eventId: string;
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const remove = useDeleteAppointment(eventId);
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal opened={appointment !== null} onClose={close} title="Appointment" centered>
      {appointment && (
        <Stack>
          {remove.error && (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          )}
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Row label="Account" value={appointment.accountName} />
              <Row label="Date" value={formatDay(appointment.startDate)} />
              <Row
                label="Time"
                value={`${formatTime(appointment.startTime)} – ${formatTime(slotEnd(appointment.startTime))}`}
              />
              <Row label="Rep Code" value={appointment.participant} />
              <Row label="Type" value={appointment.type} />
              <Row label="Submitted By" value={appointment.authorName} />
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(appointment.id, { onSuccess: close })}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th w={130}>{label}</Table.Th>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}
