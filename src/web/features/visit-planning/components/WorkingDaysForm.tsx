import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { weekdayNames, weekdays, type Weekday } from '../../../../domain/visit-planning/hours';
import type { WorkingDays } from '../../../../domain/visit-planning/working-days';
import { ErrorState } from '../../../ui/PageState';
import { useSaveWorkingDays } from '../hooks/usePlanning';
import {
  checkWorkingDaysForm,
  workingDaysFormOf,
  type DayForm,
  type WorkingDaysForm,
} from '../lib/working-days-form';

const startOptions = [
  { value: 'home', label: 'Home' },
  { value: 'address', label: 'An address' },
  { value: 'yesterday', label: 'Where yesterday ended' },
];
const endOptions = startOptions.slice(0, 2);

function DayFields({
  day,
  value,
  errors,
  onChange,
}: {
  day: Weekday;
  value: DayForm;
  errors: Record<string, string>;
  onChange: (value: DayForm) => void;
}) {
  const set = <K extends keyof DayForm>(key: K, field: DayForm[K]) => onChange({ ...value, [key]: field });
  const name = weekdayNames[day];
  return (
    <Stack gap={6} data-testid={`working-day-${day}`}>
      <Checkbox
        label={name}
        checked={value.worked}
        onChange={(e) => set('worked', e.currentTarget.checked)}
      />
      {value.worked && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <TextInput
            label={`${name} from`}
            type="time"
            value={value.from}
            error={errors[`${day}.from`]}
            onChange={(e) => set('from', e.currentTarget.value)}
          />
          <TextInput
            label={`${name} to`}
            type="time"
            value={value.to}
            error={errors[`${day}.to`]}
            onChange={(e) => set('to', e.currentTarget.value)}
          />
          <Select
            label={`${name} starts at`}
            data={startOptions}
            value={value.start}
            allowDeselect={false}
            onChange={(kind) => kind && set('start', kind as DayForm['start'])}
          />
          <Select
            label={`${name} ends at`}
            data={endOptions}
            value={value.end}
            allowDeselect={false}
            error={errors[`${day}.end`]}
            onChange={(kind) => kind && set('end', kind as DayForm['end'])}
          />
          {value.start === 'address' && (
            <TextInput
              label={`${name}'s start address`}
              value={value.startAddress}
              error={errors[`${day}.start`]}
              onChange={(e) => set('startAddress', e.currentTarget.value)}
            />
          )}
          {value.end === 'address' && (
            <TextInput
              label={`${name}'s end address`}
              value={value.endAddress}
              error={errors[`${day}.end`]}
              onChange={(e) => set('endAddress', e.currentTarget.value)}
            />
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** The rep's working days: the hours and places each weekday worked, checked with the server's schema. */
export function WorkingDaysForm({ kept }: { kept: WorkingDays }) {
  const [form, setForm] = useState<WorkingDaysForm>(() => workingDaysFormOf(kept));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveWorkingDays();
  const submit = () => {
    const checked = checkWorkingDaysForm(form);
    setErrors(checked.errors);
    if (checked.input) save.mutate(checked.input);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="working-days-title">
      <Title order={2} size="h4" id="working-days-title">
        My working days
      </Title>
      <Text size="sm" c="gray.7">
        The plan keeps each day inside these hours, from its start to its end place.
      </Text>
      <TextInput
        label="Home address"
        description="With its ZIP code, such as 100 N Tampa St, Tampa, FL 33602"
        value={form.home}
        error={errors.home}
        onChange={(e) => {
          const home = e.currentTarget.value;
          setForm((f) => ({ ...f, home }));
        }}
      />
      {weekdays.map((day) => (
        <DayFields
          key={day}
          day={day}
          value={form.days[day]}
          errors={errors}
          onChange={(value) => setForm((f) => ({ ...f, days: { ...f.days, [day]: value } }))}
        />
      ))}
      {save.error && <ErrorState error={save.error} title="The working days were not saved" />}
      {save.isSuccess && !save.isPending && <Text size="sm">Saved.</Text>}
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save working days
        </Button>
      </Group>
    </Stack>
  );
}
