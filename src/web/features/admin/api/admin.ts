import type { Role } from '../../../../domain/access/policy';
import type { CreateUserForm, EditUser, ResetPassword } from '../../../../domain/users/schemas';
import { api } from '../../../lib/api';

export interface AdminUser {
  id: string;
  role: Role;
  name: string;
  firstName: string;
  lastName: string;
  initials: string;
  email: string;
  states: string[];
  repCode: string | null;
  active: boolean;
  canChangeOrderStatus: boolean;
  untaggable: boolean;
  reportUrl: string | null;
  nameAliases: string[];
  lastLoginAt: string | null;
  createdAt: string;
}

export interface SettingEntry {
  key: string;
  value: unknown;
  defaultValue: unknown;
  updatedAt: string | null;
  updatedBy: string | null;
}

export const adminUsersKey = ['admin', 'users'] as const;
export const adminSettingsKey = ['admin', 'settings'] as const;

export const fetchUsers = () => api.get<{ users: AdminUser[] }>('/api/admin/users');
export const createUser = (form: CreateUserForm) => api.post<{ user: AdminUser }>('/api/admin/users', form);
export const updateUser = (id: string, change: EditUser) =>
  api.patch<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, change);
export const resetPassword = (id: string, body: ResetPassword) =>
  api.post<{ ok: true }>(`/api/admin/users/${encodeURIComponent(id)}/password`, body);

export const fetchSettings = () => api.get<{ settings: SettingEntry[] }>('/api/admin/settings');
export const saveSetting = (key: string, value: unknown) =>
  api.put<{ setting: SettingEntry }>(`/api/admin/settings/${encodeURIComponent(key)}`, value);

export interface IntegrationToken {
  id: string;
  name: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export const adminTokensKey = ['admin', 'tokens'] as const;
export const fetchTokens = () => api.get<{ tokens: IntegrationToken[] }>('/api/admin/tokens');
export const createToken = (name: string) =>
  api.post<{ token: IntegrationToken; secret: string }>('/api/admin/tokens', { name });
export const revokeToken = (id: string) =>
  api.delete<{ token: IntegrationToken }>(`/api/admin/tokens/${encodeURIComponent(id)}`);
