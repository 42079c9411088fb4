import { Anchor, Button, Table, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatDay } from '../../../../domain/events/slots';
import type { EventRow } from '../api/events';
import { WideTable } from '../../../ui/ResponsiveTable';

/** Events with Event, Starting, Ending, Created by; a row opens the event's appointment grid. */
export function EventsTable({
  events,
  onEdit,
}: {
  events: EventRow[];
  /** Given to users who manage events: an Edit button per row. */
  onEdit?: (event: EventRow) => void;
}) {
  const navigate = useNavigate();
  return (
    <WideTable minWidth={onEdit ? 480 : 340}>
      <Table highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Starting</Table.Th>
            <Table.Th>Ending</Table.Th>
            <Table.Th>Created by</Table.Th>
            {onEdit && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const to = `/appointmentTable/${event.id}`;
            return (
              <Table.Tr key={event.id} style={{ cursor: 'pointer' }} onClick={() => void navigate(to)}>
                <Table.Td>
                  <Anchor component={Link} to={to} onClick={(e) => e.stopPropagation()}>
                    {event.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{formatDay(event.starting)}</Table.Td>
                <Table.Td>{formatDay(event.ending)}</Table.Td>
                <Table.Td>{event.authorName}</Table.Td>
                {onEdit && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={(e) => {
                        e.stopPropagation();
                        onEdit(event);
                      }}
                    >
                      Edit
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
