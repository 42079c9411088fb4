// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { attachmentsContract } from '../../domain/attachments/contract';
import { customersContract } from '../../domain/customers/contract';
import { environmentContract } from '../../domain/environment/contract';
import { itemsContract } from '../../domain/items/contract';
import { notesContract } from '../../domain/notes/contract';
import { visitsContract } from '../../domain/visits/contract';
import { missingCustomerMessage, submitFailureMessage, type NewNote } from '../../domain/notes/schemas';
import { failure, mockApi, type MockApi } from '../test/api';
import { aCustomer, aNote, anEnvironment } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import NoteCreatePage from './note-create';

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/notecreate" element={<NoteCreatePage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: '/notecreate' },
  );

let api: MockApi;
beforeEach(() => {
  api = mockApi()
    .on(environmentContract.environment, anEnvironment())
    .on(attachmentsContract.limits, { maxMb: 25 })
    .on(customersContract.search, { customers: [aCustomer()] })
    .on(notesContract.create, (request) => {
      const body = request.body as NewNote;
      return {
        note: aNote({ ...body, id: 'N-new', customerName: body.customerListId ? 'Smoke House' : null }),
      };
    })
    .on(itemsContract.searchDamageable, {
      items: [
        { listId: 'I-1', name: 'p-ADF109', salesDesc: 'Añejo Robusto' },
        { listId: 'I-2', name: 'p-CO4004', salesDesc: 'Cosecha Toro' },
      ],
    });
});

/** Opens the Note Tags list and clicks a tag (a no-op for a tag the rules disable). */
async function clickTag(user: ReturnType<typeof renderPage>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Note Tags' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

/** The tags chosen, as the open Note Tags list marks them. */
async function chosenTags(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Note Tags' }));
  const listbox = await screen.findByRole('listbox');
  const chosen = within(listbox)
    .queryAllByRole('option', { selected: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return chosen;
}

async function pickCustomer(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Customer' }), 'smoke');
  await user.click(await screen.findByRole('option', { name: 'Smoke House' }));
}

async function fillSubjectAndText(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByRole('textbox', { name: /Subject/ }), 'Visit');
  await user.type(screen.getByRole('textbox', { name: /Note Text/ }), 'Talked about the new blends.');
}

/** Submit, then Yes in the confirmation. */
async function submitAndConfirm(user: ReturnType<typeof renderPage>['user']) {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit note' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

const sentNote = () => api.calls(notesContract.create).at(-1)?.body as NewNote | undefined;

describe('Create Note: Standard and Personal', () => {
  it('a Standard note asks for a customer; a Personal note hides the customer field', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Customer' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    expect(screen.queryByRole('textbox', { name: 'Customer' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Standard' }));
    expect(screen.getByRole('textbox', { name: 'Customer' })).toBeInTheDocument();
  });

  it('a Standard note without a customer is refused with the alert, and nothing is sent', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await fillSubjectAndText(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent(missingCustomerMessage);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(notesContract.create)).toHaveLength(0);
  });

  it('the missing-customer alert goes away once a customer is chosen, and the note is saved for that customer', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await fillSubjectAndText(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent(missingCustomerMessage);

    await pickCustomer(user);
    expect(screen.queryByText(missingCustomerMessage)).not.toBeInTheDocument();

    await submitAndConfirm(user);
    expect(await screen.findByText(/Landed on \/submitnote/)).toHaveTextContent(
      'Landed on /submitnote?id=N-new&customerListID=C-100',
    );
    expect(sentNote()).toMatchObject({ noteClass: 'standard', customerListId: 'C-100', subject: 'Visit' });
  });

  it('switching to Personal clears the missing-customer alert', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await fillSubjectAndText(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(missingCustomerMessage)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Personal' }));
    expect(screen.queryByText(missingCustomerMessage)).not.toBeInTheDocument();
  });

  it('a Personal note carries only the Personal-Note tag, locked, and no customer even if one was picked', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await pickCustomer(user);
    await user.click(screen.getByRole('radio', { name: 'Personal' }));

    const tags = screen.getByRole('combobox', { name: 'Note Tags' });
    expect(tags).toBeDisabled();
    // the field shows its one chosen tag (a pill in Mantine's MultiSelect)
    expect(tags.closest('.mantine-MultiSelect-root')).toHaveTextContent(/^Note TagsPersonal-Note$/);

    await fillSubjectAndText(user);
    await submitAndConfirm(user);
    await screen.findByText(/Landed on \/submitnote/);
    expect(sentNote()).toMatchObject({
      noteClass: 'Personal-Note',
      customerListId: null,
      tags: ['Personal-Note'],
    });
  });

  it('a failed save keeps the form and says so', async () => {
    api.on(notesContract.create, failure(500, 'Internal error'));
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await pickCustomer(user);
    await fillSubjectAndText(user);
    await submitAndConfirm(user);

    expect(await screen.findByText(submitFailureMessage)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('Visit');
  });
});

