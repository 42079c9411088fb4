import { useState } from 'react';
import { TaskFields, dueFieldsOf, taskFieldsAt } from '../features/notes/components/TaskFields';
import { OutboxList, type TaskDue, type TaskDueFields } from '../offline/OutboxList';
import { SyncPanel } from '../offline/SyncPanel';
import { PageHeader } from '../ui/PageHeader';

/** A refused task change's due date and assignee, in the task controls' own inputs. */
function TaskDueInputs({ change, onChange }: { change: TaskDue; onChange(due: TaskDue): void }) {
  const [values, setValues] = useState(() =>
    taskFieldsAt(change.dueAt, change.dueAllDay, change.assigneeId ?? null),
  );
  return (
    <TaskFields
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(dueFieldsOf(next));
      }}
    />
  );
}

const taskDueFields: TaskDueFields = (change, onChange) => (
  <TaskDueInputs change={change} onChange={onChange} />
);

/** /sync: what this device wrote and whether the server has it (issue 15, docs/decisions/0056, 0072). */
export default function SyncPage() {
  return (
    <>
      <PageHeader title="Sync" subtitle="Notes, orders, comments and task changes written on this device" />
      <SyncPanel />
      <OutboxList taskDueFields={taskDueFields} />
    </>
  );
}
