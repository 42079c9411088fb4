// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { markRestored } from '../offline/restored';
import { renderWithApp } from '../test/render';
import { ErrorState, Loading } from './PageState';

/** What the browser says of its network, with the event a real change fires. */
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.useRealTimers();
  setOnline(true);
});

const notOnDevice = () => screen.queryByText('This page is not on this device yet');

// The order matters: the device's copy is read once per page (main.tsx), and the first tests run
// before it has been.
describe('a page loading offline', () => {
  it('loads while online', () => {
    renderWithApp(<Loading />);
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(notOnDevice()).toBeNull();
  });

  it('waits a moment for the device’s copy to be read, then says the page is not on this device', () => {
    vi.useFakeTimers();
    renderWithApp(<Loading />);
    act(() => setOnline(false));
    expect(screen.getByText('Loading…')).toBeVisible();
    act(() => vi.advanceTimersByTime(1500));
    expect(notOnDevice()).toBeVisible();
  });

  it('says so at once once the device’s copy has been read without the page, and links to what it keeps', () => {
    act(() => markRestored());
    renderWithApp(<Loading />);
    act(() => setOnline(false));
    expect(notOnDevice()).toBeVisible();
    expect(screen.getByRole('link', { name: 'What this device keeps' })).toHaveAttribute('href', '/outbox');
    // the network back: what loads will come
    act(() => setOnline(true));
    expect(screen.getByText('Loading…')).toBeVisible();
  });

  it('shows a read no server answered, with nothing kept, as not on this device, with its words', () => {
    renderWithApp(<ErrorState error={new ApiError(0, 'NETWORK', 'No server answered.')} />);
    expect(notOnDevice()).toBeVisible();
    expect(screen.getByText('No server answered.')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
