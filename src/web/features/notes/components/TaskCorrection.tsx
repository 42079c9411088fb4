import { useState } from 'react';
import type { CorrectionProps } from '../../../offline/adapter';
import { TextCorrection } from '../../../offline/TextCorrection';
import { dueFieldsOf, TaskFields, taskFieldsAt } from './TaskFields';

/**
 * A refused task change, corrected on /outbox: a description with the task controls' own due date
 * and assignee inputs; sent over whatever the server has now (its base is dropped).
 */
export function TaskCorrection({ request, send, onCancel }: CorrectionProps<'task'>) {
  const change = request.change;
  const [values, setValues] = useState(() =>
    change.kind === 'set' ? taskFieldsAt(change.dueAt, change.dueAllDay, change.assigneeId ?? null) : null,
  );
  // The due date and assignee as written stay unless the rep changes them here.
  const [changed, setChanged] = useState(false);
  return (
    <TextCorrection
      label="Task description"
      initial={change.kind === 'set' ? change.description : ''}
      onSend={(description) =>
        send(
          change.kind === 'set'
            ? {
                ...request,
                change: { ...change, description, ...(changed && values && dueFieldsOf(values)) },
                base: null,
              }
            : request,
        )
      }
      onCancel={onCancel}
    >
      {values && (
        <TaskFields
          values={values}
          onChange={(next) => {
            setValues(next);
            setChanged(true);
          }}
        />
      )}
    </TextCorrection>
  );
}
