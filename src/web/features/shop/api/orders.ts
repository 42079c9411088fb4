import type { RouteResult } from '../../../../domain/contract/route';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import { shopOrdersContract } from '../../../../domain/shop/orders-contract';
import { call } from '../../../lib/api';

export type ShopCatalogueAnswer = RouteResult<typeof shopOrdersContract.catalogue>;
export type ShopOrdersAnswer = RouteResult<typeof shopOrdersContract.orders>;

export const shopKeys = {
  catalogue: ['shop', 'catalogue'] as const,
  reorder: ['shop', 'reorder'] as const,
  orders: ['shop', 'orders'] as const,
  cart: (lines: ShopCartLine[]) => ['shop', 'cart', lines] as const,
};

export const fetchShopCatalogue = () => call(shopOrdersContract.catalogue);
export const fetchShopReorder = () => call(shopOrdersContract.reorder);
export const fetchShopOrders = () => call(shopOrdersContract.orders);
export const priceShopCart = (lines: ShopCartLine[]) =>
  call(shopOrdersContract.priceCart, { body: { lines } });
export const submitShopOrder = (lines: ShopCartLine[], clientId: string) =>
  call(shopOrdersContract.submit, { body: { lines, instructions: '', clientId } });
