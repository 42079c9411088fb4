import { useEffect, useState } from 'react';
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
 * blocking, and a tap is answered between two of them.
 */
const firstSlice = 12;
const slice = 8;

/** How many of `total` items are drawn: a first slice, then one more per task until all are. */
function useGrowingCount(total: number): number {
  const [count, setCount] = useState(firstSlice);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((drawn) => drawn + slice), 0);
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}

/** The catalogue by brand: photo, words, box count, availability in words and the shop's price. */
export function ShopCatalogue({
  catalogue,
  onAdd,
}: {
  catalogue: ShopCatalogueAnswer;
  onAdd: (item: ShopCatalogueItem) => void;
}) {
  const drawn = useGrowingCount(catalogue.brands.reduce((sum, { items }) => sum + items.length, 0));
  if (!catalogue.brands.length)
    return <p className={`${classes.text} ${classes.dimmed}`}>Nothing is offered in the shop yet.</p>;
  // The brands in order, each with the items of the first `drawn` it holds.
  const shown = catalogue.brands.reduce<{ brand: string; items: ShopCatalogueItem[] }[]>(
    (brands, { brand, items }) => {
      const before = brands.reduce((sum, b) => sum + b.items.length, 0);
      const first = items.slice(0, Math.max(drawn - before, 0));
      return first.length ? [...brands, { brand, items: first }] : brands;
    },
    [],
  );
  return (
    <div className={classes.stack}>
      {shown.map(({ brand, items }) => (
        <section key={brand} className={classes.tight} aria-label={brand}>
          <h3 className={classes.subtitle}>{brand}</h3>
          {items.map((item) => (
            <div
              key={item.listId}
              className={`${classes.card} ${classes.item}`}
              data-testid={`shop-item-${item.listId}`}
            >
              {item.photoUrl && (
                <img
                  className={classes.photo}
                  src={item.photoUrl}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                />
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
          ))}
        </section>
      ))}
    </div>
  );
}
