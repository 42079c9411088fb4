import { adminContract } from '../../../../domain/admin/contract';
import type { RouteResult } from '../../../../domain/contract/route';
import { shopContract } from '../../../../domain/shop/contract';
import type { ShopPortalSettings } from '../../../../domain/settings/shopPortal';
import { call } from '../../../lib/api';

export type { ShopItem } from '../../../../domain/shop/contract';
export type ShopItemsAnswer = RouteResult<typeof shopContract.items>;

export const shopAdminKey = ['shop-admin'] as const;
export const shopItemsKey = [...shopAdminKey, 'items'] as const;
export const shopPortalKey = [...shopAdminKey, 'portal'] as const;

/** The portal's setting, read with the other settings (Admin → Settings shows it too). */
export const fetchShopPortal = async () => {
  const { settings } = await call(adminContract.listSettings);
  const entry = settings.find((setting) => setting.key === 'shopPortal');
  return { value: entry?.value as ShopPortalSettings, updatedAt: entry?.updatedAt ?? null };
};
export const saveShopPortal = (value: ShopPortalSettings) =>
  call(adminContract.saveSetting, { params: { key: 'shopPortal' }, body: value });

export const fetchShopItems = () => call(shopContract.items);
export const describeShopItem = (listId: string, description: string) =>
  call(shopContract.describeItem, { params: { listId }, body: { description } });
