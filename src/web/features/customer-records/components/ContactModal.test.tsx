// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerRecordsContract } from '../../../../domain/customer-records/contract';
import type { ContactInput } from '../../../../domain/customer-records/schemas';
import { mockApi, type MockApi } from '../../../test/api';
import { aContact } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ContactModal } from './ContactModal';

type User = ReturnType<typeof renderWithApp>['user'];

let api: MockApi;
beforeEach(() => {
  api = mockApi().on(customerRecordsContract.createContact, (request) => {
    const input = request.body as ContactInput;
    return {
      contact: aContact({
        firstName: input.firstName,
        position: input.position,
        birthday: input.birthday ? { ...input.birthday, year: input.birthday.year ?? null } : null,
      }),
    };
  });
});

function renderModal() {
  const onClose = vi.fn();
  const view = renderWithApp(<ContactModal listId="C-100" contact={null} opened onClose={onClose} />);
  return { ...view, onClose };
}

async function choose(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The days the Day list offers, as a user opening it sees them. */
async function offeredDays(user: User): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: 'Day' }));
  const list = await screen.findByRole('listbox');
  const days = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return days;
}

const dayRange = (last: number) => Array.from({ length: last }, (_, i) => String(i + 1));

describe('Contact form: birthday days per month', () => {
  it('offers 31 days before a month is chosen', async () => {
    const { user } = renderModal();
    await screen.findByRole('dialog', { name: 'New Contact' });
    expect(await offeredDays(user)).toEqual(dayRange(31));
  });

  it.each([
    ['January', 31],
    ['February', 29],
    ['April', 30],
    ['September', 30],
  ])('%s offers %i days when no year is chosen', async (month, days) => {
    const { user } = renderModal();
    await choose(user, 'Birthday month', month);
    expect(await offeredDays(user)).toEqual(dayRange(days));
  });

  it('February has 28 days in a common year and 29 in a leap year', async () => {
    const { user } = renderModal();
    await choose(user, 'Birthday month', 'February');
    await choose(user, 'Year', '2019');
    expect(await offeredDays(user)).toEqual(dayRange(28));
    await choose(user, 'Year', '2020');
    expect(await offeredDays(user)).toEqual(dayRange(29));
  });

  it('a day the new month does not have is no longer shown, and saving it is refused', async () => {
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rita');
    await choose(user, 'Birthday month', 'January');
    await choose(user, 'Day', '31');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('31');

    await choose(user, 'Birthday month', 'April');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('That day does not exist in the chosen month')).toBeInTheDocument();
    expect(api.calls(customerRecordsContract.createContact)).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves 29 February without a year, then closes', async () => {
    const { user, onClose } = renderModal();
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Rita');
    await choose(user, 'Birthday month', 'February');
    await choose(user, 'Day', '29');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls(customerRecordsContract.createContact)[0]?.body).toMatchObject({
      firstName: 'Rita',
      birthday: { month: 2, day: 29, year: null },
    });
  });
});
