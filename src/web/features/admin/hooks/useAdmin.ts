import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserForm, EditUser, ResetPassword } from '../../../../domain/users/schemas';
import { useLiveInvalidation } from '../../../lib/live';
import {
  adminSettingsKey,
  adminTokensKey,
  adminUsersKey,
  createToken,
  createUser,
  fetchTokens,
  fetchSettings,
  fetchUsers,
  resetPassword,
  revokeToken,
  saveSetting,
  updateUser,
} from '../api/admin';

/** Every user, refetched live whenever any admin changes one. */
export function useAdminUsers() {
  useLiveInvalidation(['users.changed'], adminUsersKey);
  return useQuery({ queryKey: adminUsersKey, queryFn: fetchUsers, select: (data) => data.users });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CreateUserForm) => createUser(form),
    onSuccess: () => client.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: EditUser) => updateUser(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

export function useResetPassword(id: string) {
  return useMutation({ mutationFn: (body: ResetPassword) => resetPassword(id, body) });
}

/** Every setting with its default, refetched live when any admin saves one. */
export function useAdminSettings() {
  useLiveInvalidation(['settings.changed'], adminSettingsKey);
  return useQuery({ queryKey: adminSettingsKey, queryFn: fetchSettings, select: (data) => data.settings });
}

export function useSaveSetting(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: unknown) => saveSetting(key, value),
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Saved. Everyone sees the change now.' });
      return client.invalidateQueries({ queryKey: adminSettingsKey });
    },
  });
}

/** The accounting connector's tokens (the secret is only in the create response). */
export function useIntegrationTokens() {
  return useQuery({ queryKey: adminTokensKey, queryFn: fetchTokens, select: (data) => data.tokens });
}

export function useCreateToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createToken(name),
    onSuccess: () => client.invalidateQueries({ queryKey: adminTokensKey }),
  });
}

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeToken(id),
    onSuccess: () => client.invalidateQueries({ queryKey: adminTokensKey }),
  });
}
