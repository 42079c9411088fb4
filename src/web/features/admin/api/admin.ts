import { adminContract } from '../../../../domain/admin/contract';
import { mirrorContract } from '../../../../domain/mirror/contract';
import type { CreateUserForm, EditUser, ResetPassword } from '../../../../domain/users/schemas';
import { call } from '../../../lib/api';

export type { AdminUser, SettingEntry } from '../../../../domain/admin/contract';
export type { TokenSummary as IntegrationToken } from '../../../../domain/mirror/contract';

export const adminUsersKey = ['admin', 'users'] as const;
export const adminSettingsKey = ['admin', 'settings'] as const;

export const fetchUsers = () => call(adminContract.listUsers);
export const createUser = (form: CreateUserForm) => call(adminContract.createUser, { body: form });
export const updateUser = (id: string, change: EditUser) =>
  call(adminContract.updateUser, { params: { id }, body: change });
export const resetPassword = (id: string, body: ResetPassword) =>
  call(adminContract.resetPassword, { params: { id }, body });

export const fetchSettings = () => call(adminContract.listSettings);
export const saveSetting = (key: string, value: unknown) =>
  call(adminContract.saveSetting, { params: { key }, body: value });

export const adminTokensKey = ['admin', 'tokens'] as const;
export const fetchTokens = () => call(mirrorContract.listTokens);
export const createToken = (name: string) => call(mirrorContract.createToken, { body: { name } });
export const revokeToken = (id: string) => call(mirrorContract.revokeToken, { params: { id } });
