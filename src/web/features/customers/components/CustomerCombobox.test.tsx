// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customersContract } from '../../../../domain/customers/contract';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { aCustomer, aCustomerDetail } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { customerKey } from '../api/customers';
import { CustomerCombobox } from './CustomerCombobox';

/** A customer's page as the working set keeps it. */
const kept = (listId: string, companyName: string, city: string) =>
  aCustomerDetail({ listId, fullName: companyName, companyName, shipCity: city });

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

function renderSearch() {
  const onPick = vi.fn();
  const view = renderWithApp(<CustomerCombobox label="Customer" onPick={onPick} />);
  for (const customer of [
    kept('C-1', 'Smoke House', 'Tampa'),
    kept('C-2', 'Miami Smoke Shop', 'Miami'),
    kept('C-3', 'Anderson Cigars', 'Orlando'),
  ])
    view.client.setQueryData(customerKey(customer.listId), customer);
  return { ...view, onPick };
}

const results = () => within(screen.getByRole('listbox', { name: 'Customer search results' }));

describe('customer search', () => {
  it("shows the server's results while it answers", async () => {
    api.on(customersContract.search, { customers: [aCustomer({ fullName: 'Smoke House of the server' })] });
    const { user } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'smoke');
    expect(await results().findByRole('option', { name: 'Smoke House of the server' })).toBeVisible();
    expect(screen.queryByText('Humidor cannot be reached: customers kept on this device')).toBeNull();
  });

  it('searches the customers kept on this device when the server cannot be reached, and picks from them', async () => {
    api.on(customersContract.search, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    const { user, onPick } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'smoke');
    await screen.findByText('Humidor cannot be reached: customers kept on this device');
    expect(
      results()
        .getAllByRole('option')
        .map((option) => option.getAttribute('aria-label')),
    ).toEqual(['Smoke House', 'Miami Smoke Shop']);
    await user.click(results().getByRole('option', { name: 'Miami Smoke Shop' }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({ listId: 'C-2', city: 'Miami', state: 'FL' }),
    );
  });

  it("searches again when the device's copy arrives after the search (restored once the network went)", async () => {
    api.on(customersContract.search, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    const onPick = vi.fn();
    const { user, client } = renderWithApp(<CustomerCombobox label="Customer" onPick={onPick} />);
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'anderson');
    expect(await screen.findByText('No results')).toBeVisible();

    act(() => client.setQueryData(customerKey('C-3'), kept('C-3', 'Anderson Cigars', 'Orlando')));
    expect(await results().findByRole('option', { name: 'Anderson Cigars' })).toBeVisible();
  });

  it('says so when nothing kept matches', async () => {
    api.on(customersContract.search, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    const { user } = renderSearch();
    await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'humidor');
    expect(await screen.findByText('No results')).toBeVisible();
    expect(screen.queryByText('Humidor cannot be reached.')).toBeNull();
  });
});
