// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminContract, type AdminUser, type SettingEntry } from '../../../../domain/admin/contract';
import { mirrorContract, type TokenSummary } from '../../../../domain/mirror/contract';
import type { CreateUserForm } from '../../../../domain/users/schemas';
import { failure, mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import {
  useAdminSettings,
  useAdminUsers,
  useCreateToken,
  useCreateUser,
  useIntegrationTokens,
  useSaveSetting,
} from './useAdmin';

const aUser = (id: string, name: string): AdminUser => ({
  id,
  role: 'rep',
  name,
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ')[1] ?? '',
  initials: 'AR',
  email: `${id}@humidor.test`,
  states: ['FL'],
  repCode: 'FL',
  active: true,
  canChangeOrderStatus: false,
  untaggable: false,
  reportUrl: null,
  nameAliases: [],
  lastLoginAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
});

const aSetting = (value: unknown): SettingEntry => ({
  key: 'visitCadence',
  value,
  defaultValue: 30,
  updatedAt: null,
  updatedBy: null,
});

const aToken = (id: string): TokenSummary => ({
  id,
  name: `Connector ${id}`,
  createdAt: '2026-11-01T12:00:00.000Z',
  createdBy: null,
  lastUsedAt: null,
  revokedAt: null,
});

describe('the users list', () => {
  it('answers the users and reads them again when any admin changes one (live)', async () => {
    let users = [aUser('u-ana', 'Ana Rep')];
    const api = mockApi().on(adminContract.listUsers, () => ({ users }));
    const view = renderHookWithApp(() => useAdminUsers());
    await waitFor(() => expect(view.result.current.data?.map((u) => u.name)).toEqual(['Ana Rep']));
    users = [...users, aUser('u-bo', 'Bo Office')];
    await act(() => view.live('users.changed'));
    await waitFor(() =>
      expect(view.result.current.data?.map((u) => u.name)).toEqual(['Ana Rep', 'Bo Office']),
    );
    expect(api.calls(adminContract.listUsers)).toHaveLength(2);
  });

  it('reads the list again once a user is created, and not when the server refuses the form', async () => {
    let refuse = true;
    const api = mockApi()
      .on(adminContract.listUsers, { users: [] })
      .on(adminContract.createUser, () =>
        refuse ? failure(400, '* Email is already used', 'VALIDATION') : { user: aUser('u-cy', 'Cy Rep') },
      );
    const view = renderHookWithApp(() => ({ list: useAdminUsers(), create: useCreateUser() }));
    await waitFor(() => expect(view.result.current.list.isSuccess).toBe(true));
    const form: CreateUserForm = {
      firstName: 'Cy',
      lastName: 'Rep',
      email: 'cy@humidor.test',
      role: 'rep',
      states: ['FL'],
      password: 'a-long-password-1',
      retype: 'a-long-password-1',
    };
    await act(() => view.result.current.create.mutateAsync(form).catch(() => undefined));
    await waitFor(() => expect(view.result.current.create.error?.message).toBe('* Email is already used'));
    expect(api.calls(adminContract.listUsers)).toHaveLength(1);
    refuse = false;
    await act(() => view.result.current.create.mutateAsync(form));
    await waitFor(() => expect(api.calls(adminContract.listUsers)).toHaveLength(2));
    expect(api.calls(adminContract.createUser)[1]?.body).toMatchObject({ email: 'cy@humidor.test' });
  });
});

describe('settings', () => {
  it('sends the value under its key and reads the settings again', async () => {
    let value: unknown = 30;
    const api = mockApi()
      .on(adminContract.listSettings, () => ({ settings: [aSetting(value)] }))
      .on(adminContract.saveSetting, (request) => {
        value = request.body;
        return { setting: aSetting(value) };
      });
    const view = renderHookWithApp(() => ({
      settings: useAdminSettings(),
      save: useSaveSetting('visitCadence'),
    }));
    await waitFor(() => expect(view.result.current.settings.data?.[0]?.value).toBe(30));
    await act(() => view.result.current.save.mutateAsync(45));
    await waitFor(() => expect(view.result.current.settings.data?.[0]?.value).toBe(45));
    expect(api.calls(adminContract.saveSetting)[0]?.path).toBe('/api/admin/settings/visitCadence');
  });
});

describe('integration tokens', () => {
  it('answers the secret of a new token and lists the token', async () => {
    const tokens = [aToken('t-1')];
    mockApi()
      .on(mirrorContract.listTokens, () => ({ tokens }))
      .on(mirrorContract.createToken, () => {
        tokens.push(aToken('t-2'));
        return { token: aToken('t-2'), secret: 'shown-once' };
      });
    const view = renderHookWithApp(() => ({ list: useIntegrationTokens(), create: useCreateToken() }));
    await waitFor(() => expect(view.result.current.list.data).toHaveLength(1));
    const created = await act(() => view.result.current.create.mutateAsync('Connector t-2'));
    expect(created.secret).toBe('shown-once');
    await waitFor(() => expect(view.result.current.list.data?.map((t) => t.id)).toEqual(['t-1', 't-2']));
  });
});
