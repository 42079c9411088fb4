import type { FastifyInstance } from 'fastify';
import { shopContract } from '../../domain/shop/contract.js';
import { createShopAuth, signInLinkSeconds } from '../auth/shop-auth.js';
import { buyerOf, principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { AppError, notFound } from '../http/errors.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import { getSetting } from '../settings/queries.js';
import { exposed, registerAuthProxy } from '../session/routes.js';
import type { ResourceDeps } from '../resource/resource.js';
import { acceptInvitation, inviteBuyer, revokeBuyer } from './commands.js';
import { listBuyers } from './queries.js';
import { sendSignInLink } from './mail.js';

/** The staff's sign-in endpoints, and the emailed sign-in link's request and its landing. */
const shopEndpoints = new Set([...exposed, 'sign-in/magic-link', 'magic-link/verify']);

/**
 * The shop portal (issue 48): its own sign-in under `/api/shop/auth/*`, the invitation link, the
 * buyer's `/api/shop/…` routes, and staff's invite, list and revoke on the customer (decision 0324).
 */
export function registerShopRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, config } = deps;
  const shopAuth = createShopAuth(config, deps.database, (buyer, url) =>
    sendSignInLink(config, buyer, url, signInLinkSeconds / 60),
  );
  registerAuthProxy(app, '/api/shop/auth/*', shopAuth, deps, shopEndpoints);
  registerRoutes(app, shopContract, {
    buyers: async ({ request, params }) => {
      await visibleCustomerOrThrow(db, principalOf(request), params.listId);
      return { buyers: await listBuyers(db, params.listId) };
    },
    invite: async ({ request, params }) => ({
      buyer: await inviteBuyer(deps, principalOf(request), params.listId, params.contactId),
    }),
    revoke: async ({ request, params }) => ({
      buyer: await revokeBuyer(db, principalOf(request), params.listId, params.buyerId),
    }),
    acceptInvitation: async ({ request, reply, body }) => {
      const { email } = await acceptInvitation({ db, shopAuth }, body);
      // Signed in at once with the password just set, so the link lands in the shop.
      const headers = new Headers({ 'x-humidor-client-ip': request.ip });
      const signedIn = await shopAuth.api.signInEmail({
        body: { email, password: body.password },
        headers,
        asResponse: true,
      });
      if (!signedIn.ok) throw new AppError(500, 'SIGN_IN_FAILED', 'Your password is set; sign in with it.');
      for (const cookie of signedIn.headers.getSetCookie()) void reply.header('set-cookie', cookie);
      return { ok: true as const };
    },
    me: async ({ request }) => {
      const buyer = buyerOf(request);
      const shop = await db
        .selectFrom('customers')
        .select(['fullName', 'companyName'])
        .where('listId', '=', buyer.customerListId)
        .executeTakeFirst();
      if (!shop) throw notFound('Your shop is no longer in the catalogue. Ask your sales rep.');
      const company = await getSetting(db, 'company');
      return {
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        shop: { name: shop.companyName ?? shop.fullName },
        company: { name: company.name },
      };
    },
  });
}
