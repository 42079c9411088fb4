// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { CustomerSearchBox } from './CustomerSearchBox';

/** The screen is a desktop's (48em and wider) or a phone's, as `matchMedia` answers. */
function screenIs(desktop: boolean) {
  const answer = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...answer(query),
    matches: desktop && query === '(min-width: 48em)',
  }));
}
afterEach(() => vi.restoreAllMocks());

describe('the top bar’s search', () => {
  it('on a desktop, offers the customers and the notes by tabs, keyboard and screen reader alike', async () => {
    screenIs(true);
    const { user } = renderWithApp(<CustomerSearchBox />);
    const tabs = screen.getByRole('radiogroup', { name: 'Search in' });
    expect(tabs).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Customers' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Notes and comments' }));
    expect(screen.getByRole('textbox', { name: 'Search notes and comments' })).toBeInTheDocument();
  });

  it('on a phone, draws the customer search alone, without the tabs', () => {
    screenIs(false);
    renderWithApp(<CustomerSearchBox />);
    expect(screen.queryByRole('radiogroup', { name: 'Search in' })).toBeNull();
    expect(screen.queryByText('Notes and comments')).toBeNull();
    expect(screen.getByPlaceholderText('Search customers')).toBeInTheDocument();
  });
});
