import type { RouteResult } from '../../../../domain/contract/route';
import type { OrderStatus } from '../../../../domain/orders/constants';
import { orderFormContract, ordersContract } from '../../../../domain/orders/contract';
import type { OrderFeedFilters } from '../../../../domain/orders/feed';
import type { OrderInputDraft } from '../../../../domain/orders/schemas';
import { call, hrefOf } from '../../../lib/api';

/** The order page's answer: the order and whether this user may delete it (the server decides). */
type OrderPage = RouteResult<typeof ordersContract.get>;
export type Order = OrderPage['order'];
export type OrderFeedPage = RouteResult<typeof ordersContract.feed>;
/** A feed row: the order without its lines and benefits. */
export type OrderCard = OrderFeedPage['orders'][number];
export type CreatedOrders = RouteResult<typeof ordersContract.create>;
export type SalesSummary = RouteResult<typeof ordersContract.summary>;
export type RaffleTicketsPage = RouteResult<typeof ordersContract.raffleTickets>;
export type RaffleTicket = RaffleTicketsPage['tickets'][number];
export type OrderFormCatalog = RouteResult<typeof orderFormContract.catalog>;

export type GateInputs = RouteResult<typeof ordersContract.gateInputs>;
export type GateLicense = RouteResult<typeof ordersContract.gateLicenses>['licenses'][number];
export type OrderGate = OrderPage['gate'];

/** The feed's filters as query parameters ('Any' and empty values left out). */
export type FeedQuery = Partial<OrderFeedFilters>;

export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', 'one', id] as const;
export const raffleKey = ['raffle-tickets'] as const;
/** A form's products, with the customer's event-year sales (none for `null`). */
export const catalogKey = (form: string, customerListId: string | null) =>
  [...ordersKey, 'catalog', form, customerListId] as const;
/** A customer's event-year sales as the offline working set keeps them (app/working-set.ts). */
export const yearSalesKey = (customerListId: string) => [...ordersKey, 'year-sales', customerListId] as const;

/** The gate's rules, permits and company name (decision 0300): kept on the device. */
export const gateInputsKey = [...ordersKey, 'gate', 'inputs'] as const;
/** One customer's licenses, as the server answers them now. */
export const gateLicensesKey = (customerListId: string) =>
  [...ordersKey, 'gate', 'licenses', customerListId] as const;
/** Every license the user may see, as the working set keeps them for the gate offline. */
export const keptLicensesKey = [...ordersKey, 'gate', 'licenses'] as const;

const filterParams = (f: FeedQuery) => ({
  from: f.from,
  to: f.to,
  authorId: f.authorId,
  status: f.status === 'Any' ? undefined : f.status,
  customerType: f.customerType === 'Any' ? undefined : f.customerType,
  orderType: f.orderType === 'Any' ? undefined : f.orderType,
  freeShipping: f.freeShipping === 'Any' ? undefined : f.freeShipping,
  tags: f.tags,
  customerListId: f.customerListId,
});

export const ordersApi = {
  create: (order: OrderInputDraft) => call(ordersContract.create, { body: order }),
  feed: (filters: FeedQuery, cursor?: string) =>
    call(ordersContract.feed, { query: { ...filterParams(filters), cursor } }),
  summary: (filters: FeedQuery) => call(ordersContract.summary, { query: filterParams(filters) }),
  get: (id: string) => call(ordersContract.get, { params: { id } }),
  remove: (id: string) => call(ordersContract.remove, { params: { id } }),
  setStatus: (id: string, status: OrderStatus) =>
    call(ordersContract.setStatus, { params: { id }, body: { status } }).then((r) => r.order),
  raffleTickets: (query: { orderId?: string; cursor?: string }) =>
    call(ordersContract.raffleTickets, { query }),
  gateInputs: () => call(ordersContract.gateInputs, {}),
  gateLicenses: (customerListId?: string) =>
    call(ordersContract.gateLicenses, { query: { customerListId } }).then((r) => r.licenses),
  overrideGate: (id: string, reason: string) =>
    call(ordersContract.overrideGate, { params: { id }, body: { reason } }).then((r) => r.gate),
  catalog: (form: string, customerListId: string | null) =>
    call(orderFormContract.catalog, { query: { form, customerListId: customerListId ?? undefined } }),
};

/** Download links: the browser streams the CSV straight from the server. */
export const csvUrls = {
  feed: (filters: FeedQuery) =>
    hrefOf(ordersContract.exportCsv, {
      query: { ...filterParams(filters), tz: Intl.DateTimeFormat().resolvedOptions().timeZone },
    }),
  raffle: hrefOf(ordersContract.raffleExportCsv, { query: {} }),
};
