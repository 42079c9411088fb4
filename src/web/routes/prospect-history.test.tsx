// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { historyContract } from '../../domain/history/contract';
import type { Prospect } from '../features/prospects/api/prospects';
import { ProspectCard } from '../features/prospects/components/ProspectCard';
import { mockApi } from '../test/api';
import { renderWithApp } from '../test/render';
import { prospectHistory } from './prospect-history';

const prospect: Prospect = {
  id: 'P-7',
  state: 'FL',
  source: 'list',
  licenseNumber: 'FL-77',
  name: 'Ybor Leaf',
  address: '5 Seventh Ave',
  city: 'Tampa',
  zip: '33605',
  phone: null,
  latitude: 27.96,
  longitude: -82.44,
  placedBy: 'point',
  hours: null,
  status: 'open',
  note: 'Owner back Friday',
  noteUpdatedAt: '2026-12-01T10:00:00.000Z',
  newCustomerInfo: null,
  customerPush: null,
  customerListId: null,
  customerPushError: null,
  convertedAt: null,
};

describe("a prospect card's history (decision 0348)", () => {
  it('opens the History panel of the prospect, as a customer page shows its own', async () => {
    const api = mockApi().on(historyContract.history, {
      entries: [
        {
          id: 'H-1',
          at: '2026-12-01T10:00:00.000Z',
          userId: 'U-1',
          userName: 'Rita Rep',
          entityType: 'prospect',
          entityId: 'P-7',
          action: 'update',
          label: 'Ybor Leaf',
          customerListId: null,
          noteId: null,
          changes: { note: { before: null, after: 'Owner back Friday' } },
        },
      ],
    });
    const { user } = renderWithApp(<ProspectCard prospect={prospect} history={prospectHistory} />);
    const card = screen.getByRole('article', { name: 'Prospect Ybor Leaf' });
    // Folded until opened, like every History panel: nothing is read before.
    expect(api.calls(historyContract.history)).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'History' }));
    expect(await within(card).findByText(/Rita Rep changed Ybor Leaf/)).toBeVisible();
    expect(api.calls(historyContract.history).map((c) => c.path)).toEqual(['/api/history/prospect/P-7']);
  });
});
