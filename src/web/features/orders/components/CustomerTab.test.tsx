// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { useOrderDraft } from '../hooks/useOrderDraft';
import { CustomerTab } from './CustomerTab';

function Tab() {
  const { draft, update } = useOrderDraft('u-ana', 'Standard', 'AR');
  return (
    <CustomerTab
      draft={draft}
      update={update}
      options={{
        users: [
          { id: 'u-ana', displayName: 'Ana Rep', repCode: 'AR' },
          { id: 'u-frank', displayName: 'Frank Florida', repCode: 'FL' },
        ],
        states: ['FL', 'GA'],
        repCodes: ['-', 'AR', 'FL'],
        priceLevels: [],
        terms: ['Net 30'],
        forms: ['Standard'],
        orderTags: [],
      }}
      customerPicker={null}
      customerDefaults={null}
      attachments={null}
    />
  );
}

describe('CustomerTab', () => {
  it("fills the chosen user's rep code", async () => {
    const { user } = renderWithApp(<Tab />);
    expect(screen.getByRole('combobox', { name: 'Rep Code' })).toHaveProperty('value', 'AR');
    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'Frank Florida' }));
    expect(screen.getByRole('combobox', { name: 'Rep Code' })).toHaveProperty('value', 'FL');
  });

  it("offers a new customer only the rep's states", async () => {
    const { user } = renderWithApp(<Tab />);
    await user.click(screen.getByRole('radio', { name: 'New Customer' }));
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    const states = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(states).toEqual(['FL', 'GA']);
  });
});
