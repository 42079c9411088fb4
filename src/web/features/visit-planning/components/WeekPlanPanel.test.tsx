// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitPlanningContract as contract } from '../../../../domain/visit-planning/contract';
import type { WeekPlan } from '../../../../domain/visit-planning/week-plan';
import { failure, mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { WeekPlanPanel } from './WeekPlanPanel';

describe('WeekPlanPanel’s days to pick', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('start from the rep’s own day, not UTC’s, while the server has not said which day it is', async () => {
    // 9:30 pm on Sunday in Tampa: UTC's date is already Monday.
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T02:30:00Z'));
    mockApi()
      .on(contract.priorities, () => failure(503, 'The server is busy'))
      .on(contract.workingDays, () => failure(503, 'The server is busy'));
    renderWithApp(<WeekPlanPanel />);
    const group = await screen.findByRole('group', { name: 'Days to plan' });
    const chips = group.querySelectorAll('label');
    expect(chips[0]?.textContent).toBe('Sunday 12-06');
    expect(chips[6]?.textContent).toBe('Saturday 12-12');
  });
});

describe('WeekPlanPanel’s locks', () => {
  afterEach(() => vi.useRealTimers());

  const place = { lat: 27.95, lng: -82.46 };
  const stopOf = (id: string, arrive: string) => ({
    id,
    customerId: id,
    name: `Shop ${id}`,
    arrive,
    starts: arrive,
    leave: arrive,
    explanation: 'overdue',
    appointment: false,
    ...place,
  });
  const planOf = (monday: string[], tuesday: string[]): WeekPlan => ({
    days: [
      ['2026-12-07', monday],
      ['2026-12-08', tuesday],
    ].map(([date, ids]) => ({
      date: date as string,
      start: place,
      end: place,
      from: '08:00',
      to: '18:00',
      stops: (ids as string[]).map((id, i) => stopOf(id, `${10 + i}:00`)),
    })),
    unplaced: [],
    driveMinutes: 90,
  });

  it('sends each lock with its place in its day of the plan shown, a stop just moved without one (decision 0358)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T13:00:00Z'));
    const answers = [
      planOf(['A', 'B', 'C'], ['D']),
      planOf(['A', 'B'], ['D', 'C']),
      planOf(['B'], ['A', 'D', 'C']),
    ];
    const api = mockApi()
      .on(contract.priorities, () => failure(503, 'The server is busy'))
      .on(contract.workingDays, () => failure(503, 'The server is busy'))
      .on(contract.plan, () => answers.shift()!);
    renderWithApp(<WeekPlanPanel />);
    await userEvent.click(await screen.findByText('Monday 12-07'));
    await userEvent.click(screen.getByText('Tuesday 12-08'));
    await userEvent.click(screen.getByRole('button', { name: 'Plan' }));
    await userEvent.selectOptions(await screen.findByLabelText('Move Shop C to'), '2026-12-08');
    // The plan shown is the second answer, C on Tuesday, second there.
    await vi.waitFor(() => expect(screen.getAllByTestId('plan-day')[1]!.textContent).toContain('Shop C'));
    await userEvent.selectOptions(await screen.findByLabelText('Move Shop A to'), '2026-12-08');
    await vi.waitFor(() => expect(api.calls(contract.plan)).toHaveLength(3));
    const locks = api.calls(contract.plan).map((call) => (call.body as { locks: unknown[] }).locks);
    expect(locks).toEqual([
      [],
      [{ stopId: 'C', date: '2026-12-08' }],
      [
        { stopId: 'C', date: '2026-12-08', order: 1 },
        { stopId: 'A', date: '2026-12-08' },
      ],
    ]);
  });
});
