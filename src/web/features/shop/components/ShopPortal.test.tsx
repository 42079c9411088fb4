// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '../../../../domain/contract/route';
import { shopContract } from '../../../../domain/shop/contract';
import { shopOrdersContract } from '../../../../domain/shop/orders-contract';
import { failure, mockApi } from '../../../test/api';
import type { ShopDownloads } from './ShopAccount';
import { ShopPortal } from './ShopPortal';

/** better-auth's sign-in for buyers is no contract route: answered here by its path. */
const signInRoute = {
  method: 'POST',
  path: '/api/shop/auth/sign-in/email',
  access: 'public',
  tags: [],
} as unknown as RouteDefinition;

const me = {
  buyer: { id: 'b1', name: 'Bea Buyer', email: 'bea@shop.test' },
  shop: { name: 'Smoke Shop' },
  company: { name: 'Tobacco Co', logoUrl: null },
};
const catalogue = {
  customerListId: 'C1',
  priceLevel: { name: 'Retail', percentOff: 0 },
  minimumOrderCents: 0,
  brands: [
    {
      brand: 'Padrón',
      items: [
        {
          listId: 'I1',
          name: 'Padrón 1964',
          description: 'Maduro',
          boxCount: 25,
          photoUrl: null,
          availability: 'in stock' as const,
          priceCents: 30_000,
        },
      ],
    },
  ],
};
const line = {
  listId: 'I1',
  name: 'Padrón 1964',
  description: '',
  qty: 2,
  priceCents: 30_000,
  amountCents: 60_000,
};

/** The shop's live stream, held so a test can send its events. */
const streams: { listeners: Map<string, () => void> }[] = [];
class FakeEventSource {
  listeners = new Map<string, () => void>();
  constructor() {
    streams.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {}
}

const downloads: ShopDownloads = {
  invoice: () => Promise.resolve(),
  creditMemo: () => Promise.resolve(),
  statement: () => Promise.resolve(),
};
const Library = ({ children }: { children: ReactNode }) => children;

function renderPortal(path: string) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const titles: string[] = [];
  render(
    <QueryClientProvider client={client}>
      <ShopPortal downloads={downloads} Library={Library} onTitle={(title) => titles.push(title)} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), titles };
}

beforeEach(() => {
  streams.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shop portal without a router', () => {
  it('sends a visitor without a session from /shop to the sign-in, and a signed-in buyer back to /shop', async () => {
    let signedIn = false;
    mockApi()
      .on(shopContract.me, () => (signedIn ? me : failure(401, 'Sign in to the shop portal.')))
      .on(signInRoute, ({ body }) =>
        (body as { password: string }).password === 'right'
          ? ((signedIn = true), { ok: true })
          : failure(401, 'Invalid email or password'),
      )
      .on(shopOrdersContract.catalogue, catalogue)
      .on(shopOrdersContract.reorder, { lastOrder: null, usual: [] })
      .on(shopOrdersContract.orders, { orders: [] });
    const { user, titles } = renderPortal('/shop');
    await screen.findByRole('heading', { name: 'Sign in to order for your shop' });
    expect(window.location.pathname).toBe('/shop/sign-in');
    expect(titles.at(-1)).toBe('Shop sign-in');

    await user.type(screen.getByLabelText(/^Email/), 'bea@shop.test');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'right');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Welcome, Smoke Shop' });
    expect(window.location.pathname).toBe('/shop');
    expect(titles.at(-1)).toBe('Shop');
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between its pages by its links and the browser’s Back, and a revoked buyer to the sign-in saying why', async () => {
    mockApi()
      .on(shopContract.me, me)
      .on(shopOrdersContract.catalogue, catalogue)
      .on(shopOrdersContract.reorder, { lastOrder: null, usual: [] })
      .on(shopOrdersContract.orders, { orders: [] });
    const { user, titles } = renderPortal('/shop');
    await screen.findByRole('heading', { name: 'Welcome, Smoke Shop' });
    await user.click(screen.getByRole('link', { name: 'Estimates' }));
    expect(window.location.pathname).toBe('/shop/estimates');
    expect(titles.at(-1)).toBe('Estimates to sign');
    expect(screen.getByRole('link', { name: 'Estimates' })).toHaveAttribute('aria-current', 'page');

    // The browser's Back: the address moves, then popstate says so.
    act(() => {
      window.history.replaceState(null, '', '/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByRole('heading', { name: 'Welcome, Smoke Shop' });
    expect(titles.at(-1)).toBe('Shop');

    act(() => streams.at(-1)?.listeners.get('revoked')?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(/access to the shop portal was revoked/);
    expect(window.location.pathname + window.location.search).toBe('/shop/sign-in?revoked');
  });

  it('fills the cart with the last order, shows the server’s prices and sends it', async () => {
    const api = mockApi()
      .on(shopContract.me, me)
      .on(shopOrdersContract.catalogue, catalogue)
      .on(shopOrdersContract.reorder, {
        lastOrder: { date: '2026-11-02', lines: [{ listId: 'I1', qty: 2 }] },
        usual: [],
      })
      .on(shopOrdersContract.orders, { orders: [] })
      .on(shopOrdersContract.priceCart, {
        lines: [line],
        gifts: [],
        freeShipping: true,
        totalCents: 60_000,
        minimumOrderCents: 0,
        messages: [],
        canSubmit: true,
      })
      .on(shopOrdersContract.submit, {
        order: {
          id: 'O1',
          createdAt: '2026-12-07T01:00:00Z',
          status: 'In review',
          lines: [line],
          totalCents: 60_000,
          message: null,
        },
      });
    const { user } = renderPortal('/shop');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reorder last order' }));
    expect(await screen.findByTestId('shop-cart-total')).toHaveTextContent('Total $600.00');
    expect(screen.getByRole('spinbutton', { name: 'Boxes of Padrón 1964' })).toHaveValue(2);
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Your order is with your rep for review.')).toBeInTheDocument();
    expect(api.calls(shopOrdersContract.submit)[0]?.body).toMatchObject({
      lines: [{ listId: 'I1', qty: 2 }],
    });
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
