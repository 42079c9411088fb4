import { useCallback, useEffect, useRef, useState } from 'react';
import { quantityStore, type QuantityStore } from './useQuantities';
import {
  multiplyOrderMax,
  multiplyOrderMin,
  orderTypes,
  type OrderType,
} from '../../../../domain/orders/constants';
import {
  emptyNewCustomer,
  emptyOrderEntry,
  orderEntryOf,
  type NewCustomerInfo,
  type OrderEntry,
  type OrderInputDraft,
} from '../../../../domain/orders/schemas';
import { clientIdSchema, newClientId } from '../../../../domain/idempotency/client-id';

/** A customer chosen in the picker (the customer search's result shape). */
export interface PickedCustomer {
  listId: string;
  fullName: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  city: string | null;
  state: string | null;
  accountNumber: string | null;
  isActive: boolean;
}

export const orderTabs = ['customer', 'products', 'summary'] as const;
export type OrderTab = (typeof orderTabs)[number];

/** Everything the order form holds until it is submitted (the typed fields: OrderEntry). */
export interface OrderDraft extends OrderEntry {
  tab: OrderTab;
  newCustomer: boolean;
  customer: PickedCustomer | null;
  newCustomerInfo: NewCustomerInfo;
  /** The User selector: null is the signed-in user. */
  authorId: string | null;
  orderType: OrderType | '';
  /** null: the customer's price level. */
  priceLevelListId: string | null;
  /** null: the customer's terms (Credit Card for a new customer). */
  terms: string | null;
  orderTags: string[];
  multiplyOrder: number;
  /** Quantities by item list id. */
  quantities: Record<string, number>;
  /** Sent with every submit of this draft, so a retry never saves its orders twice. */
  clientId: string;
}

/** The draft but its quantities, which live in a `QuantityStore` while the form is open. */
export type OrderFields = Omit<OrderDraft, 'quantities'>;

export { emptyNewCustomer };

export function emptyDraft(orderFormType: string, repCode: string): OrderDraft {
  return {
    tab: 'customer',
    newCustomer: false,
    customer: null,
    newCustomerInfo: emptyNewCustomer,
    authorId: null,
    ...emptyOrderEntry,
    repCode,
    orderFormType,
    orderType: '',
    priceLevelListId: null,
    terms: null,
    orderTags: [],
    multiplyOrder: 1,
    quantities: {},
    clientId: newClientId(),
  };
}

const storageKey = (userId: string) => `humidor.orderDraft.${userId}`;

function read(userId: string, fallback: OrderDraft): OrderDraft {
  try {
    const saved = JSON.parse(
      localStorage.getItem(storageKey(userId)) ?? 'null',
    ) as Partial<OrderDraft> | null;
    if (!saved || typeof saved !== 'object') return fallback;
    const draft = {
      ...fallback,
      ...saved,
      newCustomerInfo: { ...emptyNewCustomer, ...saved.newCustomerInfo },
    };
    const multiply = Number(draft.multiplyOrder);
    return {
      ...draft,
      tab: orderTabs.includes(draft.tab) ? draft.tab : 'customer',
      orderType: (orderTypes as readonly string[]).includes(draft.orderType) ? draft.orderType : '',
      multiplyOrder:
        Number.isInteger(multiply) && multiply >= multiplyOrderMin && multiply <= multiplyOrderMax
          ? multiply
          : 1,
      quantities: typeof draft.quantities === 'object' && draft.quantities ? draft.quantities : {},
      clientId: clientIdSchema.safeParse(draft.clientId).data ?? fallback.clientId,
    };
  } catch {
    return fallback;
  }
}

function fieldsOf({ quantities: _, ...fields }: OrderDraft): OrderFields {
  return fields;
}

/** The whole draft as it is now: its fields and the store's quantities (to submit, save or print). */
export function wholeDraft(draft: OrderFields, quantities: QuantityStore): OrderDraft {
  return { ...draft, quantities: quantities.get() };
}

