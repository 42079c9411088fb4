import type { OrderComputation } from '../../../../domain/orders/compute';
import type { OrderType } from '../../../../domain/orders/constants';
import type { Order } from '../api/orders';
import type { OrderDraft } from '../hooks/useOrderDraft';
import { benefitSentences } from './compute';

/** The estimate's data (the PDF document's props without the company block). */
export interface EstimateData {
  date: string;
  customer: { name: string; lines: string[]; city: string; state: string; postalCode: string };
  preparedBy: string;
  priceLevel: string;
  terms: string;
  orderType: string;
  lines: { item: string; description: string; quantity: number; price: number; amount: number }[];
  totals: OrderComputation['totals'];
  benefits: string[];
  instructions: string;
}

export function estimateData(
  draft: OrderDraft,
  computation: OrderComputation,
  labels: { preparedBy: string; priceLevel: string; terms: string; raffleOrderType: OrderType },
): EstimateData {
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
    lines: computation.products.map((p) => ({
      item: p.name,
      description: p.description,
      quantity: p.qty,
      price: p.price,
      amount: p.amount,
    })),
    totals: computation.totals,
    benefits: benefitSentences(computation.benefits, draft.orderType, labels.raffleOrderType),
    instructions: draft.instructions,
  };
}

/** A saved order's estimate. */
export function orderEstimateData(order: Order, raffleOrderType: OrderType): EstimateData {
  const info = order.newCustomerInfo;
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
    lines: order.products.map((p) => ({
      item: p.name,
      description: p.description,
      quantity: p.qty,
      price: p.price,
      amount: p.amount,
    })),
    totals: order.totals,
    benefits: benefitSentences(order.eventBenefits, order.orderType, raffleOrderType),
    instructions: order.instructions,
  };
}
