import { memo, startTransition, useEffect, useState } from 'react';
import type { ShopCatalogueItem } from '../../../../domain/shop/contract';
import { formatCents } from '../../../ui/figures/format';
import type { ShopCatalogueAnswer } from '../api/orders';
import { ShopBadge, ShopButton } from './ShopUi';
import classes from './shop.module.css';

const availabilityTones = { 'in stock': 'green', 'few left': 'yellow', 'out of stock': 'gray' } as const;

/**
 * Items drawn with the first paint, then per task: drawing a shop's whole catalogue (hundreds of
 * items) at once held a phone's main thread for over a second (Lighthouse's blocking time on
 * `/shop`, decision 0354); in slices of a few items, each task stays under the 50 ms that count as
 * blocking, and a tap is answered between two of them. The first slice is about what a phone shows
 * below the storefront's buttons: it is drawn in the same task as the rest of the first screen,
 * which cannot be split (decision 0368). Each further slice is a transition, which React renders
 * in short pieces and sets aside for a tap.
 */
const firstSlice = 4;
const slice = 8;

/** How many of `total` items are drawn: a first slice, then one more per task until all are. */
function useGrowingCount(total: number): number {
  const [count, setCount] = useState(firstSlice);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => startTransition(() => setCount((drawn) => drawn + slice)), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

type OnAdd = (item: ShopCatalogueItem) => void;

/** One item of the catalogue. Memoized: a new slice draws its own items, not every item drawn before it. */
const ShopItem = memo(function ShopItem({ item, onAdd }: { item: ShopCatalogueItem; onAdd: OnAdd }) {
  return (
    <div className={`${classes.card} ${classes.item}`} data-testid={`shop-item-${item.listId}`}>
      {item.photoUrl && (
        <img className={classes.photo} src={item.photoUrl} alt="" width={64} height={64} loading="lazy" />
      )}
      <div className={`${classes.grow} ${classes.tight}`}>
        <p className={`${classes.text} ${classes.strong}`}>{item.name}</p>
        {item.description && (
          <p className={`${classes.small} ${classes.dimmed} ${classes.clamp}`}>{item.description}</p>
        )}
        <div className={classes.row}>
          <span className={classes.small}>Box of {item.boxCount}</span>
          <ShopBadge tone={availabilityTones[item.availability]}>{item.availability}</ShopBadge>
        </div>
      </div>
      <div className={classes.end}>
        <span className={classes.strong}>{formatCents(item.priceCents)}</span>
        <ShopButton
          disabled={item.availability === 'out of stock'}
          onClick={() => onAdd(item)}
          aria-label={`Add ${item.name}`}
        >
          Add
        </ShopButton>
      </div>
    </div>
  );
});

/**
 * A brand and the first `count` of its items. Memoized on the count: a slice re-renders the one or
 * two brands it grows, and the rest of the drawn catalogue is left alone. Re-rendering every drawn
 * item on every slice made the catalogue's drawing grow with the square of its size (decision 0368).
 */
const BrandSection = memo(function BrandSection({
  brand,
  items,
  count,
  onAdd,
}: {
  brand: string;
  items: ShopCatalogueItem[];
  count: number;
  onAdd: OnAdd;
}) {
  return (
    <section className={classes.tight} aria-label={brand}>
      <h3 className={classes.subtitle}>{brand}</h3>
      {items.slice(0, count).map((item) => (
        <ShopItem key={item.listId} item={item} onAdd={onAdd} />
      ))}
    </section>
  );
});

/** The brands in order, each with how many of the catalogue's first `drawn` items it holds. */
function brandsDrawn(brands: ShopCatalogueAnswer['brands'], drawn: number) {
  let before = 0;
  return brands.map(({ brand, items }) => {
    const count = Math.min(Math.max(drawn - before, 0), items.length);
    before += items.length;
    return { brand, items, count };
  });
}

/**
 * The catalogue by brand: photo, words, box count, availability in words and the shop's price.
 * `onAdd` should keep its identity from render to render, or every drawn item draws again.
 */
export function ShopCatalogue({ catalogue, onAdd }: { catalogue: ShopCatalogueAnswer; onAdd: OnAdd }) {
  const drawn = useGrowingCount(catalogue.brands.reduce((sum, { items }) => sum + items.length, 0));
  if (!catalogue.brands.length)
    return <p className={`${classes.text} ${classes.dimmed}`}>Nothing is offered in the shop yet.</p>;
  const shown = brandsDrawn(catalogue.brands, drawn);
  return (
    <div className={classes.stack}>
      {shown
        .filter(({ count }) => count > 0)
        .map(({ brand, items, count }) => (
          <BrandSection key={brand} brand={brand} items={items} count={count} onAdd={onAdd} />
        ))}
    </div>
  );
}
