import { describe, expect, it } from 'vitest';
import {
  noWorkingDays,
  noHoursMessage,
  homeMissingMessage,
} from '../../../../domain/visit-planning/working-days';
import { checkWorkingDaysForm, workingDaysFormOf } from './working-days-form';

describe('the working days form', () => {
  it('sends the days worked, with their places', () => {
    const form = workingDaysFormOf(noWorkingDays);
    form.home = '100 N Tampa St, Tampa, FL 33602';
    form.days.mon = { ...form.days.mon, worked: true, end: 'address', endAddress: 'Orlando, FL' };
    form.days.tue = { ...form.days.tue, worked: true, start: 'yesterday' };
    expect(checkWorkingDaysForm(form)).toEqual({
      input: {
        home: '100 N Tampa St, Tampa, FL 33602',
        days: {
          mon: {
            from: '08:00',
            to: '17:00',
            start: { kind: 'home' },
            end: { kind: 'address', address: 'Orlando, FL' },
          },
          tue: { from: '08:00', to: '17:00', start: { kind: 'yesterday' }, end: { kind: 'home' } },
        },
      },
      errors: {},
    });
  });

  it('names the field that is wrong, in the server’s words', () => {
    const form = workingDaysFormOf(noWorkingDays);
    form.days.wed = { ...form.days.wed, worked: true, to: '08:00' };
    expect(checkWorkingDaysForm(form).errors).toEqual({ 'wed.to': noHoursMessage, home: homeMissingMessage });
  });
});
