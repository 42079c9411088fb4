import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useWeekly } from '../hooks/useVisits';
import { addDays, dayOf, mondayOf, shortDate } from '../lib/days';

/** The day a rep's link opens on the map: today in this week, the week's Monday before it. */
const dayShown = (week: string, today: string) =>
  week === mondayOf(new Date(`${today}T12:00:00`)) ? today : week;

/** For admin and office: every rep's visits in a week, each rep opening their day on the map. */
export function OfficeWeek() {
  const today = dayOf(new Date());
  const [week, setWeek] = useState(() => mondayOf(new Date()));
  const weekly = useWeekly(week);
  const day = dayShown(week, today);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Button
          mih={44}
          variant="default"
          leftSection={<IconChevronLeft size={18} />}
          onClick={() => setWeek(addDays(week, -7))}
        >
          Week before
        </Button>
        <Text fw={600} data-testid="office-week">
          Week of {shortDate(week)}
        </Text>
        <Button
          mih={44}
          variant="default"
          rightSection={<IconChevronRight size={18} />}
          disabled={week >= mondayOf(new Date())}
          onClick={() => setWeek(addDays(week, 7))}
        >
          Week after
        </Button>
      </Group>
      {weekly.isPending ? (
        <Loading label="Counting the week's visits…" />
      ) : readFailed(weekly) ? (
        <ErrorState error={weekly.error} />
      ) : weekly.data.rows.length === 0 ? (
        <EmptyState>No reps to show.</EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped verticalSpacing="sm" aria-label="Visits per rep this week">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rep</Table.Th>
                <Table.Th ta="right">Visits</Table.Th>
                <Table.Th ta="right">Customers</Table.Th>
                <Table.Th ta="right">Due</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {weekly.data.rows.map((row) => (
                <Table.Tr key={row.userId} data-testid="office-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/map?${new URLSearchParams({ rep: row.userId, date: day }).toString()}`}
                      display="inline-block"
                      py={10}
                      title={`${row.name}'s day on the map`}
                    >
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{row.visits}</Table.Td>
                  <Table.Td ta="right">{row.customers}</Table.Td>
                  <Table.Td ta="right">{row.due}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
