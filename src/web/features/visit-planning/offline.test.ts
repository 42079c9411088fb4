// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { visitPlanningContract as contract } from '../../../domain/visit-planning/contract';
import { planTravelDefault } from '../../../domain/visit-planning/settings';
import type { WorkingSetCopying } from '../../offline/adapter';
import { mockApi } from '../../test/api';
import { aCandidate } from '../../test/fixtures';
import { planOnDevice } from './lib/plan-on-device';
import { visitPlanningOffline } from './offline';

const tampa = { label: 'Tampa', latitude: 27.95, longitude: -82.46 };
// No hours: open whenever the rep works.
const lounge = aCandidate();
const workday = {
  from: '08:00',
  to: '18:00',
  start: { kind: 'home' as const },
  end: { kind: 'home' as const },
};

describe('Plan my week on the device', () => {
  it('plans from what the working set kept, the page never opened online', async () => {
    const api = mockApi()
      .on(contract.priorities, () => ({ day: '2026-12-07', candidates: [lounge], travel: planTravelDefault }))
      .on(contract.workingDays, () => ({
        userId: 'u-1',
        workingDays: { home: { address: 'Tampa, FL', place: tampa }, days: { tue: workday } },
      }));
    const client = new QueryClient();
    expect(await planOnDevice(client, { dates: ['2026-12-08'] }, null)).toEqual({
      ok: false,
      message: 'Open Plan my week once online: this device keeps no customers to plan from yet',
    });

    await visitPlanningOffline.keep!({ client } as unknown as WorkingSetCopying);
    expect(api.calls(contract.priorities)).toHaveLength(1);
    expect(api.calls(contract.workingDays).map((call) => call.query.get('userId'))).toEqual([null]);
    const planned = await planOnDevice(client, { dates: ['2026-12-08'] }, null);
    expect(planned.ok && planned.plan.days.map((day) => day.stops.map((stop) => stop.name))).toEqual([
      ['Ybor Cigar Lounge'],
    ]);
  });
});
