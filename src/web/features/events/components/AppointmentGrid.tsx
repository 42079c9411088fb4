import { Button, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { format } from 'date-fns';
import { useState } from 'react';
import { eventDays, formatDay, formatTime, slotTimes } from '../../../../domain/events/slots';
import type { Appointment, EventRow } from '../api/events';
import { firstShownDay } from '../lib/grid';

export interface Slot {
  day: string;
  time: string;
}

/**
 * The 30-minute slots of the event's days for one rep. Wide screens show every day side by side;
 * phones show one day at a time with a day selector.
 */
export function AppointmentGrid({
  event,
  appointments,
  onBook,
  onOpen,
}: {
  event: EventRow;
  appointments: Appointment[];
  onBook: (slot: Slot) => void;
  onOpen: (appointment: Appointment) => void;
}) {
  const days = eventDays(event.starting, event.ending);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [chosenDay, setChosenDay] = useState(() => firstShownDay(days, format(new Date(), 'yyyy-MM-dd')));
  const shownDays = narrow ? days.filter((day) => day === chosenDay) : days;
  const bySlot = new Map(appointments.map((a) => [`${a.startDate} ${a.startTime}`, a]));

  return (
    <Stack gap="xs">
      {narrow && days.length > 1 && (
        <NativeSelect
          label="Day"
          value={chosenDay}
          onChange={(e) => setChosenDay(e.currentTarget.value)}
          data={days.map((day) => ({ value: day, label: formatDay(day) }))}
        />
      )}
      <Table.ScrollContainer minWidth={300}>
        <Table withColumnBorders withTableBorder aria-label="Appointment grid">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Time</Table.Th>
              {shownDays.map((day) => (
                <Table.Th key={day}>{formatDay(day)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slotTimes.map((time) => (
              <Table.Tr key={time}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {formatTime(time)}
                  </Text>
                </Table.Td>
                {shownDays.map((day) => {
                  const appointment = bySlot.get(`${day} ${time}`);
                  const when = `${formatDay(day)} ${formatTime(time)}`;
                  return (
                    <Table.Td key={day} p={4}>
                      {appointment ? (
                        <Button
                          fullWidth
                          size="xs"
                          variant="light"
                          aria-label={`${appointment.accountName}, ${when}`}
                          onClick={() => onOpen(appointment)}
                        >
                          {appointment.accountName}
                        </Button>
                      ) : (
                        <Button
                          fullWidth
                          size="xs"
                          variant="subtle"
                          color="gray"
                          aria-label={`Book ${when}`}
                          onClick={() => onBook({ day, time })}
                        >
                          +
                        </Button>
                      )}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
