import type { RouteResult } from '../../../../domain/contract/route';
import { estimatesContract } from '../../../../domain/shop/estimates-contract';
import { call } from '../../../lib/api';
import { orderKey } from './orders';

export type OrderEstimateAnswer = RouteResult<typeof estimatesContract.orderEstimate>;

/** Under the order's key, so the order's live change refetches it too. */
export const orderEstimateKey = (id: string) => [...orderKey(id), 'estimate'] as const;

/** A file's bytes as base64, in slices (a whole PDF at once overflows the argument list). */
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
}

export const fetchOrderEstimate = (id: string) => call(estimatesContract.orderEstimate, { params: { id } });
export const sendEstimateForSignature = async (id: string, pdf: Blob) =>
  call(estimatesContract.sendForSignature, { params: { id }, body: { pdf: await base64Of(pdf) } });
export const verifyOrderEstimate = (id: string) => call(estimatesContract.orderVerify, { params: { id } });
export const unsignedEstimateUrl = (id: string) =>
  `/api/orders/${encodeURIComponent(id)}/estimate-signature/unsigned.pdf`;
