import type { OrderComputation, OrderProductLine } from '../../../../domain/orders/compute';
import type { OrderStatus, OrderType } from '../../../../domain/orders/constants';
import type { OrderFeedFilters } from '../../../../domain/orders/feed';
import type { CatalogItem } from '../../../../domain/orders/lines';
import type { NewCustomerInfo, OrderInputDraft } from '../../../../domain/orders/schemas';
import { api, query } from '../../../lib/api';

/** An order as GET /api/orders and GET /api/orders/:id answer it. */
export interface Order {
  id: string;
  createdAt: string;
  batchId: string;
  status: OrderStatus;
  orderType: OrderType;
  newCustomer: boolean;
  customerListId: string | null;
  customerName: string;
  customerAccountNumber: string | null;
  customerCity: string | null;
  customerState: string | null;
  customerPhone: string | null;
  newCustomerInfo: NewCustomerInfo | null;
  authorId: string;
  authorName: string;
  originalAuthorId: string;
  originalAuthorName: string;
  repCode: string;
  orderFormType: string;
  priceLevelName: string;
  priceLevelPercent: number;
  terms: string;
  instructions: string;
  orderTags: string[];
  multiplyOrder: number;
  optimalAsmtMet: boolean;
  isTaaMember: boolean;
  products: OrderProductLine[];
  totals: OrderComputation['totals'];
  freeShipping: boolean;
  eventBenefits: OrderComputation['benefits'];
  raffleTickets: number;
  raffleEmail: string;
  estimateId: string;
  commentCount: number;
  attachmentCount: number;
}

/** The order page: the order and whether this user may delete it (the server decides). */
export interface OrderPage {
  order: Order;
  canDelete: boolean;
}

export interface CreatedOrders {
  ids: string[];
  batchId: string;
  raffleTickets: { orderId: string; ticketNumber: string }[];
}

export interface OrderFeedPage {
  orders: Order[];
  nextCursor: string | null;
}

export interface SalesSummary {
  summary: {
    orders: number;
    amount: number;
    averageAmount: number;
    inQBooks: number;
    notInQBooks: number;
    freeShipping: number;
  };
  salesByItem: { item: string; description: string; qty: number; amount: number; percent: number }[];
}

export interface RaffleTicket {
  ticketNumber: string;
  orderId: string;
  event: string;
  customerListId: string | null;
  customerName: string;
  createdAt: string;
}

export interface OrderFormCatalog {
  form: string;
  items: CatalogItem[];
  customerYearSales: number;
}

/** The feed's filters as query parameters ('Any' and empty values left out). */
export type FeedQuery = Partial<OrderFeedFilters>;

export const ordersKey = ['orders'] as const;
export const orderKey = (id: string) => ['orders', 'one', id] as const;
export const raffleKey = ['raffle-tickets'] as const;

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

const idPath = (id: string) => `/api/orders/${encodeURIComponent(id)}`;

export const ordersApi = {
  create: (order: OrderInputDraft) => api.post<CreatedOrders>('/api/orders', order),
  feed: (filters: FeedQuery, cursor?: string) =>
    api.get<OrderFeedPage>(`/api/orders${query({ ...filterParams(filters), cursor })}`),
  summary: (filters: FeedQuery) =>
    api.get<SalesSummary>(`/api/orders/summary${query(filterParams(filters))}`),
  get: (id: string) => api.get<OrderPage>(idPath(id)),
  remove: (id: string) => api.delete<void>(idPath(id)),
  setStatus: (id: string, status: OrderStatus) =>
    api.patch<{ order: Order }>(`${idPath(id)}/status`, { status }).then((r) => r.order),
  raffleTickets: (orderId?: string) =>
    api.get<{ tickets: RaffleTicket[] }>(`/api/raffle-tickets${query({ orderId })}`).then((r) => r.tickets),
  catalog: (form: string, customerListId: string | null) =>
    api.get<OrderFormCatalog>(`/api/order-form${query({ form, customerListId })}`),
};

/** Download links: the browser streams the CSV straight from the server. */
export const csvUrls = {
  feed: (filters: FeedQuery) =>
    `/api/orders/export.csv${query({ ...filterParams(filters), tz: Intl.DateTimeFormat().resolvedOptions().timeZone })}`,
  raffle: '/api/raffle-tickets/export.csv',
};
