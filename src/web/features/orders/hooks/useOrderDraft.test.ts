import { describe, expect, it } from 'vitest';
import { draftOfBody, emptyDraft, orderBody, type PickedCustomer } from './useOrderDraft';

describe('draftOfBody', () => {
  it('gives back the draft an outbox order was sent from, so its form sends the same order', () => {
    const draft = {
      ...emptyDraft('TAA 2025', 'FL1'),
      // Only its list ID goes into the body.
      customer: { listId: 'C-1' } as PickedCustomer,
      instructions: 'Deliver Monday',
      orderType: 'Regular' as const,
      priceLevelListId: 'PL-10',
      terms: 'Net 30',
      orderTags: ['Show'],
      multiplyOrder: 2,
      quantities: { 'I-1': 3, 'I-2': 1 },
    };
    const body = orderBody(draft);
    const back = draftOfBody(body, emptyDraft('Standard', 'XX'));
    expect(orderBody({ ...back, customer: draft.customer })).toEqual(body);
    expect(back).toMatchObject({ tab: 'summary', clientId: draft.clientId, customer: null });
  });
});
