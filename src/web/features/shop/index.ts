/** The front door of the shop portal's pages (issue 48): a buyer's, never the staff's. */
export { ShopHome } from './components/ShopHome';
export { ShopEstimatesPage } from './components/ShopEstimatesPage';
export { ShopSignIn } from './components/ShopSignIn';
export { InvitationPage } from './components/InvitationPage';
export { ShopAccount, type ShopDownloads } from './components/ShopAccount';
export { SignedInShop } from './components/SignedInShop';
export { fetchShopCreditMemo, fetchShopInvoice, fetchShopStatement } from './api/account';
export type { ShopStatementAnswer } from './api/account';
