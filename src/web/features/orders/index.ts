/** Orders: the form, the feed, their status and raffle tickets: its front door, all that pages and the app shell import of it. */
export { csvUrls } from './api/orders';
export { OrderActions } from './components/OrderActions';
export { OrderDetails } from './components/OrderDetails';
export { OrderFeed } from './components/OrderFeed';
export { OrderForm, type CustomerDefaults } from './components/OrderForm';
export { RaffleTicketsTable } from './components/RaffleTicketsTable';
export { draftOfBody, emptyDraft, useOrderDraft, type PickedCustomer } from './hooks/useOrderDraft';
export { useOrder } from './hooks/useOrders';
export { orderEstimateData } from './lib/estimate';
export { orderSettingsFrom } from './lib/settings';
