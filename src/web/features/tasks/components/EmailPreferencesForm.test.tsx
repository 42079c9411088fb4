// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { usersContract } from '../../../../domain/users/contract';
import { mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { EmailPreferencesForm } from './EmailPreferencesForm';

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('Email settings', () => {
  it('are hidden when the server does not send email', async () => {
    api.on(usersContract.emailPreferences, {
      available: false,
      preferences: { level: 'none', dailyDigest: false },
    });
    renderWithApp(<EmailPreferencesForm />);
    expect(await screen.findByTestId('email-unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('save the chosen level and the digest', async () => {
    api.on(usersContract.emailPreferences, {
      available: true,
      preferences: { level: 'none', dailyDigest: false },
    });
    api.on(usersContract.saveEmailPreferences, {
      available: true,
      preferences: { level: 'tasks', dailyDigest: true },
    });
    const { user } = renderWithApp(<EmailPreferencesForm />);
    await user.click(await screen.findByRole('radio', { name: 'Mentions and my tasks' }));
    await user.click(screen.getByRole('checkbox', { name: /morning email/ }));
    await user.click(screen.getByRole('button', { name: 'Save email settings' }));
    expect(api.calls(usersContract.saveEmailPreferences).at(-1)?.body).toEqual({
      level: 'tasks',
      dailyDigest: true,
    });
  });
});
