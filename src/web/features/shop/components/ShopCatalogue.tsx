import type { ShopCatalogueItem } from '../../../../domain/shop/contract';
import { formatCents } from '../../../ui/figures/format';
import type { ShopCatalogueAnswer } from '../api/orders';
import { ShopBadge, ShopButton } from './ShopUi';
import classes from './shop.module.css';

const availabilityTones = { 'in stock': 'green', 'few left': 'yellow', 'out of stock': 'gray' } as const;

/** The catalogue by brand: photo, words, box count, availability in words and the shop's price. */
export function ShopCatalogue({
  catalogue,
  onAdd,
}: {
  catalogue: ShopCatalogueAnswer;
  onAdd: (item: ShopCatalogueItem) => void;
}) {
  if (!catalogue.brands.length)
    return <p className={`${classes.text} ${classes.dimmed}`}>Nothing is offered in the shop yet.</p>;
  return (
    <div className={classes.stack}>
      {catalogue.brands.map(({ brand, items }) => (
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
