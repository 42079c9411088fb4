import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences } from '../../../../domain/users/email';
import { useLiveInvalidation } from '../../../lib/live';
import { emailPreferencesKey, myTasksKey, tasksApi, tasksKey } from '../api/tasks';

/** My Tasks: refreshed whenever a note changes (a task given, done, moved) anywhere in scope. */
export function useMyTasks(assignedByMe: boolean) {
  useLiveInvalidation(['note.changed'], tasksKey);
  return useQuery({ queryKey: myTasksKey(assignedByMe), queryFn: () => tasksApi.mine(assignedByMe) });
}

/** Done in one tap; every tasks and notes query refreshes. */
export function useResolveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => tasksApi.resolve(id),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: tasksKey });
      await client.invalidateQueries({ queryKey: ['notes'] });
    },
  });
}

export function useEmailPreferences() {
  return useQuery({ queryKey: emailPreferencesKey, queryFn: tasksApi.emailPreferences });
}

export function useSaveEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => tasksApi.saveEmailPreferences(preferences),
    onSuccess: (answer) => client.setQueryData(emailPreferencesKey, answer),
  });
}
