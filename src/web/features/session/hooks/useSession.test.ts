import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionContract } from '../../../../domain/session/contract';
import { failure, mockApi } from '../../../test/api';
import { aRepSignedIn } from '../../../test/fixtures';
import { sessionQuery } from './useSession';

afterEach(() => vi.unstubAllGlobals());

describe('sessionQuery, who is signed in', () => {
  it('answers the signed-in user with what they may do', async () => {
    mockApi().on(sessionContract.me, aRepSignedIn());
    await expect(sessionQuery.queryFn()).resolves.toMatchObject({
      user: { id: 'u-ana', repCode: 'AR' },
      abilities: { 'orders.create': true, 'users.manage': false },
    });
  });

  it('answers null when nobody is signed in (401): the sign-in page, not an error page', async () => {
    mockApi().on(sessionContract.me, failure(401, 'Please sign in.', 'UNAUTHENTICATED'));
    await expect(sessionQuery.queryFn()).resolves.toBeNull();
  });

  it.each([
    ['a server error', 503, 'DB_TIMEOUT'],
    ['a refusal that is not about signing in', 403, 'FORBIDDEN'],
  ])('lets %s through as an error, so the user is not shown as signed out', async (_, status, code) => {
    mockApi().on(sessionContract.me, failure(status, 'Not now.', code));
    await expect(sessionQuery.queryFn()).rejects.toMatchObject({ status, code });
  });
});
