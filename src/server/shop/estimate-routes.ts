import type { FastifyInstance, FastifyReply } from 'fastify';
import { estimatesContract } from '../../domain/shop/estimates-contract.js';
import { buyerOf, principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import type { ResourceDeps } from '../resource/resource.js';
import {
  orderEstimate,
  sendForSignature,
  shopEstimates,
  shopRequest,
  storedBytes,
  verificationOf,
  visibleRequest,
} from './estimates.js';
import { storedAttachment } from './queries.js';
import { signEstimate } from './signing.js';

async function sendPdf(reply: FastifyReply, deps: ResourceDeps, key: string | null, name: string) {
  const bytes = key ? await storedBytes(deps.storage, key) : null;
  if (!bytes) throw notFound('This PDF is not stored.');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * Signed estimates (issue 48, part 5; decisions 0340, 0341): the company's side under the order
 * (visible orders only), the buyer's under `/api/shop/estimates`, scoped to the customer their
 * session holds, never an id the client sends.
 */
export function registerEstimateRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, storage } = deps;
  registerRoutes(app, estimatesContract, {
    orderEstimate: ({ request, params }) => orderEstimate(db, principalOf(request), params.id),
    sendForSignature: async ({ request, params, body }) => ({
      estimate: await sendForSignature(deps, principalOf(request), params.id, body.pdf),
    }),
    orderVerify: async ({ request, params }) =>
      verificationOf(storage, await visibleRequest(db, principalOf(request), params.id)),
    orderUnsignedPdf: async ({ request, params, reply }) => {
      const row = await visibleRequest(db, principalOf(request), params.id);
      return sendPdf(reply, deps, row.unsignedStoragePath, `estimate-${row.orderId}-unsigned.pdf`);
    },
    list: async ({ request }) => ({ estimates: await shopEstimates(db, buyerOf(request).customerListId) }),
    unsignedPdf: async ({ request, params, reply }) => {
      const row = await shopRequest(db, buyerOf(request).customerListId, params.id);
      return sendPdf(reply, deps, row.unsignedStoragePath, `estimate-${row.orderId}.pdf`);
    },
    signedPdf: async ({ request, params, reply }) => {
      const row = await shopRequest(db, buyerOf(request).customerListId, params.id);
      const attachment = row.signedAttachmentId
        ? await storedAttachment(db, row.signedAttachmentId)
        : undefined;
      return sendPdf(reply, deps, attachment?.storagePath ?? null, `estimate-${row.orderId}-signed.pdf`);
    },
    verify: async ({ request, params }) =>
      verificationOf(storage, await shopRequest(db, buyerOf(request).customerListId, params.id)),
    sign: async ({ request, params, body }) => ({
      estimate: await signEstimate(deps, buyerOf(request), params.id, body, { ip: request.ip }),
    }),
  });
}