describe('Create Note: Clear', () => {
  it('Clear empties the form and the customer, back to a Standard note', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await pickCustomer(user);
    await fillSubjectAndText(user);
    await clickTag(user, 'Visit');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Customer' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Note Text/ })).toHaveValue('');
    expect(await chosenTags(user)).toEqual([]);
  });
});

describe('Create Note: tag exclusivity', () => {
  it('two tags of one type code cannot be chosen together; removing the first frees the other', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });

    await clickTag(user, 'Complaint');
    await user.keyboard('{Escape}');
    await clickTag(user, 'Complaint-Order-Status');
    await user.keyboard('{Escape}');
    expect(await chosenTags(user)).toEqual(['Complaint']);

    // tags of other codes still combine
    await clickTag(user, 'Visit');
    await user.keyboard('{Escape}');
    expect(await chosenTags(user)).toEqual(['Visit', 'Complaint']);

    // unchoosing Complaint makes Complaint-Order-Status available again
    await clickTag(user, 'Complaint');
    await clickTag(user, 'Complaint-Order-Status');
    await user.keyboard('{Escape}');
    expect(await chosenTags(user)).toEqual(['Visit', 'Complaint-Order-Status']);
  });

  it('a Standard note cannot take the Personal-Note tag', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await clickTag(user, 'Personal-Note');
    await user.keyboard('{Escape}');
    expect(await chosenTags(user)).toEqual([]);
  });
});

describe('Create Note: damaged items', () => {
  it('a damaged tag opens Damaged Items; found items are added at 0 sticks, counted, removed and sent', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    expect(screen.queryByRole('heading', { name: 'Damaged Items' })).not.toBeInTheDocument();

    await clickTag(user, 'Damaged-Cigars');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { name: 'Damaged Items' })).toBeInTheDocument();

    const search = screen.getByRole('combobox', { name: 'Add a damaged item' });
    await user.type(search, 'p-');
    await user.click(await screen.findByRole('option', { name: 'p-ADF109 — Añejo Robusto' }));
    await user.type(search, 'p-');
    await user.click(await screen.findByRole('option', { name: 'p-CO4004 — Cosecha Toro' }));

    const table = screen.getByRole('table', { name: 'Damaged items' });
    const robusto = within(table).getByRole('textbox', { name: 'Sticks of p-ADF109' });
    expect(robusto).toHaveValue('0');
    await user.clear(robusto);
    await user.type(robusto, '12');
    await user.click(within(table).getByRole('button', { name: 'Remove p-CO4004' }));
    expect(within(table).queryByText('p-CO4004')).not.toBeInTheDocument();

    await pickCustomer(user);
    await fillSubjectAndText(user);
    await submitAndConfirm(user);
    await screen.findByText(/Landed on \/submitnote/);
    expect(sentNote()).toMatchObject({
      tags: ['Damaged-Cigars'],
      damagedItems: [{ listId: 'I-1', name: 'p-ADF109', salesDesc: 'Añejo Robusto', sticks: 12 }],
    });
  });

  it('removing the damaged tag drops the damaged items', async () => {
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await clickTag(user, 'Damaged-Boxes');
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('combobox', { name: 'Add a damaged item' }), 'p-');
    await user.click(await screen.findByRole('option', { name: 'p-ADF109 — Añejo Robusto' }));
    expect(screen.getByRole('table', { name: 'Damaged items' })).toBeInTheDocument();

    await clickTag(user, 'Damaged-Boxes');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Damaged Items' })).not.toBeInTheDocument();

    // choosing the tag again starts from an empty list
    await clickTag(user, 'Damaged-Boxes');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('table', { name: 'Damaged items' })).not.toBeInTheDocument();
  });
});

describe('Create Note during a visit (issue 27)', () => {
  const visitId = '2f1f8f4e-3c5a-4f0e-9d5e-6f0b7a1c2d3e';
  const openVisitAt = (customerId: string) => ({
    visit: {
      id: visitId,
      customerId,
      customerName: 'Smoke House',
      userId: 'u-1',
      userName: 'Rep',
      startedAt: '2026-11-27T14:00:00.000Z',
      endedAt: null,
      distanceMiles: null,
      noteId: null,
    },
  });

  it('a note for the customer of the open visit is sent as part of it', async () => {
    api.on(visitsContract.current, openVisitAt('C-100'));
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await fillSubjectAndText(user);
    await pickCustomer(user);
    expect(await screen.findByTestId('note-visit')).toHaveTextContent('part of your visit at Smoke House');
    await submitAndConfirm(user);
    await screen.findByText(/Landed on/);
    expect(sentNote()).toMatchObject({ customerListId: 'C-100', visitId });
  });

  it('a note for another customer is not', async () => {
    api.on(visitsContract.current, openVisitAt('C-999'));
    const { user } = renderPage();
    await screen.findByRole('radio', { name: 'Standard' });
    await fillSubjectAndText(user);
    await pickCustomer(user);
    await submitAndConfirm(user);
    await screen.findByText(/Landed on/);
    expect(sentNote()?.visitId).toBeUndefined();
    expect(screen.queryByTestId('note-visit')).toBeNull();
  });
});
