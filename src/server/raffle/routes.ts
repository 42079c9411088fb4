import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toCsv } from '../../domain/csv/csv.js';
import type { Db } from '../db/database.js';
import { principalOf } from '../http/access.js';
import { visibleRaffleTickets } from './queries.js';

const ticketSchema = z.object({
  ticketNumber: z.string(),
  orderId: z.string(),
  event: z.string(),
  customerListId: z.string().nullable(),
  customerName: z.string(),
  createdAt: z.string(),
});

const ticketsQuery = z.object({ orderId: z.string().min(1).max(60).optional() });
const exportLimit = 100_000;
const feedLimit = 5000;

export const raffleCsvFileName = 'raffle_tickets.csv';

export function registerRaffleRoutes(server: FastifyInstance, db: Db): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/raffle-tickets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['raffle'],
        querystring: ticketsQuery,
        response: { 200: z.object({ tickets: z.array(ticketSchema) }) },
      },
    },
    async (request) => ({
      tickets: await visibleRaffleTickets(db, principalOf(request), { ...request.query, limit: feedLimit }),
    }),
  );

  app.get(
    '/api/raffle-tickets/export.csv',
    {
      config: { access: 'user' },
      schema: { tags: ['raffle'], summary: `Tickets as ${raffleCsvFileName}`, querystring: ticketsQuery },
    },
    async (request, reply) => {
      const tickets = await visibleRaffleTickets(db, principalOf(request), {
        ...request.query,
        limit: exportLimit,
      });
      const csv = toCsv(
        ['Ticket Number', 'Customer', 'Event', 'Order', 'Created'],
        tickets.map((t) => [t.ticketNumber, t.customerName, t.event, t.orderId, t.createdAt]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${raffleCsvFileName}"`)
        .send(csv);
    },
  );
}
