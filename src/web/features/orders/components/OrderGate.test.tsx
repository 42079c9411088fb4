// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ordersContract } from '../../../../domain/orders/contract';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { OrderGate } from '../api/orders';
import { OrderFormGate, OrderGatePanel } from './OrderGate';

const texas =
  'Texas: Humidor Cigar Co. holds no Texas distributor permit, so it may sell only to Texas permitted distributors — Tex. Tax Code 155.0415';
const reason = {
  state: 'TX',
  code: 'no-permit-not-distributor' as const,
  message: texas,
  citation: 'Tex. Tax Code 155.0415',
  url: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.155.htm#155.0415',
};
const held = {
  status: 'ready' as const,
  decision: { state: 'TX', day: '2026-12-06', allowed: false, reasons: [reason] },
};

describe('the gate on the order form', () => {
  it('names the state, the rule and its source, and tells a rep why Submit is off', () => {
    renderWithApp(<OrderFormGate gate={held} canOverride={false} reason="" onReason={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This order cannot be submitted');
    expect(screen.getByText(texas)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Tex. Tax Code 155.0415' })).toHaveAttribute(
      'href',
      reason.url,
    );
    expect(screen.getByText(/Submit stays off until the license or permit is recorded/)).toBeInTheDocument();
  });

  it('asks an admin why, and says a too-short reason is not enough', () => {
    renderWithApp(<OrderFormGate gate={held} canOverride reason="ok" onReason={() => {}} />);
    expect(screen.getByRole('textbox', { name: /Let this order through/ })).toHaveValue('ok');
    expect(
      screen.getByText('Write why this order may go through (at least 5 characters)'),
    ).toBeInTheDocument();
  });

  it('says nothing while no customer is chosen or the order may go, and says when it is checking', () => {
    const { rerender } = renderWithApp(
      <OrderFormGate gate={{ status: 'idle' }} canOverride={false} reason="" onReason={() => {}} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(
      <OrderFormGate gate={{ status: 'loading' }} canOverride={false} reason="" onReason={() => {}} />,
    );
    expect(screen.getByTestId('order-gate-loading')).toHaveTextContent('Checking the licensing rules');
    rerender(
      <OrderFormGate
        gate={{ status: 'ready', decision: { state: 'FL', day: '2026-12-06', allowed: true, reasons: [] } }}
        canOverride={false}
        reason=""
        onReason={() => {}}
      />,
    );
    expect(screen.queryByTestId('order-gate')).toBeNull();
  });
});

describe('the gate on the order page', () => {
  const heldOrder: OrderGate = { held: true, reasons: [reason], override: null };

  it('lets an admin let a held order through with a written reason', async () => {
    const api = mockApi().on(ordersContract.overrideGate, {
      gate: {
        held: false,
        reasons: [reason],
        override: {
          reason: 'Permit renewal filed',
          byName: 'Ada Admin',
          at: '2026-12-06T12:00:00.000Z',
          state: 'TX',
        },
      },
    });
    const { user } = renderWithApp(<OrderGatePanel orderId="O-1" gate={heldOrder} canOverride />);
    expect(screen.getByText(texas)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let this order through' }));
    expect(
      await screen.findByText('Write why this order may go through (at least 5 characters)'),
    ).toBeInTheDocument();
    expect(api.calls(ordersContract.overrideGate)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Why may this order go?' }), 'Permit renewal filed');
    await user.click(screen.getByRole('button', { name: 'Let this order through' }));
    await expect
      .poll(() => api.calls(ordersContract.overrideGate).map((c) => c.body))
      .toEqual([{ reason: 'Permit renewal filed' }]);
  });

  it('shows who let an order through, when and why; a rep gets no button', () => {
    renderWithApp(
      <OrderGatePanel
        orderId="O-1"
        gate={{
          held: false,
          reasons: [reason],
          override: {
            reason: 'Counsel agreed',
            byName: 'Ada Admin',
            at: '2026-12-01T12:00:00.000Z',
            state: 'TX',
          },
        }}
        canOverride={false}
      />,
    );
    expect(screen.getByTestId('order-gate-override')).toHaveTextContent(
      'Let through by Ada Admin on 12/01/2026: Counsel agreed',
    );
    expect(screen.queryByRole('button', { name: 'Let this order through' })).toBeNull();
  });
});
