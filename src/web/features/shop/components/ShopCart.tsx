import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopQtyMax } from '../../../../domain/shop/limits';
import type { ShopCartLine } from '../../../../domain/shop/orders';
import { formatCents } from '../../../ui/figures/format';
import { priceShopCart, shopKeys } from '../api/orders';
import { ShopAlert, ShopButton, ShopError } from './ShopUi';
import classes from './shop.module.css';

/**
 * A typed quantity as a whole number of boxes within the shop's bound; an emptied field is no
 * quantity yet (the line stays until the buyer types 0).
 */
const qtyOf = (typed: string): number | null => {
  if (typed.trim() === '') return null;
  const qty = Math.floor(Number(typed));
  return Number.isFinite(qty) ? Math.min(Math.max(qty, 0), shopQtyMax) : null;
};

/**
 * The cart as the server prices it (issue 48): the quantities are the buyer's, every price, free
 * good and message is the server's, by the same rules as a rep's order.
 */
export function ShopCart({
  lines,
  names,
  onQty,
  onSubmit,
  submitting,
}: {
  lines: ShopCartLine[];
  names: Map<string, string>;
  onQty: (listId: string, qty: number) => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const priced = useQuery({
    queryKey: shopKeys.cart(lines),
    queryFn: () => priceShopCart(lines),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
  const priceOf = new Map(priced.data?.lines.map((l) => [l.listId, l]));
  return (
    <section className={`${classes.card} ${classes.stack}`} aria-labelledby="shop-cart-title">
      <h3 className={classes.subtitle} id="shop-cart-title">
        Cart
      </h3>
      <table className={classes.cart}>
        <tbody>
          {lines.map((line) => {
            const name = names.get(line.listId) ?? line.listId;
            return (
              <tr key={line.listId}>
                <td>{name}</td>
                <td className={classes.qty}>
                  <input
                    className={classes.input}
                    type="number"
                    inputMode="numeric"
                    aria-label={`Boxes of ${name}`}
                    value={line.qty}
                    min={0}
                    max={shopQtyMax}
                    step={1}
                    onChange={(event) => {
                      const qty = qtyOf(event.currentTarget.value);
                      if (qty !== null) onQty(line.listId, qty);
                    }}
                  />
                </td>
                <td className={classes.amount}>
                  {priceOf.has(line.listId) ? formatCents(priceOf.get(line.listId)?.amountCents ?? 0) : '…'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {priced.error && <ShopError error={priced.error} />}
      {priced.data && (
        <>
          {priced.data.gifts.map((g) => (
            <p key={g.item} className={classes.small}>
              Free: {g.qty} × {g.description || g.item}
            </p>
          ))}
          {priced.data.freeShipping && <p className={classes.small}>Free shipping</p>}
          {priced.data.messages.map((m) => (
            <ShopAlert key={m} tone="yellow" role="status">
              {m}
            </ShopAlert>
          ))}
          <div className={classes.spread}>
            <p className={`${classes.text} ${classes.strong}`} data-testid="shop-cart-total">
              Total {formatCents(priced.data.totalCents)}
            </p>
            <ShopButton
              onClick={onSubmit}
              busy={submitting}
              disabled={!priced.data.canSubmit || priced.isFetching}
            >
              Send order
            </ShopButton>
          </div>
        </>
      )}
    </section>
  );
}
