import type { FastifyInstance } from 'fastify';
import { customerMissingForShopMessage, shopContract } from '../../domain/shop/contract.js';
import { findVisibleCustomer } from '../customers/queries.js';
import { principalOf } from '../http/access.js';
import { registerRoutes } from '../http/contract.js';
import { notFound } from '../http/errors.js';
import type { ResourceDeps } from '../resource/resource.js';
import { shopCatalogue } from './catalogue.js';
import { describeItem, shopItems } from './items.js';
import { portalLogoOwnerId } from './owners.js'; // registers the item and portal attachment owners
import { newestImages } from './photos.js';

/** The shop portal's company side (issue 48): the preview, Admin → Items, the logo. */
export function registerShopRoutes(app: FastifyInstance, deps: ResourceDeps): void {
  const { db, bus } = deps;
  registerRoutes(app, shopContract, {
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
    logo: async () => ({
      logo: (await newestImages(db, 'portal', [portalLogoOwnerId])).get(portalLogoOwnerId) ?? null,
    }),
  });
}
