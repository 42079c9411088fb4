import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { orderParams } from '../orders/presented.js';
import {
  estimateVerificationSchema,
  sendForSignatureSchema,
  shopEstimateSchema,
  signEstimateSchema,
  staffEstimateSchema,
} from './estimates.js';

const estimateParams = z.object({ id: z.string().min(1).max(60) });

/**
 * Signed estimates (issue 48, part 5; decisions 0340, 0341). The company sends an order's estimate
 * for signature under the order; the buyer lists, reads and signs the shop's own under
 * `/api/shop/estimates`, scoped to the customer their session holds. Both sides can verify the
 * recorded hash against the stored unsigned PDF and download that PDF.
 */
export const estimatesContract = {
  orderEstimate: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/estimate-signature',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: "The order's newest signature request, and whether the caller may send one",
    params: orderParams,
    response: z.object({ canSend: z.boolean(), estimate: staffEstimateSchema.nullable() }),
  }),
  sendForSignature: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/estimate-signature',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: "Send the order's estimate (its PDF, drawn from the saved order) to the shop for signature",
    params: orderParams,
    body: sendForSignatureSchema,
    status: 201,
    response: z.object({ estimate: staffEstimateSchema }),
  }),
  orderVerify: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/estimate-signature/verify',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: 'The recorded SHA-256 of the unsigned estimate beside the stored PDF hashed again',
    params: orderParams,
    response: estimateVerificationSchema,
  }),
  orderUnsignedPdf: defineRoute({
    method: 'GET',
    path: '/api/orders/:id/estimate-signature/unsigned.pdf',
    access: 'user',
    tags: ['orders', 'shop'],
    summary: 'The unsigned estimate PDF as sent, so anyone can hash it',
    params: orderParams,
    produces: 'application/pdf',
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/shop/estimates',
    access: 'buyer',
    tags: ['shop'],
    summary: "The shop's estimates sent for signature, newest first",
    response: z.object({ estimates: z.array(shopEstimateSchema) }),
  }),
  unsignedPdf: defineRoute({
    method: 'GET',
    path: '/api/shop/estimates/:id/pdf',
    access: 'buyer',
    tags: ['shop'],
    summary: 'The estimate PDF to read and sign (the stored unsigned one)',
    params: estimateParams,
    produces: 'application/pdf',
  }),
  signedPdf: defineRoute({
    method: 'GET',
    path: '/api/shop/estimates/:id/signed.pdf',
    access: 'buyer',
    tags: ['shop'],
    summary: 'The signed estimate PDF: its pages and a last page with the signature',
    params: estimateParams,
    produces: 'application/pdf',
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/api/shop/estimates/:id/verify',
    access: 'buyer',
    tags: ['shop'],
    summary: 'The recorded SHA-256 of the unsigned estimate beside the stored PDF hashed again',
    params: estimateParams,
    response: estimateVerificationSchema,
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/api/shop/estimates/:id/signature',
    access: 'buyer',
    tags: ['shop'],
    summary: 'Sign the estimate: the drawn signature as a PNG data URL and the typed name',
    params: estimateParams,
    body: signEstimateSchema,
    formErrors: true,
    response: z.object({ estimate: shopEstimateSchema }),
  }),
};
