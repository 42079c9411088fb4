// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey, type Me } from '../features/session/api/session';
import { activeOffline, startOffline } from '../offline/runtime';
import { mockApi } from '../test/api';
import { aRepSignedIn } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import OutboxPage from './outbox';
import { offlineAdapters } from '../app/offline-adapters';

const rep: Me = aRepSignedIn({ id: `u-${crypto.randomUUID()}` });

afterEach(() => {
  activeOffline()?.stop();
  vi.unstubAllGlobals();
});

function renderSync() {
  mockApi();
  const rendered = renderWithApp(<OutboxPage />, { route: '/sync' });
  rendered.client.setQueryData(meQueryKey, rep);
  return rendered;
}

describe('/sync, the offline copy', () => {
  it('says at once that nothing is kept where the browser allows no storage, and offers no update', async () => {
    vi.stubGlobal('indexedDB', undefined);
    renderSync();
    expect(await screen.findByText(/does not let Humidor keep anything on this device/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update offline copy' })).toBeNull();
  });

  it('tells why an update failed: the server not answering', async () => {
    const { user, client } = renderSync();
    startOffline(rep.user.id, client, offlineAdapters);
    // No server behind the page: every request fails as on a dropped network.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: 'Update offline copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The offline copy could not be updated: the server did not answer. Try again when online.',
    );
  });
});
