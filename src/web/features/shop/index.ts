/**
 * The front door of the shop portal (issue 48): a buyer's, never the staff's. The portal is one
 * component over its pages (decision 0354); the door names nothing that draws with Mantine, so the
 * storefront's entry (shop.tsx) loads through it only the plain first screen.
 */
export { ShopPortal, type ShopPortalProps } from './components/ShopPortal';
export type { ShopDownloads } from './components/ShopAccount';
export { fetchShopCreditMemo, fetchShopInvoice, fetchShopStatement } from './api/account';
export type { ShopStatementAnswer } from './api/account';
