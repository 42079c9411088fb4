import { describe, expect, it } from 'vitest';
import { appointmentInputSchema, eventInputSchema } from './schemas.js';
import { eventDays, formatDay, formatTime, isSlotTime, slotEnd, slotTimes } from './slots.js';

describe('slots', () => {
  it('runs every 30 minutes from 9:00 AM to 5:00 PM', () => {
    expect(slotTimes).toHaveLength(17);
    expect(slotTimes[0]).toBe('09:00');
    expect(slotTimes[1]).toBe('09:30');
    expect(slotTimes.at(-1)).toBe('17:00');
  });
  it.each([
    ['09:00', '09:30', '9:00 AM', true],
    ['11:30', '12:00', '11:30 AM', true],
    ['12:00', '12:30', '12:00 PM', true],
    ['17:00', '17:30', '5:00 PM', true],
    ['08:30', '09:00', '8:30 AM', false],
    ['17:30', '18:00', '5:30 PM', false],
    ['09:15', '09:45', '9:15 AM', false],
  ])('%s ends at %s, reads %s, is a slot: %s', (time, end, label, isSlot) => {
    expect(slotEnd(time)).toBe(end);
    expect(formatTime(time)).toBe(label);
    expect(isSlotTime(time)).toBe(isSlot);
  });
  it.each([
    ['2025-04-11', '2025-04-14', ['2025-04-11', '2025-04-12', '2025-04-13', '2025-04-14']],
    ['2025-04-11', '2025-04-11', ['2025-04-11']],
    ['2025-02-28', '2025-03-01', ['2025-02-28', '2025-03-01']],
    ['2025-04-14', '2025-04-11', []],
  ])('the days from %s to %s', (starting, ending, days) => {
    expect(eventDays(starting, ending)).toEqual(days);
  });
  it('shows days as MM/DD/YYYY', () => {
    expect(formatDay('2025-04-09')).toBe('04/09/2025');
  });
});

describe('appointment and event input', () => {
  const valid = {
    accountName: 'Smoke Shop',
    startDate: '2025-04-11',
    startTime: '09:30',
    repCode: 'FL',
    type: 'Visit',
  };
  it('accepts a valid appointment', () => {
    expect(appointmentInputSchema.parse({ ...valid, accountName: '  Smoke Shop ' }).accountName).toBe(
      'Smoke Shop',
    );
  });
  it.each([
    [{ accountName: '  ' }, 'Please enter an account name'],
    [{ accountName: 'x'.repeat(61) }, 'The account name can be at most 60 characters'],
    [{ startTime: '18:00' }, 'Choose one of the grid times'],
    [{ type: 'Lunch' }, 'Please choose an appointment type'],
    [{ repCode: '' }, 'Please choose a rep code'],
  ])('refuses %j with %s', (change, message) => {
    const result = appointmentInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('refuses an event ending before it starts, and defaults to active', () => {
    expect(
      eventInputSchema.safeParse({ name: 'Show', starting: '2025-04-14', ending: '2025-04-11' }).error
        ?.issues[0]?.message,
    ).toBe('The event cannot end before it starts');
    expect(
      eventInputSchema.parse({ name: 'Show', starting: '2025-04-11', ending: '2025-04-14' }).active,
    ).toBe(true);
  });
});
