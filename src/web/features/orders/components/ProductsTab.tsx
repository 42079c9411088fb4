import { Group, Input, List, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import type { CatalogItem } from '../../../../domain/orders/lines';
import { EmptyState } from '../../../ui/PageState';
import { formatCents } from '../lib/format';
import { groupProducts } from '../lib/product-list';
import classes from './ProductsTab.module.css';

type FormProduct = CatalogItem & { brand: string };

const noQuantities: Readonly<Record<string, number>> = {};

interface RowProps {
  item: FormProduct;
  priceCents: number;
  qty: number;
  onQty(listId: string, qty: number): void;
}

/** One product with its line amount; memoized, so a keystroke re-renders only its own row. */
const ProductRow = memo(function ProductRow({ item, priceCents, qty, onQty }: RowProps) {
  const inputId = `qty-${item.listId}`;
  return (
    <div className={classes.row} data-testid="product-row">
      <label htmlFor={inputId} className={classes.name}>
        <Text fw={600} size="sm" span>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
      </label>
      <div className={classes.price}>
        <Text size="sm">{formatCents(priceCents)}</Text>
        {qty > 0 && (
          <Text size="xs" c="dimmed" data-testid="line-amount">
            {formatCents(priceCents * qty)}
          </Text>
        )}
      </div>
      <Input
        id={inputId}
        aria-label={`Quantity of ${item.name}`}
        className={classes.qty}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        size="sm"
        value={qty > 0 ? qty : ''}
        placeholder="0"
        onChange={(e) => {
          const value = Math.floor(Number(e.currentTarget.value));
          onQty(item.listId, Number.isFinite(value) && value > 0 ? Math.min(value, 100_000) : 0);
        }}
      />
    </div>
  );
});

/** The form's gift items: the benefits grant them, so they are listed by name with no quantity box. */
const FormGifts = memo(function FormGifts({ gifts }: { gifts: readonly CatalogItem[] }) {
  if (gifts.length === 0) return null;
  return (
    <Paper withBorder p="sm" data-testid="form-gifts">
      <Text fw={600} size="sm">
        Free gifts of the event benefits
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        Added to the order by the benefit rules when it earns them; they cannot be ordered.
      </Text>
      <List size="sm">
        {gifts.map((gift) => (
          <List.Item key={gift.listId}>
            {gift.description || gift.name}{' '}
            <Text span size="xs" c="dimmed">
              ({gift.name})
            </Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
});

const BrandHeading = memo(function BrandHeading({ brand }: { brand: string }) {
  return (
    <Text className={classes.brand} fw={700} size="sm">
      {brand}
    </Text>
  );
});

/** The filter and the 'selected only' switch: memoized, so a keystroke in a quantity skips them. */
const ProductFilters = memo(function ProductFilters({
  filter,
  onFilter,
  selectedOnly,
  onSelectedOnly,
  count,
}: {
  filter: string;
  onFilter(text: string): void;
  selectedOnly: boolean;
  onSelectedOnly(on: boolean): void;
  count: number;
}) {
  return (
    <Group justify="space-between" align="flex-end">
      <TextInput
        label="Find a product"
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(e) => onFilter(e.currentTarget.value)}
        maw={320}
        w="100%"
      />
      <Switch
        label="Selected only"
        checked={selectedOnly}
        onChange={(e) => onSelectedOnly(e.currentTarget.checked)}
        size="md"
        // a finger's height, like the checkboxes' bodies in app.css
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      <Text size="sm" c="dimmed">
        {count} products
      </Text>
    </Group>
  );
});

/** The order form's products with their price per item and a quantity input each. */
export function ProductsTab({
  items,
  gifts,
  prices,
  quantities,
  onQty,
}: {
  items: readonly FormProduct[];
  /** The form's gift items, shown as benefits. */
  gifts: readonly CatalogItem[];
  /** Price per item in cents after the price level, by list id. */
  prices: ReadonlyMap<string, number>;
  quantities: Record<string, number>;
  onQty(listId: string, qty: number): void;
}) {
  const [filter, setFilter] = useState('');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const text = useDeferredValue(filter);
  // Regrouped on a keystroke only in the 'selected only' view, where a quantity decides the rows.
  const groupQuantities = selectedOnly ? quantities : noQuantities;
  const groups = useMemo(
    () => groupProducts(items, groupQuantities, { text, selectedOnly }),
    [items, groupQuantities, text, selectedOnly],
  );
  return (
    <Stack gap="sm">
      <ProductFilters
        filter={filter}
        onFilter={setFilter}
        selectedOnly={selectedOnly}
        onSelectedOnly={setSelectedOnly}
        count={items.length}
      />
      {items.length === 0 ? (
        <EmptyState>No products in this order form</EmptyState>
      ) : (
        <Paper withBorder>
          <div className={classes.header} aria-hidden>
            <span>Product</span>
            <span className={classes.price}>Price</span>
            <span className={classes.qty}>Qty</span>
          </div>
          {groups.map((group) => (
            <section key={group.brand} aria-label={group.brand}>
              <BrandHeading brand={group.brand} />
              {group.items.map((item) => (
                <ProductRow
                  key={item.listId}
                  item={item}
                  priceCents={prices.get(item.listId) ?? 0}
                  qty={quantities[item.listId] ?? 0}
                  onQty={onQty}
                />
              ))}
            </section>
          ))}
          {groups.length === 0 && <EmptyState>No results</EmptyState>}
        </Paper>
      )}
      <FormGifts gifts={gifts} />
    </Stack>
  );
}
