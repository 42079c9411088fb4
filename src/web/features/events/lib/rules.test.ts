import { describe, expect, it } from 'vitest';
import { dateFormatMessage } from '../../../../domain/dates/calendar';
import { readAppointmentForm, readEventForm } from './forms';
import { chosenRep, firstShownDay } from './grid';

const slot = { day: '2026-12-03', time: '09:30' };
const filled = { accountName: 'Smoke House', repCode: 'AR', type: 'Visit' };

describe('readAppointmentForm', () => {
  it.each([
    ['no account name', { ...filled, accountName: '   ' }, slot, 'Please enter an account name'],
    ['no rep chosen', { ...filled, repCode: null }, slot, 'Please choose a rep code'],
    ['no type chosen', { ...filled, type: null }, slot, 'Please choose an appointment type'],
    ['a slot off the grid', filled, { ...slot, time: '09:15' }, 'Choose one of the grid times'],
    [
      'everything missing: the first field speaks',
      { accountName: '', repCode: null, type: null },
      slot,
      'Please enter an account name',
    ],
  ])('%s: says what to fix', (_, fields, where, problem) => {
    expect(readAppointmentForm(where, fields)).toEqual({ ok: false, problem });
  });

  it('books the slot tapped, with the account name trimmed', () => {
    expect(readAppointmentForm(slot, { ...filled, accountName: ' Smoke House ' })).toEqual({
      ok: true,
      input: {
        accountName: 'Smoke House',
        startDate: '2026-12-03',
        startTime: '09:30',
        repCode: 'AR',
        type: 'Visit',
      },
    });
  });
});

describe('readEventForm', () => {
  const event = { name: 'Big Smoke', starting: '2026-12-03', ending: '2026-12-05', active: true };

  it.each([
    ['no name', { ...event, name: ' ' }, 'Please enter the event name'],
    ['no start date', { ...event, starting: '' }, dateFormatMessage],
    ['an end before the start', { ...event, ending: '2026-12-02' }, 'The event cannot end before it starts'],
  ])('%s: says what to fix', (_, fields, problem) => {
    expect(readEventForm(fields)).toEqual({ ok: false, problem });
  });

  it.each([
    ['a one-day event', { ...event, ending: event.starting }],
    ['a deactivated event', { ...event, active: false }],
  ])('accepts %s as typed', (_, fields) => {
    expect(readEventForm(fields)).toEqual({ ok: true, input: fields });
  });
});

describe('firstShownDay, the day a phone opens the grid on', () => {
  const days = ['2026-12-03', '2026-12-04', '2026-12-05'];
  it.each([
    ['today, while the event runs', '2026-12-04', '2026-12-04'],
    ['the first day, before it starts', '2026-11-27', '2026-12-03'],
    ['the first day, after it ended', '2026-12-09', '2026-12-03'],
  ])('%s', (_, today, shown) => {
    expect(firstShownDay(days, today)).toBe(shown);
  });

  it('nothing for an event without days', () => {
    expect(firstShownDay([], '2026-12-04')).toBe('');
  });
});

describe('chosenRep, whose grid the event page shows', () => {
  const participants = [{ repCode: 'AR' }, { repCode: 'BO' }, { repCode: 'CK' }];
  it.each([
    ['the rep in the address', 'CK', 'AR', 'CK'],
    ['the user’s own without one in the address', null, 'BO', 'BO'],
    ['the user’s own when the address names no participant', 'ZZ', 'BO', 'BO'],
    ['the first participant for a user without a rep code', null, null, 'AR'],
    ['the first participant when the user is not one', null, 'ZZ', 'AR'],
  ])('%s', (_, requested, mine, shown) => {
    expect(chosenRep(participants, requested, mine)).toBe(shown);
  });

  it('nobody when the event has no participants', () => {
    expect(chosenRep([], 'AR', 'AR')).toBeNull();
  });
});
