import type { OrderComputation } from '../../../../domain/orders/compute';
import type { OrderType } from '../../../../domain/orders/constants';
import type { Order } from '../api/orders';
import type { OrderDraft } from '../hooks/useOrderDraft';
import { benefitSentences } from './compute';
import type { OrderExcise } from '../../../../domain/orders/excise';
import { printedExcise, type PrintedExcise } from '../../../../domain/orders/excise-documents';

/** The estimate's data (the PDF document's props without the company block). */
export interface EstimateData {
  date: string;
  customer: { name: string; lines: string[]; city: string; state: string; postalCode: string };
  preparedBy: string;
  priceLevel: string;
  terms: string;
  orderType: string;
  lines: {
    item: string;
    description: string;
    quantity: number;
    price: number;
    amount: number;
    exciseTax?: number | null;
  }[];
  totals: OrderComputation['totals'];
  benefits: string[];
  instructions: string;
  excise: PrintedExcise | null;
}

/** The estimate's lines from an order's computed products, each with its excise tax when worked out. */
function estimateLines(products: OrderComputation['products'], excise: PrintedExcise | null) {
  return products.map((p) => ({
    item: p.name,
    description: p.description,
    quantity: p.qty,
    price: p.price,
    amount: p.amount,
    exciseTax: excise?.lineTax[p.productListId] ?? null,
  }));
}

export function estimateData(
  draft: OrderDraft,
  computation: OrderComputation,
  labels: { preparedBy: string; priceLevel: string; terms: string; raffleOrderType: OrderType },
  /** The draft's excise tax as the server will work it out (`draftExcise`). */
  orderExcise: OrderExcise | null = null,
): EstimateData {
  const excise = printedExcise(orderExcise);
  const info = draft.newCustomerInfo;
  const customer = draft.newCustomer
    ? {
        name: info.name,
        lines: [info.street, info.street2].filter(Boolean),
        city: info.city,
        state: info.state,
        postalCode: info.zip,
      }
    : {
        name: draft.customer?.fullName ?? '',
        lines: [],
        city: draft.customer?.city ?? '',
        state: draft.customer?.state ?? '',
        postalCode: '',
      };
  return {
    date: new Date().toISOString(),
    customer,
    preparedBy: labels.preparedBy,
    priceLevel: labels.priceLevel,
    terms: labels.terms,
    orderType: draft.orderType || 'Regular',
    lines: estimateLines(computation.products, excise),
    totals: computation.totals,
    benefits: benefitSentences(computation.benefits, draft.orderType, labels.raffleOrderType),
    instructions: draft.instructions,
    excise,
  };
}

/** A saved order's estimate. */
export function orderEstimateData(order: Order, raffleOrderType: OrderType): EstimateData {
  const info = order.newCustomerInfo;
  const excise = printedExcise(order.excise);
  return {
    date: order.createdAt,
    customer: info
      ? {
          name: info.name,
          lines: [info.street, info.street2].filter(Boolean),
          city: info.city,
          state: info.state,
          postalCode: info.zip,
        }
      : {
          name: order.customerName,
          lines: [],
          city: order.customerCity ?? '',
          state: order.customerState ?? '',
          postalCode: '',
        },
    preparedBy: order.authorName,
    priceLevel: order.priceLevelName,
    terms: order.terms,
    orderType: order.orderType,
    lines: estimateLines(order.products, excise),
    totals: order.totals,
    benefits: benefitSentences(order.eventBenefits, order.orderType, raffleOrderType),
    instructions: order.instructions,
    excise,
  };
}
