import { useEffect, useMemo, useState } from 'react';
import {
  browserZone,
  dateRanges,
  rangeBounds,
  startOfLocalDay,
  type DateRange,
} from '../../../../domain/dates/ranges';
import {
  customerTypeFilters,
  freeShippingFilters,
  orderTypeFilters,
  statusFilters,
  type OrderFeedFilters,
} from '../../../../domain/orders/feed';
import type { FeedQuery } from '../api/orders';

export const customRange = 'Custom Range';
export type FeedRange = DateRange | typeof customRange;
export const feedRanges: readonly FeedRange[] = [...dateRanges, customRange];

export interface OrderPanelFilters {
  authorId: string | null;
  status: OrderFeedFilters['status'];
  customerType: OrderFeedFilters['customerType'];
  orderType: OrderFeedFilters['orderType'];
  freeShipping: OrderFeedFilters['freeShipping'];
  tags: string[];
}

interface OrderFeedSettings {
  range: FeedRange;
  /** The custom range's wall dates, 'YYYY-MM-DD' (both days included). */
  custom: { from: string; to: string };
  filters: OrderPanelFilters;
}

export const noOrderFilters: OrderPanelFilters = {
  authorId: null,
  status: 'Any',
  customerType: 'Any',
  orderType: 'Any',
  freeShipping: 'Any',
  tags: [],
};

const storageKey = 'humidor.orderFeed';
const fallback: OrderFeedSettings = {
  range: 'This Month',
  custom: { from: '', to: '' },
  filters: noOrderFilters,
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, otherwise: T): T =>
  list.includes(value as T) ? (value as T) : otherwise;

function read(): OrderFeedSettings {
  try {
    const saved = JSON.parse(
      sessionStorage.getItem(storageKey) ?? 'null',
    ) as Partial<OrderFeedSettings> | null;
    if (!saved) return fallback;
    const f = { ...noOrderFilters, ...saved.filters };
    return {
      range: oneOf(feedRanges, saved.range, fallback.range),
      custom: { from: String(saved.custom?.from ?? ''), to: String(saved.custom?.to ?? '') },
      filters: {
        authorId: typeof f.authorId === 'string' ? f.authorId : null,
        status: oneOf(statusFilters, f.status, 'Any'),
        customerType: oneOf(customerTypeFilters, f.customerType, 'Any'),
        orderType: oneOf(orderTypeFilters, f.orderType, 'Any'),
        freeShipping: oneOf(freeShippingFilters, f.freeShipping, 'Any'),
        tags: Array.isArray(f.tags) ? f.tags.filter((t) => typeof t === 'string') : [],
      },
    };
  } catch {
    return fallback;
  }
}

const wallDate = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return { year: year ?? 0, month: (month ?? 1) - 1, day: day ?? 1 };
};

/** The custom range's end is before its start. */
export const customRangeInvalid = (custom: OrderFeedSettings['custom']) =>
  Boolean(custom.from && custom.to && custom.to < custom.from);

function bounds(settings: OrderFeedSettings): { from?: string; to?: string } {
  if (settings.range !== customRange) {
    const { from, to } = rangeBounds(settings.range, new Date(), browserZone);
    return { from: from.toISOString(), to: to.toISOString() };
  }
  const { from, to } = settings.custom;
  if (customRangeInvalid(settings.custom)) return {};
  const next = (text: string) => {
    const w = wallDate(text);
    return startOfLocalDay({ ...w, day: w.day + 1 }, browserZone).toISOString();
  };
  return {
    from: from ? startOfLocalDay(wallDate(from), browserZone).toISOString() : undefined,
    to: to ? next(to) : undefined,
  };
}

/** The feed's date range and filters, kept for the browser session; `query` is what the API takes. */
export function useOrderFeedSettings() {
  const [settings, setSettings] = useState<OrderFeedSettings>(read);
  useEffect(() => sessionStorage.setItem(storageKey, JSON.stringify(settings)), [settings]);
  const query = useMemo((): FeedQuery => {
    const f = settings.filters;
    return {
      ...bounds(settings),
      authorId: f.authorId ?? undefined,
      status: f.status,
      customerType: f.customerType,
      orderType: f.orderType,
      freeShipping: f.freeShipping,
      tags: f.tags.length ? f.tags : undefined,
    };
  }, [settings]);
  return {
    settings,
    query,
    setRange: (range: FeedRange) => setSettings((s) => ({ ...s, range })),
    setCustom: (custom: OrderFeedSettings['custom']) => setSettings((s) => ({ ...s, custom })),
    setFilters: (filters: OrderPanelFilters) => setSettings((s) => ({ ...s, filters })),
  };
}
