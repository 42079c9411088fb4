import { ApiError } from '../../../lib/api';
import { orderInputSchema } from '../../../../domain/orders/schemas';
import { orderDraftMessages } from '../../../../domain/orders/validation';
import { orderBody, type OrderDraft } from '../hooks/useOrderDraft';

/**
 * Everything the form shows together before the confirmation: the §5 messages (with the advice to
 * switch to Current Customer above 6 of them), then the length and number limits, each once.
 * Empty when the order may be confirmed.
 */
export function submitMessages(draft: OrderDraft): string[] {
  const body = orderBody(draft);
  const parsed = orderInputSchema.safeParse(body);
  const messages = [
    ...orderDraftMessages({
      newCustomer: draft.newCustomer,
      customerListId: body.customerListId ?? null,
      newCustomerInfo: draft.newCustomer ? draft.newCustomerInfo : null,
      repCode: draft.repCode,
      orderType: draft.orderType,
      products: body.products ?? [],
    }),
    ...(parsed.success ? [] : parsed.error.issues.map((i) => i.message)),
  ];
  return [...new Set(messages)];
}

export const submitFailureMessage =
  'There was a problem submitting your order or uploading attachments. Please try again.';

/** The server's refusal of the order in its own words; the generic sentence for anything else. */
export function submitFailureOf(error: unknown): string {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return refused ? error.message : submitFailureMessage;
}
