import { formatCents } from '../../../ui/figures/format';
import type { ShopOrdersAnswer } from '../api/orders';
import { ShopBadge, type ShopTone } from './ShopUi';
import classes from './shop.module.css';

const toneOf = (status: string): ShopTone =>
  status.startsWith('Declined')
    ? 'red'
    : status === 'In review'
      ? 'yellow'
      : status === 'Changed by your rep'
        ? 'orange'
        : 'green';

/** The shop's orders with their status in the server's words (kept current by the live stream). */
export function ShopOrders({ orders }: { orders: ShopOrdersAnswer['orders'] }) {
  return (
    <section className={classes.stack} aria-labelledby="shop-orders-title">
      <h3 className={classes.subtitle} id="shop-orders-title">
        Your orders
      </h3>
      {!orders.length && <p className={`${classes.text} ${classes.dimmed}`}>No orders yet.</p>}
      {orders.map((order) => (
        <div key={order.id} className={`${classes.card} ${classes.tight}`} data-testid="shop-order">
          <div className={classes.spread}>
            <p className={classes.small}>{new Date(order.createdAt).toLocaleDateString('en-US')}</p>
            <ShopBadge tone={toneOf(order.status)} data-testid="shop-order-status">
              {order.status}
            </ShopBadge>
          </div>
          <p className={`${classes.small} ${classes.dimmed}`}>
            {order.lines.map((l) => `${l.qty} × ${l.name}`).join(', ')} · {formatCents(order.totalCents)}
          </p>
          {order.message && <p className={classes.small}>Your rep: {order.message}</p>}
        </div>
      ))}
    </section>
  );
}
