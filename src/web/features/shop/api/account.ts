import type { RouteResult } from '../../../../domain/contract/route';
import { shopAccountContract } from '../../../../domain/shop/account-contract';
import { call } from '../../../lib/api';

export type ShopAccountAnswer = RouteResult<typeof shopAccountContract.account>;
export type ShopInvoiceAnswer = RouteResult<typeof shopAccountContract.invoice>;
export type ShopCreditMemoAnswer = RouteResult<typeof shopAccountContract.creditMemo>;
export type ShopStatementAnswer = RouteResult<typeof shopAccountContract.statement>;

export const shopAccountKey = ['shop', 'account'] as const;

export const fetchShopAccount = () => call(shopAccountContract.account);
export const fetchShopInvoice = (id: string) => call(shopAccountContract.invoice, { params: { id } });
export const fetchShopCreditMemo = (id: string) => call(shopAccountContract.creditMemo, { params: { id } });
/** An empty end is left out: the server gives it its default (decision 0338). */
export const fetchShopStatement = (from: string, to: string) =>
  call(shopAccountContract.statement, {
    query: { ...(from ? { from } : {}), ...(to ? { to } : {}) },
  });
