import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isChangeVisibleTo, toLiveChange, type ChangeEvent } from '../../domain/live/changes.js';
import { livePingMs, liveStreamPath, oldLiveStreamPath } from '../../domain/live/stream.js';
import { principalOf } from '../http/access.js';
import { AppError, notFound } from '../http/errors.js';
import type { ResourceDeps } from '../resource/resource.js';

/**
 * A browser shares one stream among its tabs, so a user needs one per device: these caps leave room
 * for many devices while one user (or a runaway script) cannot hold the server's sockets.
 */
interface StreamLimits {
  perUser: number;
  overall: number;
}
export const defaultStreamLimits: StreamLimits = { perUser: 20, overall: 5_000 };

const tooManyStreams = (message: string) => new AppError(429, 'TOO_MANY_STREAMS', message);

export function registerLiveRoutes(
  app: FastifyInstance,
  { bus }: ResourceDeps,
  limits: StreamLimits = defaultStreamLimits,
): void {
  const openByUser = new Map<string, number>();
  let openOverall = 0;
  const openStreams = new Set<ServerResponse>();
  // On shutdown a hijacked stream would hold the server open; ending it with a short retry hint
  // sends the browser to another instance (or this one, restarted) within a second.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end('retry: 1000\n\n');
  });

  const openStream = (request: FastifyRequest, reply: FastifyReply) => {
    const user = principalOf(request);
    const userStreams = openByUser.get(user.id) ?? 0;
    if (userStreams >= limits.perUser) {
      throw tooManyStreams(
        `You have ${userStreams} live connections open. Close some Humidor windows or devices and reload.`,
      );
    }
    if (openOverall >= limits.overall) {
      throw tooManyStreams('The server has too many live connections right now. Please reload in a minute.');
    }
    openByUser.set(user.id, userStreams + 1);
    openOverall += 1;

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    openStreams.add(res);
    const send = (event: ChangeEvent) => {
      if (!isChangeVisibleTo(user, event)) return;
      res.write(`event: change\ndata: ${JSON.stringify(toLiveChange(event))}\n\n`);
    };
    // Changes may have been lost while the bus was down: the page refetches what it shows.
    const refresh = () => res.write('event: refresh\ndata: {}\n\n');
    const unsubscribe = bus.subscribe(send, refresh);
    // A named event, not a comment: the page's EventSource sees it and knows the connection lives.
    const timer = setInterval(() => res.write('event: ping\ndata: {}\n\n'), livePingMs);
    request.raw.on('close', () => {
      clearInterval(timer);
      unsubscribe();
      openStreams.delete(res);
      openOverall -= 1;
      const left = (openByUser.get(user.id) ?? 1) - 1;
      if (left > 0) openByUser.set(user.id, left);
      else openByUser.delete(user.id);
    });
  };

  const options = { config: { access: 'user' as const }, schema: { tags: ['live'], hide: true } };
  app.get(liveStreamPath, options, openStream);
  // Only an EventSource asks for a stream: any other GET of the trade events' path is not the stream.
  app.get(oldLiveStreamPath, options, (request, reply) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw notFound(`The live stream is at ${liveStreamPath}.`);
    }
    openStream(request, reply);
  });
}
