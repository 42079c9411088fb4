import { describe, expect, it } from 'vitest';
import { closesBeforeOpensMessage } from '../../../../domain/visit-planning/hours';
import { checkHoursForm, dayWords, hoursFormOf, hoursLineMessage, type HoursForm } from './hours-form';

const closed: HoursForm = { mon: '', tue: '', wed: '', thu: '', fri: '', sat: '', sun: '' };

describe('the hours form', () => {
  it('reads a line a day, a day left empty being closed', () => {
    expect(checkHoursForm({ ...closed, mon: '9:00-12:00, 13:00 – 18:00', sat: '10:00-14:00' })).toEqual({
      hours: {
        mon: [
          ['09:00', '12:00'],
          ['13:00', '18:00'],
        ],
        sat: [['10:00', '14:00']],
      },
      errors: {},
    });
  });

  it('says which day is wrong, in the server’s words', () => {
    expect(checkHoursForm({ ...closed, tue: '18:00-09:00' }).errors).toEqual({
      tue: closesBeforeOpensMessage,
    });
    expect(checkHoursForm({ ...closed, wed: 'all day' }).errors).toEqual({ wed: hoursLineMessage });
  });

  it('writes kept hours back into the form, and in words', () => {
    const hours = { fri: [['16:00', '22:00']] as [string, string][] };
    expect(hoursFormOf(hours)).toEqual({ ...closed, fri: '16:00-22:00' });
    expect(checkHoursForm(hoursFormOf(hours)).hours).toEqual(hours);
    expect(dayWords(hours.fri)).toBe('16:00–22:00');
    expect(dayWords(undefined)).toBe('Closed');
  });
});
