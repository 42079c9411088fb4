import { useSyncExternalStore } from 'react';

type Quantities = Readonly<Record<string, number>>;

/**
 * The order form's quantities by item list id, kept outside React state: a keystroke re-renders
 * only what reads the quantity that changed (its row) or all of them (the totals), never the page
 * around them (bench/order-form.bench.ts).
 */
export interface QuantityStore {
  /** The current quantities: a new object after every change, never mutated. */
  get(): Quantities;
  set(next: Quantities): void;
  subscribe(listener: () => void): () => void;
}

export function quantityStore(initial: Quantities): QuantityStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const none: Quantities = {};
const unsubscribed = () => () => {};

/** One item's quantity (0 when none): re-renders only when that quantity changes. */
export function useQuantity(store: QuantityStore, listId: string): number {
  return useSyncExternalStore(store.subscribe, () => store.get()[listId] ?? 0);
}

/** Every quantity; with `enabled` false, none and no re-renders (the product list outside 'Selected only'). */
export function useQuantities(store: QuantityStore, enabled = true): Quantities {
  return useSyncExternalStore(enabled ? store.subscribe : unsubscribed, enabled ? store.get : () => none);
}
