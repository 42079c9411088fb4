// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitsContract as contract, type DueCustomer } from '../../../../domain/visits/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { DueList } from './DueList';

const dueRow = (customerId: string): DueCustomer => ({
  customerId,
  name: `Shop ${customerId}`,
  city: 'Tampa',
  state: 'FL',
  grade: null,
  latitude: 27.95,
  longitude: -82.46,
  lastVisitAt: null,
  cadenceDays: 90,
  daysOver: null,
  status: 'overdue',
});

describe('DueList', () => {
  it('shows the next page after the first when asked, and no button after the last', async () => {
    const api = mockApi().on(contract.due, ({ query }) =>
      query.get('cursor') === 'after-b'
        ? { customers: [dueRow('c')], total: 3, nextCursor: null }
        : { customers: [dueRow('a'), dueRow('b')], total: 3, nextCursor: 'after-b' },
    );
    renderWithApp(<DueList picked={new Set()} onPick={() => {}} />);
    expect(await screen.findByText('The 2 most overdue of 3 customers due')).toBeInTheDocument();
    expect(screen.queryByText('Shop c')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more customers due' }));
    expect(await screen.findByText('Shop c')).toBeInTheDocument();
    expect(screen.getByText('3 customers due')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more customers due' })).not.toBeInTheDocument();
    expect(api.calls(contract.due).map((call) => call.query.get('cursor'))).toEqual([null, 'after-b']);
  });
});
