// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  visitPlanningContract as contract,
  type Candidate,
} from '../../../../domain/visit-planning/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { PrioritiesPanel } from './PrioritiesPanel';

const candidate: Candidate = {
  customerId: 'C-1',
  name: 'Ybor Cigar Lounge',
  city: 'Tampa',
  state: 'FL',
  grade: 'B',
  latitude: 27.96,
  longitude: -82.44,
  cadenceDays: 30,
  daysSinceVisit: 53,
  priority: 82,
  explanation:
    'overdue by 23 days on a 30-day cadence; at risk: no invoice for 71 days against a usual 28; 2 open tasks',
  parts: [],
  hours: { source: 'default', customerType: 'Lounge', hours: null },
  visitMinutes: 30,
  pin: null,
};

describe('PrioritiesPanel', () => {
  it('says why each customer is pressing, pins one in, and sends the working days typed', async () => {
    const api = mockApi()
      .on(contract.priorities, () => ({ day: '2026-12-07', candidates: [candidate] }))
      .on(contract.savePin, () => ({ customerId: 'C-1', pin: 'in' }))
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
});
