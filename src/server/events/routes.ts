import type { FastifyInstance } from 'fastify';
import { isStateVisible } from '../../domain/access/policy.js';
import { principalOf } from '../http/access.js';
import type { ChangeEvent, EventBus } from './bus.js';

const keepAliveMs = 25_000;

export function registerEventRoutes(app: FastifyInstance, bus: EventBus): void {
  app.get(
    '/api/events',
    { config: { access: 'user' }, schema: { tags: ['events'], hide: true } },
    (request, reply) => {
      const user = principalOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const send = (event: ChangeEvent) => {
        if (event.userIds && !event.userIds.includes(user.id)) return;
        if (
          event.scopeState !== undefined &&
          event.scopeState !== null &&
          !isStateVisible(user, event.scopeState)
        )
          return;
        res.write(`event: change\ndata: ${JSON.stringify({ kind: event.kind, id: event.id ?? null })}\n\n`);
      };
      const unsubscribe = bus.subscribe(send);
      const timer = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
      request.raw.on('close', () => {
        clearInterval(timer);
        unsubscribe();
      });
    },
  );
}
