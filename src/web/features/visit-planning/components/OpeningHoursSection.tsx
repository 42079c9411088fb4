import { Badge, Button, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { weekdayNames, weekdays } from '../../../../domain/visit-planning/hours';
import type { CustomerHours } from '../../../../domain/visit-planning/contract';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useCustomerHours, useSaveCustomerHours } from '../hooks/usePlanning';
import { checkHoursForm, dayWords, hoursFormOf, type HoursForm } from '../lib/hours-form';

/** Where the hours come from, said under the title. */
function sourceWords(hours: CustomerHours): string {
  if (hours.source === 'own') return 'Typed for this customer';
  const type = hours.customerType ? `customers of type ${hours.customerType}` : 'customers without a type';
  return hours.hours
    ? `The default for ${type}`
    : `No hours: open whenever the rep works (the default for ${type})`;
}

function HoursModal({
  listId,
  hours,
  onClose,
}: {
  listId: string;
  hours: CustomerHours;
  onClose: () => void;
}) {
  const [form, setForm] = useState<HoursForm>(() => hoursFormOf(hours.hours));
  const [errors, setErrors] = useState<ReturnType<typeof checkHoursForm>['errors']>({});
  const save = useSaveCustomerHours(listId);
  const submit = () => {
    const checked = checkHoursForm(form);
    setErrors(checked.errors);
    if (checked.hours) save.mutate(checked.hours, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title="Opening hours" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          One line a day, such as 09:00-12:00, 13:00-18:00. Leave a day empty when the shop is closed.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {weekdays.map((day) => (
            <TextInput
              key={day}
              label={weekdayNames[day]}
              placeholder="Closed"
              value={form[day]}
              error={errors[day]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setForm((f) => ({ ...f, [day]: value }));
              }}
            />
          ))}
        </SimpleGrid>
        {save.error && <ErrorState error={save.error} title="The hours were not saved" />}
        <Group justify="space-between">
          {hours.source === 'own' ? (
            <Button
              variant="subtle"
              onClick={() => save.mutate(null, { onSuccess: onClose })}
              loading={save.isPending}
            >
              Use the default hours
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              Save hours
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The customer page's opening hours: its own or its type's default, read offline, changed online. */
export function OpeningHoursSection({ listId }: { listId: string }) {
  const hours = useCustomerHours(listId);
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="hours-title" data-testid="opening-hours">
      <Group justify="space-between">
        <Group gap="xs">
          <Title order={2} size="h4" id="hours-title">
            Opening hours
          </Title>
          {hours.data?.source === 'default' && <Badge variant="light">Default</Badge>}
        </Group>
        <Button onClick={() => setEditing(true)} disabled={!hours.data}>
          Edit hours
        </Button>
      </Group>
      {hours.isPending ? (
        <Loading />
      ) : readFailed(hours) ? (
        <ErrorState error={hours.error} />
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {sourceWords(hours.data)}
          </Text>
          {hours.data.hours && (
            <Table withRowBorders={false} verticalSpacing={2} w="auto">
              <Table.Tbody>
                {weekdays.map((day) => (
                  <Table.Tr key={day}>
                    <Table.Th scope="row" fw={500} pl={0}>
                      {weekdayNames[day]}
                    </Table.Th>
                    <Table.Td>{dayWords(hours.data.hours?.[day])}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </>
      )}
      {editing && hours.data && (
        <HoursModal listId={listId} hours={hours.data} onClose={() => setEditing(false)} />
      )}
    </Stack>
  );
}
