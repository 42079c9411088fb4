import type { RouteResult } from '../../../../domain/contract/route';
import { notesContract } from '../../../../domain/notes/contract';
import { tasksContract } from '../../../../domain/tasks/contract';
import { usersContract } from '../../../../domain/users/contract';
import type { EmailPreferences } from '../../../../domain/users/email';
import { call } from '../../../lib/api';

export type Task = RouteResult<typeof tasksContract.mine>['tasks'][number];

export const tasksKey = ['tasks'] as const;
export const myTasksKey = (assignedByMe: boolean) => ['tasks', 'mine', assignedByMe] as const;
export const emailPreferencesKey = ['me', 'email-preferences'] as const;

export const tasksApi = {
  mine: (assignedByMe: boolean) =>
    call(tasksContract.mine, { query: { assignedByMe: assignedByMe ? '1' : undefined } }),
  resolve: (id: string) => call(notesContract.resolveTask, { params: { id } }),
  emailPreferences: () => call(usersContract.emailPreferences),
  saveEmailPreferences: (preferences: EmailPreferences) =>
    call(usersContract.saveEmailPreferences, { body: preferences }),
};
