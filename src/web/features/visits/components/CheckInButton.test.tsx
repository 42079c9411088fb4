// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitsContract as contract, type Visit } from '../../../../domain/visits/contract';
import { failure, mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { CheckInButton } from './CheckInButton';

const target = { customerId: 'C-1', customerName: 'Smoke Shop' };
const visit = (over: Partial<Visit> = {}): Visit => ({
  id: '2f1f8f4e-3c5a-4f0e-9d5e-6f0b7a1c2d3e',
  customerId: 'C-1',
  customerName: 'Smoke Shop',
  userId: 'u-1',
  userName: 'Rep',
  startedAt: '2026-11-27T14:00:00.000Z',
  endedAt: null,
  distanceMiles: null,
  noteId: null,
  ...over,
});

// No position: the check-in goes without one at once.
vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
afterEach(() => vi.clearAllMocks());

describe('CheckInButton', () => {
  it('checks in with an ID made on the device, then offers Check out', async () => {
    const api = mockApi()
      .on(contract.current, { visit: null })
      .on(contract.checkIn, ({ body }) => ({ visit: visit({ id: (body as { id: string }).id }) }));
    const { user } = renderWithApp(<CheckInButton target={target} />);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeTruthy();
    const [sent] = api.calls(contract.checkIn);
    const body = sent?.body as { id: string; customerId: string; clientId?: string };
    expect(body.customerId).toBe('C-1');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    // The client ID is the visit's ID: not sent twice.
    expect(body.clientId).toBeUndefined();
  });

  it('shows Check out for the visit open here, and ends it', async () => {
    const api = mockApi()
      .on(contract.current, { visit: visit() })
      .on(contract.checkOut, { visit: visit({ endedAt: '2026-11-27T15:00:00.000Z' }) });
    const { user } = renderWithApp(<CheckInButton target={target} />);
    await user.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
    expect(api.calls(contract.checkOut)[0]?.path).toBe(`/api/visits/${visit().id}/check-out`);
  });

  it('says why a check-in was refused, in the server’s words', async () => {
    mockApi()
      .on(contract.current, { visit: null })
      .on(contract.checkIn, failure(404, 'Customer C-1 not found'));
    const { user } = renderWithApp(<CheckInButton target={target} />);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The check-in was not saved: Customer C-1 not found',
    );
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeTruthy();
  });
});
