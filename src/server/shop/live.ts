import type { FastifyInstance } from 'fastify';
import type { ChangeEvent } from '../../domain/live/changes.js';
import { livePingMs } from '../../domain/live/stream.js';
import { buyerOf } from '../http/access.js';
import { AppError } from '../http/errors.js';
import type { ResourceDeps } from '../resource/resource.js';

export const shopLivePath = '/api/shop/live';
/** A buyer's phone and a computer or two: more is a runaway page. */
const perBuyer = 5;

/**
 * The buyer's live stream (issue 48): an `order` event when one of their own shop's orders changes,
 * `revoked` (and the end of the stream) when staff revoke this buyer, and nothing else. The bus's order events carry states, not customers, so each is checked against
 * the buyer's customer in SQL before it is sent; the event carries no data, the page refetches its
 * own orders through `/api/shop/orders`.
 */
export function registerShopLive(app: FastifyInstance, { db, bus }: ResourceDeps): void {
  const open = new Map<string, number>();
  app.get(
    shopLivePath,
    { config: { access: 'buyer' as const }, schema: { tags: ['shop'], hide: true } },
    (request, reply) => {
      const buyer = buyerOf(request);
      const streams = open.get(buyer.id) ?? 0;
      if (streams >= perBuyer)
        throw new AppError(
          429,
          'TOO_MANY_STREAMS',
          'The shop is open in too many windows. Close some and reload.',
        );
      open.set(buyer.id, streams + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      // Nothing is written once the stream ended (a revocation ends it before the socket closes).
      const write = (text: string) => {
        if (!res.writableEnded) res.write(text);
      };
      let stop = () => {};
      const send = (event: ChangeEvent) => {
        if (event.kind === 'buyer.revoked' && event.id === buyer.id) {
          // Revoked (decision 0343): the tab is told, then the stream ends; its sessions are gone,
          // so the browser's reconnection is refused (401) and no other event reaches it.
          stop();
          res.end('event: revoked\ndata: {}\n\n');
          return;
        }
        if (event.kind !== 'order.changed' || !event.id) return;
        void db
          .selectFrom('orders')
          .select('id')
          .where('id', '=', event.id)
          .where('customerListId', '=', buyer.customerListId)
          .executeTakeFirst()
          .then((mine) => {
            if (mine) write('event: order\ndata: {}\n\n');
          })
          .catch(() => write('event: refresh\ndata: {}\n\n'));
      };
      const unsubscribe = bus.subscribe(send, () => write('event: refresh\ndata: {}\n\n'));
      const timer = setInterval(() => write('event: ping\ndata: {}\n\n'), livePingMs);
      stop = () => {
        clearInterval(timer);
        unsubscribe();
      };
      request.raw.on('close', () => {
        stop();
        const left = (open.get(buyer.id) ?? 1) - 1;
        if (left > 0) open.set(buyer.id, left);
        else open.delete(buyer.id);
      });
    },
  );
}