/**
 * The order form's draft, kept in this browser per user so it survives a reload; `reset` clears it
 * (after a successful submit). Its quantities are in `quantities` (a keystroke re-renders only what
 * reads them); `update` takes them too, and `wholeDraft` puts the two together.
 */
export function useOrderDraft(userId: string, orderFormType: string, repCode: string, initial?: OrderDraft) {
  const [start] = useState(() => initial ?? read(userId, emptyDraft(orderFormType, repCode)));
  const [quantities] = useState<QuantityStore>(() => quantityStore(start.quantities));
  const [draft, setDraft] = useState<OrderFields>(() => fieldsOf(start));
  // A refused order opened from /outbox is kept by the outbox: the draft in progress is left alone.
  const [kept] = useState(initial === undefined);
  // The write waiting out the pause, so that leaving the form for another page does not drop it.
  const pendingWrite = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!kept) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      pendingWrite.current = null;
      localStorage.setItem(storageKey(userId), JSON.stringify(wholeDraft(draft, quantities)));
    };
    const save = () => {
      clearTimeout(timer);
      timer = setTimeout(write, 150);
      pendingWrite.current = write;
    };
    // A reload or a closed tab does not wait out the pause: what was typed last is kept.
    const writeNow = () => timer !== undefined && write();
    save();
    const unsubscribe = quantities.subscribe(save);
    window.addEventListener('pagehide', writeNow);
    return () => {
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('pagehide', writeNow);
    };
  }, [userId, draft, kept, quantities]);
  // Runs only when the form unmounts: a change of the draft hands the pending write to the next save.
  useEffect(() => () => pendingWrite.current?.(), []);
  const update = useCallback(
    ({ quantities: next, ...patch }: Partial<OrderDraft>) => {
      if (next) quantities.set(next);
      if (Object.keys(patch).length > 0) setDraft((d) => ({ ...d, ...patch }));
    },
    [quantities],
  );
  const reset = useCallback(() => {
    if (kept) localStorage.removeItem(storageKey(userId));
    const empty = emptyDraft(orderFormType, repCode);
    quantities.set(empty.quantities);
    // A submit that leaves the form right after must not write the submitted draft back.
    pendingWrite.current = null;
    setDraft(fieldsOf(empty));
  }, [userId, orderFormType, repCode, kept, quantities]);
  return { draft, quantities, update, reset };
}

/** The body POST /api/orders takes (the server prices, caps and totals it itself). */
export function orderBody(draft: OrderDraft): OrderInputDraft {
  return {
    newCustomer: draft.newCustomer,
    customerListId: draft.newCustomer ? null : (draft.customer?.listId ?? null),
    newCustomerInfo: draft.newCustomer ? draft.newCustomerInfo : null,
    authorId: draft.authorId,
    ...orderEntryOf(draft),
    orderType: draft.orderType,
    priceLevelListId: draft.priceLevelListId,
    terms: draft.terms,
    multiplyOrder: draft.multiplyOrder,
    orderTags: draft.orderTags,
    products: Object.entries(draft.quantities)
      .filter(([, qty]) => qty > 0)
      .map(([listId, qty]) => ({ listId, qty })),
    clientId: draft.clientId,
  };
}

/**
 * The draft an outbox order was sent from (the inverse of `orderBody`), on its Summary tab; the
 * customer's details come from the picker once loaded.
 */
export function draftOfBody(body: OrderInputDraft, base: OrderDraft): OrderDraft {
  return {
    ...base,
    ...orderEntryOf({ ...base, ...body }),
    tab: 'summary',
    newCustomer: body.newCustomer ?? false,
    customer: null,
    newCustomerInfo: { ...emptyNewCustomer, ...body.newCustomerInfo },
    authorId: body.authorId ?? null,
    orderType: body.orderType ?? '',
    priceLevelListId: body.priceLevelListId ?? null,
    terms: body.terms ?? null,
    multiplyOrder: body.multiplyOrder ?? 1,
    orderTags: body.orderTags ?? [],
    quantities: Object.fromEntries((body.products ?? []).map(({ listId, qty }) => [listId, qty])),
    clientId: body.clientId ?? base.clientId,
  };
}
