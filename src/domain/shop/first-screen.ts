import { shopContract } from './contract.js';
import { shopOrdersContract } from './orders-contract.js';

/**
 * The answers `/shop` draws its first screen with: the buyer (the web app's `SignedInShop`), then the
 * storefront's catalogue, reorders and orders (`Storefront`). For a page load that carries a buyer's
 * cookie the server names them in the page as preloads (server/http/web-app.ts), so they arrive beside
 * the code instead of after it and after each other (decision 0368). A page that stops asking for one
 * should drop it here.
 */
export const shopFirstAnswerPaths = [
  shopContract.me.path,
  shopOrdersContract.catalogue.path,
  shopOrdersContract.reorder.path,
  shopOrdersContract.orders.path,
];
