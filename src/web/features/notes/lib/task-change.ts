import type { TaskInput } from '../../../../domain/notes/schemas';

/** A task change as the notes routes take it. */
export type TaskChange =
  ({ kind: 'set' } & TaskInput) | { kind: 'resolve' } | { kind: 'unresolve' } | { kind: 'remove' };

/** What the task looked like when the rep changed it: a different server version is a conflict. */
export interface TaskVersion {
  isTask: boolean;
  isResolved: boolean;
  taskDescription: string | null;
}

/** A task change written on this device, as /outbox shows it beside the server's version. */
export const taskChangeText = (change: TaskChange) =>
  change.kind === 'set'
    ? `Task: ${change.description}`
    : change.kind === 'resolve'
      ? 'Task resolved'
      : change.kind === 'unresolve'
        ? 'Task set as unresolved'
        : 'Task removed';

/** The server's version of a task, in words. */
export const versionText = (version: TaskVersion) =>
  !version.isTask
    ? 'Not a task'
    : `Task${version.isResolved ? ' (resolved)' : ''}: ${version.taskDescription ?? ''}`;
