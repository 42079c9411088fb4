// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitPlanningContract as contract } from '../../../../domain/visit-planning/contract';
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
