// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usersContract } from '../../domain/users/contract';
import { visitPlanningContract } from '../../domain/visit-planning/contract';
import { mockApi } from '../test/api';
import { renderWithApp } from '../test/render';
import SettingsPage from './settings';

describe('My settings (decision 0400)', () => {
  it('holds the user’s own working days beside email, and saves them', async () => {
    const kept = { userId: 'u-1', workingDays: { home: null, days: {} } };
    const api = mockApi()
      .on(usersContract.emailPreferences, {
        available: false,
        preferences: { level: 'none', dailyDigest: false },
      })
      .on(visitPlanningContract.workingDays, () => kept)
      .on(visitPlanningContract.saveWorkingDays, () => kept);
    renderWithApp(<SettingsPage />);
    expect(await screen.findByRole('heading', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByTestId('email-unavailable')).toHaveTextContent('This Humidor does not send email.');
    expect(await screen.findByRole('heading', { name: 'My working days' })).toBeInTheDocument();
    // Only one's own days here: choosing a rep's is the admin's, under Visits.
    expect(screen.queryByRole('textbox', { name: 'Whose working days' })).toBeNull();

    // The day ticked here is what is saved.
    await userEvent.type(screen.getByRole('textbox', { name: /Home address/ }), 'Ybor City, FL');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save working days' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const [saved] = api.calls(visitPlanningContract.saveWorkingDays);
    expect(saved?.body).toMatchObject({
      home: 'Ybor City, FL',
      days: { sat: { from: '08:00', to: '17:00' } },
    });
    expect(Object.keys((saved?.body as { days: object }).days)).toEqual(['sat']);
  });
});
