import { Group, Select, TextInput } from '@mantine/core';
import { format } from 'date-fns';
import { allDayReminderHour } from '../../../../domain/tasks/due';
import type { Note } from '../api/notes';
import { useAssignees } from '../hooks/useNotes';

/** The due date (and optional time) and the assignee, as the inputs hold them. */
export interface TaskFieldValues {
  date: string;
  time: string;
  assigneeId: string | null;
}

export function taskFieldsOf(note: Note): TaskFieldValues {
  return taskFieldsAt(note.taskDueAt, note.taskDueAllDay, note.taskAssignee?.id ?? note.authorId);
}

/** The inputs for a due instant (of which only the day counts when `allDay`) and an assignee. */
export function taskFieldsAt(
  dueAt: string | null | undefined,
  allDay: boolean | undefined,
  assigneeId: string | null,
): TaskFieldValues {
  const due = dueAt ? new Date(dueAt) : null;
  return {
    date: due ? format(due, 'yyyy-MM-dd') : '',
    time: due && !allDay ? format(due, 'HH:mm') : '',
    assigneeId,
  };
}

/**
 * The API's due fields from the inputs, in this browser's zone: a day without a time is an
 * all-day task whose reminder goes out at 9:00 that day.
 */
export function dueFieldsOf(values: TaskFieldValues): {
  dueAt: string | null;
  dueAllDay: boolean;
  assigneeId?: string;
} {
  const assignee = values.assigneeId ? { assigneeId: values.assigneeId } : {};
  if (!values.date) return { dueAt: null, dueAllDay: false, ...assignee };
  const hour = String(allDayReminderHour).padStart(2, '0');
  const at = new Date(`${values.date}T${values.time || `${hour}:00`}`);
  return { dueAt: at.toISOString(), dueAllDay: !values.time, ...assignee };
}

export function TaskFields({
  values,
  onChange,
}: {
  values: TaskFieldValues;
  onChange: (values: TaskFieldValues) => void;
}) {
  const assignees = useAssignees();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label="Due date"
        value={values.date}
        onChange={(e) => onChange({ ...values, date: e.currentTarget.value })}
        style={{ flex: '1 1 150px' }}
      />
      <TextInput
        type="time"
        label="Due time"
        description={values.date && !values.time ? 'Optional' : undefined}
        value={values.time}
        disabled={!values.date}
        onChange={(e) => onChange({ ...values, time: e.currentTarget.value })}
        style={{ flex: '1 1 110px' }}
      />
      <Select
        label="Assigned to"
        searchable
        data={(assignees.data?.users ?? []).map((u) => ({ value: u.id, label: u.displayName }))}
        value={values.assigneeId}
        onChange={(value) => onChange({ ...values, assigneeId: value })}
        nothingFoundMessage="No such user"
        style={{ flex: '2 1 200px' }}
      />
    </Group>
  );
}
