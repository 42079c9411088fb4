// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { NearCandidate } from '../../../../domain/visits/near';
import { CheckInCorrection } from './CheckInCorrection';

const place = (customerId: string, name: string, city: string): NearCandidate => ({
  customerId,
  name,
  city,
  state: 'FL',
  grade: null,
  latitude: 27.95,
  longitude: -82.46,
  lastVisitAt: null,
  lastOrderAt: null,
  licenseLapsed: false,
});

const refused = {
  kind: 'checkIn' as const,
  body: { id: 'visit-1', clientId: 'visit-1', customerId: 'gone', startedAt: '2026-11-28T09:00:00.000Z' },
};

describe('CheckInCorrection', () => {
  it('sends the refused check-in again at the customer the rep picks, with the same visit ID', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { user } = renderWithApp(
      <CheckInCorrection
        request={refused}
        send={send}
        onCancel={() => {}}
        places={[place('gone', 'Gone Cigars', 'Tampa'), place('ybor', 'Ybor Leaf', 'Tampa')]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Check in there' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Check in at another customer' }));
    expect(screen.queryByRole('option', { name: /Gone Cigars/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Ybor Leaf, Tampa, FL' }));
    await user.click(button);
    expect(send).toHaveBeenCalledWith({ ...refused, body: { ...refused.body, customerId: 'ybor' } });
  });

  it('says so when the device keeps no other customer, and lets the rep cancel', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithApp(
      <CheckInCorrection
        request={refused}
        send={() => Promise.resolve()}
        onCancel={onCancel}
        places={[place('gone', 'Gone Cigars', 'Tampa')]}
      />,
    );
    expect(screen.getByText(/This device keeps no other customer to check in at/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
