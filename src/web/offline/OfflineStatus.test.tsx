// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { OfflineBanner } from './OfflineStatus';

vi.mock('./hooks', () => ({
  useConnectivity: () => ({ offline: true, lastReachedAt: null }),
  useUnsentCount: () => 0,
}));

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it.each([
    { browserOnline: false, headline: 'You are offline.' },
    { browserOnline: true, headline: 'Humidor cannot be reached.' },
  ])('says "$headline" when the browser says online is $browserOnline', ({ browserOnline, headline }) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(browserOnline);
    renderWithApp(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(headline);
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(
      'last reached the server never on this device',
    );
  });
});
