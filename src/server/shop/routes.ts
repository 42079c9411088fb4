import type { FastifyInstance } from 'fastify';
import { customerMissingForShopMessage, shopContract } from '../../domain/shop/contract.js';
import { createShopAuth, signInLinkSeconds } from '../auth/shop-auth.js';
import { buyerOf, principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { AppError, notFound } from '../http/errors.js';
import { visibleCustomerOrThrow } from '../customer-records/queries.js';
import { findVisibleCustomer } from '../customers/queries.js';
import { getSetting } from '../settings/queries.js';
import { exposed, registerAuthProxy } from '../session/routes.js';
import type { ResourceDeps } from '../resource/resource.js';
import { shopCatalogue } from './catalogue.js';
import { acceptInvitation, inviteBuyer, revokeBuyer } from './commands.js';
import { describeItem, shopItems } from './items.js';
import './owners.js'; // registers the item and portal attachment owners
import { buyerShopName, listBuyers, portalLogo, storedAttachment } from './queries.js';
import { openPortal, priceShopCart, shopOrdersOf, shopReorder, submitShopOrder } from './orders.js';
import { approveShopOrder, declineShopOrder } from './review.js';
import { registerShopLive } from './live.js';
import { shopOrdersContract } from '../../domain/shop/orders-contract.js';
import { sendSignInLink } from './mail.js';
import { registerEstimateRoutes } from './estimate-routes.js';
import { sendStored } from '../attachments/routes.js';
import { shopAccountContract } from '../../domain/shop/account-contract.js';
import { shopAccount, shopStatement } from './account.js';
import { getCreditMemo, getInvoice } from '../documents/detail.js';

/** The staff's sign-in endpoints, and the emailed sign-in link's request and its landing. */
const shopEndpoints = new Set([...exposed, 'sign-in/magic-link', 'magic-link/verify']);

/**
 * The shop portal (issue 48): its own sign-in under `/api/shop/auth/*`, the invitation link, the
 * buyer's `/api/shop/…` routes, and staff's invite, list and revoke on the customer (decision 0324);
 * the company side: the preview, Admin → Items, the logo.
 */
export function registerShopRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, config, bus } = deps;
  const shopAuth = createShopAuth(
    config,
    deps.database,
    (buyer, url) => sendSignInLink(config, buyer, url, signInLinkSeconds / 60),
    (error) => app.log.error({ err: error }, 'a shop sign-in link could not be sent'),
  );
  registerAuthProxy(app, '/api/shop/auth/*', shopAuth, deps, shopEndpoints, true);
  registerRoutes(app, shopContract, {
    buyers: async ({ request, params }) => {
      await visibleCustomerOrThrow(db, principalOf(request), params.listId);
      return { buyers: await listBuyers(db, params.listId) };
    },
    invite: async ({ request, params }) => ({
      buyer: await inviteBuyer(deps, principalOf(request), params.listId, params.contactId),
    }),
    revoke: async ({ request, params }) => ({
      buyer: await revokeBuyer(deps, principalOf(request), params.listId, params.buyerId),
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
      const shopName = await buyerShopName(db, buyer.customerListId);
      if (shopName === null) throw notFound('Your shop is no longer in the catalogue. Ask your sales rep.');
      const company = await getSetting(db, 'company');
      const logo = await portalLogo(db);
      return {
        buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
        shop: { name: shopName },
        company: { name: company.name, logoUrl: logo ? shopContract.portalLogo.path : null },
      };
    },
    // The buyer reaches the logo alone: no attachment route is a buyer's (decision 0324).
    portalLogo: async ({ reply }) => {
      const logo = await portalLogo(db);
      const row = logo ? await storedAttachment(db, logo.attachmentId) : undefined;
      if (!logo || !row) throw notFound('The company has no logo.');
      return sendStored(reply, deps.storage, logo.attachmentId, row.storagePath, row.contentType, row.name);
    },
    preview: async ({ request, params }) => {
      const customer = await findVisibleCustomer(db, principalOf(request), params.listId);
      const catalogue = customer ? await shopCatalogue(db, customer.listId) : null;
      if (!catalogue) throw notFound(customerMissingForShopMessage(params.listId));
      return catalogue;
    },
    items: async () => ({ items: await shopItems(db) }),
    describeItem: async ({ request, params, body }) => {
      const item = await describeItem(db, principalOf(request), params.listId, body.description);
      await bus.publish({ kind: 'settings.changed', id: 'shopPortal' });
      return { item };
    },
    logo: async () => ({ logo: await portalLogo(db) }),
  });
  registerShopLive(app, deps);
  registerEstimateRoutes(app, deps);
  // The buyer's ordering: each handler reads the buyer's customer from the session (decision 0324).
  registerRoutes(app, shopOrdersContract, {
    catalogue: async ({ request }) => {
      await openPortal(db);
      const catalogue = await shopCatalogue(db, buyerOf(request).customerListId);
      if (!catalogue) throw notFound('Your shop is no longer in the catalogue. Ask your sales rep.');
      return catalogue;
    },
    reorder: async ({ request }) => shopReorder(db, buyerOf(request)),
    priceCart: async ({ request, body }) => priceShopCart(db, buyerOf(request), body.lines),
    submit: async ({ request, body }) => ({ order: await submitShopOrder(deps, buyerOf(request), body) }),
    orders: async ({ request }) => ({ orders: await shopOrdersOf(db, buyerOf(request)) }),
    approve: async ({ request, params, body }) => ({
      order: await approveShopOrder(deps, principalOf(request), params.id, body),
    }),
    decline: async ({ request, params, body }) => ({
      order: await declineShopOrder(deps, principalOf(request), params.id, body.reason),
    }),
  });
  // What the shop owes: its own documents only, by the customer in the session (decision 0324).
  registerRoutes(app, shopAccountContract, {
    account: async ({ request }) => shopAccount(db, buyerOf(request)),
    invoice: async ({ request, params }) => ({
      ...(await getInvoice(db, { customerListId: buyerOf(request).customerListId, txnId: params.id })),
      company: await getSetting(db, 'company'),
    }),
    creditMemo: async ({ request, params }) => ({
      ...(await getCreditMemo(db, { customerListId: buyerOf(request).customerListId, txnId: params.id })),
      company: await getSetting(db, 'company'),
    }),
    statement: async ({ request, query }) => shopStatement(db, buyerOf(request), query),
  });
}
