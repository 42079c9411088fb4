// @vitest-environment happy-dom
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { keptSignedInUser, lastUserId } from '../../../offline/last-user';
import { aRepSignedIn } from '../../../test/fixtures';
import { meQueryKey, type Me } from '../api/session';
import { keepSessionOnDevice } from './kept-session';

const ana = aRepSignedIn();
const noServer = () => Promise.reject(new ApiError(0, 'NETWORK', 'Humidor cannot be reached.'));
let client: QueryClient;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  keepSessionOnDevice(client);
});
afterEach(() => {
  client.clear();
  localStorage.clear();
  onlineManager.setOnline(true);
});

/** A start of the app on the same device: a new cache, who is signed in asked again. */
function restart() {
  client.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  keepSessionOnDevice(client);
}

const ask = (queryFn: () => Promise<Me | null>) => client.prefetchQuery({ queryKey: meQueryKey, queryFn });

describe('who is signed in, kept on this device (decision 0263)', () => {
  it('keeps the server’s answer the moment it arrives, and draws from it when no server answers after a reload', async () => {
    await ask(() => Promise.resolve(ana));
    expect(keptSignedInUser()?.me).toEqual(ana);
    restart();
    await ask(noServer);
    expect(client.getQueryData(meQueryKey)).toEqual(ana);
  });

  it('keeps the answer of a page the server drew, seeded into the cache', async () => {
    client.setQueryData(meQueryKey, ana);
    restart();
    await ask(noServer);
    expect(client.getQueryData(meQueryKey)).toEqual(ana);
  });

  it('draws from it when TanStack holds the read for want of a network', async () => {
    await ask(() => Promise.resolve(ana));
    restart();
    onlineManager.setOnline(false);
    void ask(() => Promise.resolve(null));
    expect(client.getQueryData(meQueryKey)).toEqual(ana);
  });

  it('draws from it as the read starts when the browser says it has no network, not after its failure', async () => {
    await ask(() => Promise.resolve(ana));
    restart();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      void ask(() => new Promise<never>(() => undefined));
      expect(client.getQueryData(meQueryKey)).toEqual(ana);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('draws nothing once the server said nobody is signed in: a signed-out user sees nothing of the last one', async () => {
    await ask(() => Promise.resolve(ana));
    // a 401 answers null (sessionQuery), as signing out sets it
    client.setQueryData(meQueryKey, null);
    expect(lastUserId()).toBeNull();
    restart();
    await ask(noServer);
    expect(client.getQueryData(meQueryKey)).toBeUndefined();
  });

  it('never draws over an answer the server gave', async () => {
    const bob = aRepSignedIn({ id: 'u-bob', displayName: 'Bob Rep' });
    await ask(() => Promise.resolve(ana));
    client.setQueryData(meQueryKey, bob);
    await client.fetchQuery({ queryKey: meQueryKey, queryFn: noServer, staleTime: 0 }).catch(() => null);
    expect(client.getQueryData(meQueryKey)).toEqual(bob);
    expect(keptSignedInUser()?.me).toEqual(bob);
  });
});
