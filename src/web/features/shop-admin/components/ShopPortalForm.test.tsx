// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminContract } from '../../../../domain/admin/contract';
import { shopPortalDefault } from '../../../../domain/settings/shopPortal';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import type { ShopItem } from '../api/shop-admin';
import { ShopPortalForm } from './ShopPortalForm';

const items: ShopItem[] = [
  {
    listId: 'I-1',
    name: 'p-ADF109',
    brand: 'Arturo',
    isActive: true,
    salesDesc: null,
    description: null,
    photo: null,
  },
];

let saved: unknown[];
beforeEach(() => {
  saved = [];
  mockApi().on(adminContract.saveSetting, (request) => {
    saved.push(request.body);
    return {
      setting: {
        key: 'shopPortal',
        value: request.body,
        defaultValue: shopPortalDefault,
        updatedAt: null,
        updatedBy: null,
      },
    };
  });
});

describe('the shop portal form', () => {
  it('sends the minimum order in whole cents', async () => {
    const { user } = renderWithApp(
      <ShopPortalForm portal={shopPortalDefault} updatedAt={null} items={items} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Shops may sign in and order' }));
    const minimum = screen.getByRole('textbox', { name: /Minimum order value/ });
    await user.clear(minimum);
    await user.type(minimum, '250.5');
    await user.click(screen.getByRole('button', { name: 'Save shop portal' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ enabled: true, minimumOrderCents: 25_050 });
  });

  it('refuses a negative minimum with the schema’s words, sending nothing', async () => {
    const { user } = renderWithApp(
      <ShopPortalForm portal={shopPortalDefault} updatedAt={null} items={items} />,
    );
    const minimum = screen.getByRole('textbox', { name: /Minimum order value/ });
    await user.clear(minimum);
    await user.type(minimum, '-5');
    await user.click(screen.getByRole('button', { name: 'Save shop portal' }));
    expect(await screen.findByText(/The minimum order value cannot be negative/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
