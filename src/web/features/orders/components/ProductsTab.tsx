import { Group, Input, List, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CatalogItem } from '../../../../domain/orders/lines';
import { EmptyState } from '../../../ui/PageState';
import { useQuantities, useQuantity, type QuantityStore } from '../hooks/useQuantities';
import { formatCents } from '../lib/format';
import { groupProducts, listEntries, withLine } from '../lib/product-list';
import classes from './ProductsTab.module.css';
import { countOf } from '../../../../domain/text/plural';

type FormProduct = CatalogItem & { brand: string };

interface RowProps {
  item: FormProduct;
  priceCents: number;
  quantities: QuantityStore;
  onQty(listId: string, qty: number): void;
}

/** A quantity as typed: whole boxes, 0 for anything else, at most 100,000. */
function quantityOf(text: string): number {
  const value = Math.floor(Number(text));
  return Number.isFinite(value) && value > 0 ? Math.min(value, 100_000) : 0;
}

const boxText = (qty: number) => (qty > 0 ? String(qty) : '');

/**
 * The quantity box. The browser keeps what is typed (React does not re-render the box on a
 * keystroke); the box is rewritten only when the quantity changes otherwise (a cap lowers it, a new
 * order form or a submit clears it), and when it is left, so it shows the quantity counted.
 */
function QuantityBox({ item, quantities, onQty }: Omit<RowProps, 'priceCents'>) {
  const box = useRef<HTMLInputElement>(null);
  const stored = useCallback(() => quantities.get()[item.listId] ?? 0, [quantities, item.listId]);
  const show = useCallback(() => {
    if (box.current && quantityOf(box.current.value) !== stored()) box.current.value = boxText(stored());
  }, [stored]);
  useEffect(() => quantities.subscribe(show), [quantities, show]);
  return (
    <Input
      ref={box}
      id={`qty-${item.listId}`}
      aria-label={`Quantity of ${item.name}`}
      className={classes.qty}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      size="sm"
      defaultValue={boxText(stored())}
      placeholder="0"
      onChange={(e) => onQty(item.listId, quantityOf(e.currentTarget.value))}
      onBlur={(e) => (e.currentTarget.value = boxText(stored()))}
      // A wheel turned over a focused number box steps its value instead of scrolling the page: the
      // box lets go of the focus, so the page scrolls and the quantity stays as typed.
      onWheel={(e) => e.currentTarget.blur()}
    />
  );
}

/** The line's amount, under its price: the one part of a row a keystroke re-renders. */
function LineAmount({
  listId,
  priceCents,
  quantities,
}: {
  listId: string;
  priceCents: number;
  quantities: QuantityStore;
}) {
  const qty = useQuantity(quantities, listId);
  return qty > 0 ? (
    <Text size="xs" c="dimmed" data-testid="line-amount">
      {formatCents(priceCents * qty)}
    </Text>
  ) : null;
}

/** One product with its price, line amount and quantity box. */
const ProductRow = memo(function ProductRow({ item, priceCents, quantities, onQty }: RowProps) {
  return (
    <div className={classes.row} data-testid="product-row">
      <label htmlFor={`qty-${item.listId}`} className={classes.name}>
        <Text fw={600} size="sm" span>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
      </label>
      <div className={classes.price}>
        <Text size="sm">{formatCents(priceCents)}</Text>
        <LineAmount listId={item.listId} priceCents={priceCents} quantities={quantities} />
      </div>
      <QuantityBox item={item} quantities={quantities} onQty={onQty} />
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
    <Text className={classes.brand} fw={700} size="sm" role="heading" aria-level={3}>
      {brand}
    </Text>
  );
});

/** Lines drawn beyond each edge of the screen: Tab from box to box, and a quick scroll, find them drawn. */
const overscan = 2;
/** Heights before a line is measured (a brand's heading; a product with a line of description). */
const estimatedHeights = { brand: 33, product: 58 };

/**
 * The products, grouped by brand. Only the lines near the screen are in the page: a keystroke's
 * style and layout work grows with the size of the page, and every product's box in it cost a phone
 * three frames per keystroke (bench/order-form.bench.ts, docs/decisions/0093). "Find a product"
 * finds the rest.
 */
function ProductList({
  groups,
  prices,
  quantities,
  onQty,
}: {
  groups: { brand: string; items: FormProduct[] }[];
  prices: ReadonlyMap<string, number>;
  quantities: QuantityStore;
  onQty(listId: string, qty: number): void;
}) {
  const entries = useMemo(() => listEntries(groups), [groups]);
  const list = useRef<HTMLDivElement>(null);
  // Where the list starts in the document: the window scrolls, the list is one part of the page.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  // The line that last held the focus stays drawn wherever the list is scrolled (one line at most).
  const [focused, setFocused] = useState<string | null>(null);
  const focusedIndex = focused === null ? -1 : entries.findIndex((entry) => entry.key === focused);
  const estimate = (index: number) => estimatedHeights[entries[index]!.kind];
  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    rangeExtractor: (range) => withLine(defaultRangeExtractor(range), focusedIndex),
    estimateSize: estimate,
    // a line with no height was not laid out (a page without layout, as in the component tests):
    // it keeps its estimate, or every line would sit at one point and any could be drawn first
    measureElement: (element, entry, instance) =>
      measureElement(element, entry, instance) || estimate(instance.indexFromElement(element)),
    getItemKey: (index) => entries[index]!.key,
    overscan,
    scrollMargin: top,
  });
  const lines = virtualizer.getVirtualItems();
  // Each drawn line follows a spacer as tall as the lines not drawn before it.
  const drawn = lines.map((line, at) => {
    const entry = entries[line.index]!;
    const gap = line.start - (at === 0 ? top : lines[at - 1]!.end);
    return (
      <Fragment key={line.key}>
        {gap > 0 && <div style={{ height: gap }} />}
        <div data-index={line.index} data-key={entry.key} ref={virtualizer.measureElement}>
          {entry.kind === 'brand' ? (
            <BrandHeading brand={entry.brand} />
          ) : (
            <ProductRow
              item={entry.product}
              priceCents={prices.get(entry.product.listId) ?? 0}
              quantities={quantities}
              onQty={onQty}
            />
          )}
        </div>
      </Fragment>
    );
  });
  const below = virtualizer.getTotalSize() - ((lines[lines.length - 1]?.end ?? top) - top);
  return (
    <div
      ref={list}
      onFocus={(event) => {
        const key = (event.target as HTMLElement).closest<HTMLElement>('[data-key]')?.dataset.key;
        if (key) setFocused(key);
      }}
    >
      {drawn}
      <div style={{ height: below }} />
    </div>
  );
}

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
        {countOf(count, 'product')}
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
  quantities: QuantityStore;
  onQty(listId: string, qty: number): void;
}) {
  const [filter, setFilter] = useState('');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const text = useDeferredValue(filter);
  // Regrouped on a keystroke only in the 'selected only' view, where a quantity decides the rows.
  const groupQuantities = useQuantities(quantities, selectedOnly);
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
          <ProductList groups={groups} prices={prices} quantities={quantities} onQty={onQty} />
          {groups.length === 0 && <EmptyState>No results</EmptyState>}
        </Paper>
      )}
      <FormGifts gifts={gifts} />
    </Stack>
  );
}
