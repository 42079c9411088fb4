/** The front door of orders, their form, the feed, status and raffle tickets. */
export { csvUrls } from './api/orders';
export { ExciseGapLinks } from './components/ExciseGapLinks';
export { ExciseSummary } from './components/ExciseSummary';
export { OrderActions } from './components/OrderActions';
export { OrderDetails } from './components/OrderDetails';
export { OrderFeed } from './components/OrderFeed';
export { OrderForm, type CustomerDefaults } from './components/OrderForm';
export { OrderGatePanel } from './components/OrderGate';
export { EstimateSignature } from './components/EstimateSignature';
export { ShopOrderReview } from './components/ShopOrderReview';
export { RaffleTicketsTable } from './components/RaffleTicketsTable';
export { draftOfBody, emptyDraft, useOrderDraft, type PickedCustomer } from './hooks/useOrderDraft';
export { useOrder } from './hooks/useOrders';
export { orderEstimateData } from './lib/estimate';
export { orderSettingsFrom } from './lib/settings';
