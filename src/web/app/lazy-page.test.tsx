// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { lazyPage, PageCodeMissing } from './lazy-page';

const chunkGone = new TypeError('Failed to fetch dynamically imported module: /assets/note-feed-1a2b.js');
const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
/** Whether the server answers the page's address (code-load.ts, serverAnswersPage). */
const server = (answers: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      answers ? Promise.resolve(new Response('<html>')) : Promise.reject(new TypeError('offline')),
    ),
  );
const loaded = async (load: () => Promise<{ default: ComponentType }>) =>
  (await (lazyPage(load).lazy as () => Promise<{ Component: ComponentType }>)()).Component;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page loaded when first visited', () => {
  it('is its own component once its code arrives', async () => {
    const Feed = () => null;
    expect(await loaded(() => Promise.resolve({ default: Feed }))).toBe(Feed);
  });

  it('offline without its code, says so inside the shell instead of failing the whole screen', async () => {
    online(false);
    expect(await loaded(() => Promise.reject(chunkGone))).toBe(PageCodeMissing);
  });

  it('says so too when the browser still says online but the server cannot be reached', async () => {
    online(true);
    server(false);
    expect(await loaded(() => Promise.reject(chunkGone))).toBe(PageCodeMissing);
  });

  it.each([
    [
      'while the server answers (a deploy removed the code: the error screen reloads onto it)',
      true,
      chunkGone,
    ],
    ['offline, when the fault is in the page’s own code', false, new Error('x is not a function')],
  ])('throws %s', async (_, isOnline, error) => {
    online(isOnline);
    server(isOnline);
    await expect(loaded(() => Promise.reject(error))).rejects.toBe(error);
  });

  it('links to what the device keeps, and reloads when the connection comes back', async () => {
    online(false);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderWithApp(<PageCodeMissing />);
    expect(screen.getByText(/had not reached this device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'What this device keeps' })).toHaveAttribute('href', '/outbox');
    expect(reload).not.toHaveBeenCalled();
    // The connection is back but the server is not yet: it waits.
    server(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(reload).not.toHaveBeenCalled();
    server(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
