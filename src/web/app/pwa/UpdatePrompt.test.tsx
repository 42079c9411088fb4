// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { UpdatePrompt } from './UpdatePrompt';
import { resetUpdateState, setUpdateState } from './updates';

afterEach(() => act(() => resetUpdateState()));

describe('the new version prompt', () => {
  it('shows nothing while no new version waits', () => {
    renderWithApp(<UpdatePrompt />);
    expect(screen.queryByRole('status', { name: 'New version' })).toBeNull();
  });

  it('offers a reload when a new version waits, and swaps it in only on the click', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { user } = renderWithApp(<UpdatePrompt />);
    act(() => setUpdateState({ waiting: true, reload }));
    const prompt = screen.getByRole('status', { name: 'New version' });
    expect(prompt).toHaveTextContent('New version of Humidor available.');
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('can be put off until later without reloading', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { user } = renderWithApp(<UpdatePrompt />);
    act(() => setUpdateState({ waiting: true, reload }));
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status', { name: 'New version' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
