import type { ShopCartLine } from '../../../../domain/shop/orders';
import { shopOrdersContract } from '../../../../domain/shop/orders-contract';
import { call } from '../../../lib/api';

/** The company's review of a shop's order (issue 48, decision 0335). */
export const approveShopOrder = (id: string, lines: ShopCartLine[], message: string) =>
  call(shopOrdersContract.approve, { params: { id }, body: { lines, message } });
export const declineShopOrder = (id: string, reason: string) =>
  call(shopOrdersContract.decline, { params: { id }, body: { reason } });
