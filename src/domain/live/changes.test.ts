import { describe, expect, it } from 'vitest';
import type { Principal } from '../access/policy.js';
import { customerStatesOf, isChangeVisibleTo, liveChangeSchema, type ChangeEvent } from './changes.js';

const user = (role: Principal['role'], states: string[] = []): Principal => ({
  id: `${role}-${states.join('')}`,
  role,
  email: `${role}@example.test`,
  displayName: role,
  states,
  repCode: null,
  canChangeOrderStatus: false,
  reportUrl: null,
});
const admin = user('admin');
const office = user('office');
const floridaRep = user('rep', ['FL']);
const georgiaRep = user('rep', ['GA']);
const unassignedRep = user('rep');

describe('who is told of a change', () => {
  const cases: [string, ChangeEvent, Principal, boolean][] = [
    [
      'a row seen through its ship state',
      { kind: 'order.changed', scopeStates: ['FL', 'GA'] },
      georgiaRep,
      true,
    ],
    [
      'a row in neither of the rep’s states',
      { kind: 'order.changed', scopeStates: ['FL', 'GA'] },
      user('rep', ['TX']),
      false,
    ],
    ['a row without a state, to a rep', { kind: 'customer.contacts', scopeStates: [] }, floridaRep, false],
    ['a row without a state, to the office', { kind: 'customer.contacts', scopeStates: [] }, office, true],
    ['a change that is nobody’s in particular', { kind: 'event.changed' }, unassignedRep, true],
    ['a notification for someone else', { kind: 'notifications.changed', userIds: ['x'] }, admin, false],
    ['a sign-in, to a rep', { kind: 'users.changed', requires: 'users.manage' }, floridaRep, false],
    ['a sign-in, to an admin', { kind: 'users.changed', requires: 'users.manage' }, admin, true],
  ];
  it.each(cases)('%s', (_name, event, viewer, told) => {
    expect(isChangeVisibleTo(viewer, event)).toBe(told);
  });
});

describe('the change a browser receives', () => {
  it('knows only the kinds the server sends', () => {
    expect(liveChangeSchema.safeParse({ kind: 'order.changed', id: 'o1' }).success).toBe(true);
    expect(liveChangeSchema.safeParse({ kind: 'order', id: 'o1' }).success).toBe(false);
  });
  it('lists a row’s states once, without blanks', () => {
    expect(customerStatesOf('FL', 'FL', null, '')).toEqual(['FL']);
  });
});
