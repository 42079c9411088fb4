import { sameHoursEveryDay } from './hours.js';
import { planTravelDefault } from './settings.js';
import { weekPlanRequestSchema, type WeekPlanInputs, type WeekPlanRequestInput } from './week-plan.js';

/**
 * A week for the tests of `week-plan.ts`: a rep at home in Tampa working Monday to Wednesday, a few
 * candidates (a lounge open 16:00–22:00, one without a place, one pinned out, one of no priority, one
 * pinned in) and an appointment on Tuesday at 14:00.
 */
// 2026-12-07 is a Monday.
export const home = {
  address: '1 Home St, Tampa, FL 33602',
  place: { label: 'Tampa', latitude: 27.95, longitude: -82.46 },
};
export const workday = {
  from: '08:00',
  to: '18:00',
  start: { kind: 'home' as const },
  end: { kind: 'home' as const },
};
export const candidate = (id: string, lat: number, lng: number, priority: number, extra: object = {}) => ({
  customerId: id,
  name: `Shop ${id}`,
  latitude: lat,
  longitude: lng,
  priority,
  explanation: `words of ${id}`,
  hours: { hours: null, source: 'default' as const, customerType: null },
  visitMinutes: 30,
  pin: null,
  ...extra,
});
export const inputs = (extra: Partial<WeekPlanInputs> = {}): WeekPlanInputs => ({
  today: '2026-12-07',
  candidates: [
    candidate('c1', 27.96, -82.45, 50),
    candidate('lounge', 27.97, -82.44, 40, {
      hours: { hours: sameHoursEveryDay('16:00', '22:00'), source: 'own', customerType: 'Lounge' },
    }),
    candidate('nowhere', 0, 0, 30, { latitude: null, longitude: null }),
    candidate('out', 27.95, -82.47, 90, { pin: 'out' }),
    candidate('none', 27.95, -82.47, 0),
    candidate('pinned', 27.94, -82.47, 0, { pin: 'in' }),
  ],
  workingDays: {
    home,
    days: { mon: workday, tue: workday, wed: { ...workday, start: { kind: 'yesterday' } } },
  },
  appointments: [{ id: 'a1', date: '2026-12-08', at: '14:00', accountName: 'shop C1' }],
  travel: planTravelDefault,
  ...extra,
});
export const request = (input: WeekPlanRequestInput) => weekPlanRequestSchema.parse(input);
