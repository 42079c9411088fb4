// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { onlineCutoverContract as contract } from '../../../../domain/quickbooks/online-cutover-contract';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { CutoverReview } from './CutoverReview';

const counts = (waiting: number) => ({ matched: 3, waiting, decided: 0 });
const waitingHall = {
  kind: 'customer' as const,
  onlineId: 'QBO-62',
  name: 'Hall of Humidors',
  linkedAt: '2026-11-28T01:00:00.000Z',
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('the cutover review', () => {
  it('links a waiting customer to the Desktop record picked, or keeps one as new', async () => {
    api.on(contract.review, { customer: counts(1), item: counts(0), waiting: [waitingHall] });
    api.on(contract.candidates, {
      candidates: [{ listId: '80000005-1600000001', name: 'Humidor Hall', detail: 'Tampa' }],
    });
    api.on(contract.decide, { listId: '80000005-1600000001' });
    const { user } = renderWithApp(<CutoverReview />);
    const row = await screen.findByRole('listitem', { name: 'Hall of Humidors' });
    expect(screen.getByText(/1 customer waits for you/)).toBeInTheDocument();
    const link = within(row).getByRole('button', { name: 'Link to this record' });
    expect(link).toBeDisabled();
    await user.click(within(row).getByRole('combobox', { name: 'The Desktop customer it is' }));
    await user.click(await screen.findByRole('option', { name: 'Humidor Hall — Tampa' }));
    await user.click(link);
    await waitFor(() => expect(api.calls(contract.decide)).toHaveLength(1));
    expect(api.calls(contract.decide)[0]?.body).toEqual({
      kind: 'customer',
      onlineId: 'QBO-62',
      listId: '80000005-1600000001',
    });
    await user.click(within(row).getByRole('button', { name: 'Keep as new' }));
    await waitFor(() => expect(api.calls(contract.decide)).toHaveLength(2));
    expect(api.calls(contract.decide)[1]?.body).toMatchObject({ listId: null });
  });

  it('says when nothing waits, and shows a refused read in words', async () => {
    api.on(contract.review, { customer: counts(0), item: counts(0), waiting: [] });
    const { unmount } = renderWithApp(<CutoverReview />);
    expect(await screen.findByText('No customer waits for review.')).toBeInTheDocument();
    unmount();
    api.on(contract.review, failure(500, 'The database did not answer.'));
    renderWithApp(<CutoverReview />);
    expect(await screen.findByText(/The database did not answer/)).toBeInTheDocument();
  });
});
