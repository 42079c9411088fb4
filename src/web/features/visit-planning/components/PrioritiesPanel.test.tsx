// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminContract } from '../../../../domain/admin/contract';
import { visitPlanningContract as contract } from '../../../../domain/visit-planning/contract';
import { planTravelDefault } from '../../../../domain/visit-planning/settings';
import { mockApi } from '../../../test/api';
import { aCandidate } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { PrioritiesPanel } from './PrioritiesPanel';

const candidate = aCandidate();

describe('PrioritiesPanel', () => {
  it('says why each customer is pressing, pins one in, and sends the working days typed', async () => {
    const api = mockApi()
      .on(contract.priorities, () => ({
        day: '2026-12-07',
        candidates: [candidate],
        travel: planTravelDefault,
      }))
      .on(contract.savePin, () => ({ customerId: 'C-1', pin: 'in' as const }))
      .on(contract.workingDays, () => ({ userId: 'u-1', workingDays: { home: null, days: {} } }))
      .on(contract.saveWorkingDays, () => ({ userId: 'u-1', workingDays: { home: null, days: {} } }));
    renderWithApp(<PrioritiesPanel />);
    expect(await screen.findByText(candidate.explanation)).toBeInTheDocument();
    expect(screen.getByText('Tampa · Grade B · 30 min')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pin Ybor Cigar Lounge in' }));
    expect(api.calls(contract.savePin).map((call) => call.body)).toEqual([{ pin: 'in' }]);

    await userEvent.type(await screen.findByRole('textbox', { name: /Home address/ }), 'Tampa, FL 33602');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save working days' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.calls(contract.saveWorkingDays).map((call) => call.body)).toEqual([
      {
        home: 'Tampa, FL 33602',
        days: { mon: { from: '08:00', to: '17:00', start: { kind: 'home' }, end: { kind: 'home' } } },
      },
    ]);
  });

  it('lets an admin set a rep’s working days', async () => {
    const rep = {
      id: 'rep-1',
      role: 'rep' as const,
      name: 'Frank Florida',
      firstName: 'Frank',
      lastName: 'Florida',
      initials: 'FF',
      email: 'rep.fl@humidor.test',
      states: ['FL'],
      repCode: 'FL',
      active: true,
      canChangeOrderStatus: false,
      untaggable: false,
      reportUrl: null,
      nameAliases: [],
      lastLoginAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const api = mockApi()
      .on(contract.priorities, () => ({ day: '2026-12-07', candidates: [], travel: planTravelDefault }))
      .on(adminContract.listUsers, () => ({ users: [rep] }))
      .on(contract.workingDays, ({ query }) => ({
        userId: query.get('userId') ?? 'admin-1',
        workingDays: { home: null, days: {} },
      }))
      .on(contract.saveWorkingDays, ({ query }) => ({
        userId: query.get('userId') ?? 'admin-1',
        workingDays: { home: null, days: {} },
      }));
    renderWithApp(<PrioritiesPanel canSetOthers />);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Whose working days' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frank Florida' }));
    expect(await screen.findByRole('heading', { name: 'Working days' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Save working days' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(api.calls(contract.saveWorkingDays).map((call) => call.query.get('userId'))).toEqual(['rep-1']);
  });
});
