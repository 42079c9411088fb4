import { describe, expect, it } from 'vitest';
import { abilitiesOf, can, canEditOrder, isStateVisible, stateScopeOf, type Principal } from './policy.js';

const base: Principal = {
  id: 'u1',
  role: 'office',
  email: 'o@x.test',
  displayName: 'O',
  states: [],
  repCode: null,
  canChangeOrderStatus: false,
  reportUrl: null,
};
const admin = { ...base, id: 'a', role: 'admin' as const };
const office = base;
const rep = { ...base, id: 'r', role: 'rep' as const, states: ['FL', 'GA'] };
const repWithoutStates = { ...rep, states: [] };

describe('can', () => {
  it.each([
    ['users.manage', admin, true],
    ['users.manage', office, false],
    ['users.manage', rep, false],
    ['events.manage', office, true],
    ['events.manage', rep, false],
    ['orders.changeStatus', office, false],
    ['orders.changeStatus', { ...rep, canChangeOrderStatus: true }, true],
    ['reports.view', rep, false],
    ['reports.view', { ...rep, reportUrl: 'https://reports.example/r' }, true],
    ['visits.viewTeam', admin, true],
    ['visits.viewTeam', office, true],
    ['visits.viewTeam', rep, false],
    ['map.movePins', admin, true],
    ['map.movePins', office, false],
    ['map.movePins', rep, true],
    ['offline.keepCopy', rep, true],
    ['offline.keepCopy', office, false],
    ['offline.keepCopy', admin, false],
    ['digest.yourWeek', rep, true],
    ['digest.yourWeek', office, false],
    ['digest.yourWeek', admin, false],
    ['docs.view', admin, true],
    ['docs.view', office, false],
    ['history.viewAll', admin, true],
    ['history.viewAll', office, false],
    ['history.viewAll', rep, false],
    ['compliance.manage', admin, true],
    ['compliance.manage', office, false],
    ['compliance.manage', rep, false],
  ] as const)('%s for %o is %s', (action, user, expected) => {
    expect(can(user, action)).toBe(expected);
  });

  it('lets only the author delete, whatever the role', () => {
    expect(can(rep, 'note.delete', { authorId: 'r' })).toBe(true);
    expect(can(admin, 'note.delete', { authorId: 'r' })).toBe(false);
    expect(can(rep, 'comment.delete', { authorId: null })).toBe(false);
    expect(can(rep, 'order.delete')).toBe(false);
  });

  it.each([
    ['note.attach', rep, 'r', true],
    ['note.attach', office, 'r', false],
    ['note.attach', admin, 'r', true],
    ['order.attach', office, 'r', false],
    ['order.attach', admin, 'r', true],
    ['order.edit', rep, 'r', true],
    ['order.edit', office, 'r', false],
    ['order.edit', admin, 'r', true],
    ['comment.attach', rep, 'r', true],
    ['comment.attach', admin, 'r', false],
    ['comment.attach', office, 'r', false],
    ['trash.restore', rep, 'r', true],
    ['trash.restore', office, 'r', false],
    ['trash.restore', admin, 'r', true],
  ] as const)('%s for %o on what %s wrote is %s', (action, user, authorId, expected) => {
    expect(can(user, action, { authorId })).toBe(expected);
  });
});

describe('state scope', () => {
  it.each([
    [admin, { kind: 'all' }],
    [office, { kind: 'all' }],
    [rep, { kind: 'states', states: ['FL', 'GA'] }],
    [repWithoutStates, { kind: 'none' }],
    [
      { ...office, states: ['TX'] },
      { kind: 'states', states: ['TX'] },
    ],
  ])('%o sees %o', (user, expected) => {
    expect(stateScopeOf(user)).toEqual(expected);
  });

  it.each([
    [rep, 'FL', true],
    [rep, 'fl', true],
    [rep, 'TX', false],
    [rep, null, false],
    [repWithoutStates, 'FL', false],
    [office, 'TX', true],
    [office, null, true],
  ] as const)('%o and state %s: %s', (user, state, expected) => {
    expect(isStateVisible(user, state)).toBe(expected);
  });

  it('gives the web every resource-free ability and no author rules', () => {
    const abilities = abilitiesOf(admin);
    expect(abilities['users.manage']).toBe(true);
    expect(Object.keys(abilities)).not.toContain('note.delete');
    expect(Object.keys(abilities)).not.toContain('trash.restore');
  });
});

describe('who may change a placed order (send its estimate for signature, decision 0340)', () => {
  it('is its author, whoever entered it for them, or an admin', () => {
    const order = { authorId: 'someone', originalAuthorId: 'r' };
    expect(canEditOrder(rep, order)).toBe(true);
    expect(canEditOrder(rep, { authorId: 'someone', originalAuthorId: null })).toBe(false);
    expect(canEditOrder(office, order)).toBe(false);
    expect(canEditOrder(admin, { authorId: 'someone', originalAuthorId: null })).toBe(true);
  });

  it("is, for a shop's order (its author the buyer), anyone of the company who sees it (decision 0355)", () => {
    const shopOrder = { authorId: 'buyer', originalAuthorId: 'buyer', placedBy: 'shop' } as const;
    for (const user of [rep, office, admin]) expect(canEditOrder(user, shopOrder)).toBe(true);
    expect(canEditOrder(office, { ...shopOrder, placedBy: 'rep' })).toBe(false);
  });
});
