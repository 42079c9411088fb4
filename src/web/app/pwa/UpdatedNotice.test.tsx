// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';

/** The notice as the app loads it after a start: it reads the tab's note once, on import. */
async function freshNotice() {
  vi.resetModules();
  return (await import('./UpdatedNotice')).UpdatedNotice;
}

beforeEach(() => sessionStorage.clear());

describe('"Humidor was updated"', () => {
  it('shows once after the tab reloaded itself for a new version, until OK', async () => {
    sessionStorage.setItem('humidor.updatedNotice', '1');
    const UpdatedNotice = await freshNotice();
    const { user } = renderWithApp(<UpdatedNotice />);
    const notice = screen.getByRole('status', { name: 'Humidor was updated' });
    expect(notice).toHaveTextContent('What you typed in open forms is kept.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status', { name: 'Humidor was updated' })).toBeNull();
    // The next start of the app (another reload) does not say it again.
    const Again = await freshNotice();
    renderWithApp(<Again />);
    expect(screen.queryByRole('status', { name: 'Humidor was updated' })).toBeNull();
  });

  it('says nothing after an ordinary start', async () => {
    const UpdatedNotice = await freshNotice();
    renderWithApp(<UpdatedNotice />);
    expect(screen.queryByRole('status', { name: 'Humidor was updated' })).toBeNull();
  });
});
