import { noRepCode } from '../settings/repCodes.js';
import type { NewCustomerInfo, OrderInput } from './schemas.js';

export const customerMissingMessage = 'Missing / Customer not selected';
export const repCodeMissingMessage = 'Please select a REP Code';
export const orderTypeMissingMessage = 'Please select an order type';
export const productsMissingMessage = 'Missing: Products, there are no products selected';
export const switchToCurrentCustomerAdvice =
  'Most of the new customer details are missing. If this customer already exists, switch to Current Customer.';

/** The new-customer fields in the order the form shows them, with the names of their messages. */
export const newCustomerRequiredFields: readonly (readonly [keyof NewCustomerInfo, string])[] = [
  ['name', 'Customer Name'],
  ['street', 'Street Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zip', 'ZipCode'],
  ['firstName', 'Contact First Name'],
  ['lastName', 'Contact Last Name'],
  ['phone', 'Contact Phone'],
  ['email', 'Contact Email'],
];

type Draft = Pick<
  OrderInput,
  'newCustomer' | 'customerListId' | 'newCustomerInfo' | 'repCode' | 'orderType' | 'products'
>;

/**
 * The submit-time messages of spec §5, in display order; empty when the order may be submitted.
 * A current-customer order needs a customer; a new-customer order needs each detail ('Missing : X'),
 * and more than 6 messages add the advice to switch to Current Customer. Both need a rep code, an
 * order type and a product with a quantity above 0.
 */
export function orderDraftMessages(draft: Draft): string[] {
  const messages: string[] = [];
  if (draft.newCustomer) {
    for (const [field, label] of newCustomerRequiredFields) {
      if (!draft.newCustomerInfo?.[field]?.trim()) messages.push(`Missing : ${label}`);
    }
  } else if (!draft.customerListId?.trim()) {
    messages.push(customerMissingMessage);
  }
  const repCode = draft.repCode.trim();
  if (!repCode || repCode === noRepCode) messages.push(repCodeMissingMessage);
  if (!draft.orderType) messages.push(orderTypeMissingMessage);
  if (!draft.products.some((p) => p.qty > 0)) messages.push(productsMissingMessage);
  if (draft.newCustomer && messages.length > 6) messages.push(switchToCurrentCustomerAdvice);
  return messages;
}
