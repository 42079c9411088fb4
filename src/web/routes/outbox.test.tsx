// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey, type Me } from '../features/session';
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

function renderOutbox() {
  mockApi();
  const rendered = renderWithApp(<OutboxPage />, { route: '/outbox' });
  rendered.client.setQueryData(meQueryKey, rep);
  return rendered;
}

describe('/outbox, the offline copy', () => {
  it('says at once that nothing is kept where the browser allows no storage, and offers no update', async () => {
    vi.stubGlobal('indexedDB', undefined);
    renderOutbox();
    expect(await screen.findByText(/does not let Humidor keep anything on this device/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update offline copy' })).toBeNull();
  });

  it('tells why an update failed: the server not answering', async () => {
    const { user, client } = renderOutbox();
    startOffline(rep.user.id, client, offlineAdapters);
    // No server behind the page: every request fails as on a dropped network.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.click(await screen.findByRole('button', { name: 'Update offline copy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The offline copy could not be updated: the server did not answer. Try again when online.',
    );
  });
});

describe('/outbox, a refused write corrected in its adapter’s editor (decision 0220)', () => {
  it('corrects a refused comment in place and sends it under the same client ID', async () => {
    const { user, client } = renderOutbox();
    const active = startOffline(rep.user.id, client, offlineAdapters);
    // Nothing answers: the corrected write waits in the outbox, where the test reads it.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const clientId = crypto.randomUUID();
    const seq = await active.outbox.add(
      { kind: 'comment', noteId: 'n-1', body: { text: 'Too long', taggedUsers: [], clientId } },
      'Comment: Too long',
    );
    await active.outbox.markRefused(seq, 'A comment holds at most 2000 characters.');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const text = screen.getByRole('textbox', { name: 'Comment' });
    await user.clear(text);
    await user.type(text, 'Shorter');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    await vi.waitFor(async () => {
      const entry = await active.outbox.get(seq);
      expect(entry?.request).toEqual({
        kind: 'comment',
        noteId: 'n-1',
        body: { text: 'Shorter', taggedUsers: [], clientId },
      });
      expect(entry?.status).not.toBe('failed');
    });
    await vi.waitFor(() => expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull());
    // The send it started has ended (failed, with no server) before the outbox closes after the test.
    await vi.waitFor(async () => expect((await active.outbox.get(seq))?.attempts).toBeGreaterThan(0));
  });
});
