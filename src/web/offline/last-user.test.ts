// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { clearUserStorage } from '../lib/user-storage';
import { keepReadMs, keepSignedInUser, keptSignedInUser, lastUserId, setLastUserId } from './last-user';

const ana = { user: { id: 'u-ana', displayName: 'Ana Rep' } };
const bob = { user: { id: 'u-bob', displayName: 'Bob Rep' } };
const now = Date.UTC(2026, 11, 6, 12);

afterEach(() => localStorage.clear());

describe('the signed-in user kept on this device (decision 0263)', () => {
  it('is read back as the server answered it, with when', () => {
    keepSignedInUser(ana, now);
    expect(lastUserId()).toBe('u-ana');
    expect(keptSignedInUser(now + 1000)).toEqual({ me: ana, at: now });
  });

  it('is only ever the last user’s: another user’s answer replaces it and leaves nothing of the first', () => {
    keepSignedInUser(ana, now);
    keepSignedInUser(bob, now + 1);
    expect(keptSignedInUser(now + 2)?.me).toEqual(bob);
    expect(Object.values({ ...localStorage }).join()).not.toContain('Ana Rep');
  });

  it('leaves when the last user is forgotten (a sign-in, a sign-out, nobody signed in) or changes', () => {
    keepSignedInUser(ana, now);
    setLastUserId(null);
    expect(keptSignedInUser(now)).toBeNull();
    expect(localStorage.length).toBe(0);
    keepSignedInUser(ana, now);
    // the runtime of another user starting on this browser
    setLastUserId('u-bob');
    expect(keptSignedInUser(now)).toBeNull();
    expect(localStorage.length).toBe(1);
  });

  it('leaves with the user’s other keys at sign-out', () => {
    keepSignedInUser(ana, now);
    clearUserStorage(localStorage, 'u-ana');
    expect(keptSignedInUser(now)).toBeNull();
  });

  it('is not shown once the server has not confirmed it for 14 days, as every saved answer', () => {
    keepSignedInUser(ana, now);
    expect(keptSignedInUser(now + keepReadMs)).not.toBeNull();
    expect(keptSignedInUser(now + keepReadMs + 1)).toBeNull();
  });

  it('is not read when it names another user than the last one, or cannot be read', () => {
    setLastUserId('u-ana');
    localStorage.setItem('humidor.u-ana.offline.signedIn', JSON.stringify({ at: now, me: bob }));
    expect(keptSignedInUser(now)).toBeNull();
    localStorage.setItem('humidor.u-ana.offline.signedIn', '{not json');
    expect(keptSignedInUser(now)).toBeNull();
  });
});
