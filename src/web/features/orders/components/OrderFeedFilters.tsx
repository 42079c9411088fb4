import { MultiSelect, Select } from '@mantine/core';
import {
  customerTypeFilters,
  freeShippingFilters,
  orderTypeFilters,
  statusFilters,
} from '../../../../domain/orders/feed';
import { AuthorSelect, FiltersPanel, type AuthorOption } from '../../../ui/FiltersPanel';
import { noOrderFilters, type OrderPanelFilters } from '../hooks/useOrderFeedSettings';

/** Author, order status, customer type, order type, free shipping and order tags (any of). */
export function OrderFeedFilters({
  value,
  onApply,
  authors,
  tagLabels,
}: {
  value: OrderPanelFilters;
  onApply(filters: OrderPanelFilters): void;
  authors: AuthorOption[];
  tagLabels: string[];
}) {
  return (
    <FiltersPanel
      value={value}
      cleared={noOrderFilters}
      onApply={onApply}
      fields={(draft, set) => {
        const choice = <T extends string>(
          label: string,
          data: readonly T[],
          key: keyof OrderPanelFilters,
        ) => (
          <Select
            label={label}
            data={[...data]}
            value={draft[key] as string}
            onChange={(v) => set({ [key]: (v ?? 'Any') as T })}
            allowDeselect={false}
          />
        );
        return (
          <>
            <AuthorSelect
              authors={authors}
              value={draft.authorId}
              onChange={(authorId) => set({ authorId })}
            />
            {choice('Order Status', statusFilters, 'status')}
            {choice('Customer Type', customerTypeFilters, 'customerType')}
            {choice('Order Type', orderTypeFilters, 'orderType')}
            {choice('Free Shipping', freeShippingFilters, 'freeShipping')}
            <MultiSelect
              label="Order Tags"
              data={tagLabels}
              value={draft.tags}
              onChange={(tags) => set({ tags })}
              clearable
            />
          </>
        );
      }}
    />
  );
}
