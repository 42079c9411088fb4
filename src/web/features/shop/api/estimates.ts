import type { RouteResult } from '../../../../domain/contract/route';
import type { SignEstimate } from '../../../../domain/shop/estimates';
import { estimatesContract } from '../../../../domain/shop/estimates-contract';
import { call } from '../../../lib/api';

export type ShopEstimatesAnswer = RouteResult<typeof estimatesContract.list>;

export const shopEstimatesKey = ['shop', 'estimates'] as const;

const path = (id: string) => `/api/shop/estimates/${encodeURIComponent(id)}`;
export const estimatePdfUrl = (id: string) => `${path(id)}/pdf`;
export const signedEstimatePdfUrl = (id: string) => `${path(id)}/signed.pdf`;

export const fetchShopEstimates = () => call(estimatesContract.list);
export const verifyShopEstimate = (id: string) => call(estimatesContract.verify, { params: { id } });
export const signShopEstimate = (id: string, body: SignEstimate) =>
  call(estimatesContract.sign, { params: { id }, body });
