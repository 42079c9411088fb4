import { z } from 'zod';
import { defineRoute } from '../contract/route.js';

export const raffleCsvFileName = 'raffle_tickets.csv';
const raffleFeedPageSize = 100;

const raffleTicketSchema = z.object({
  ticketNumber: z.string(),
  orderId: z.string(),
  event: z.string(),
  customerListId: z.string().nullable(),
  customerName: z.string(),
  createdAt: z.string(),
});
export type RaffleTicket = z.infer<typeof raffleTicketSchema>;

const orderIdQuery = { orderId: z.string().min(1).max(60).optional() };

export const raffleContract = {
  raffleTickets: defineRoute({
    method: 'GET',
    path: '/api/raffle-tickets',
    access: 'user',
    tags: ['raffle'],
    summary:
      "Raffle tickets of the caller's customers, newest first, paged by cursor; one order's with orderId",
    query: z.object({
      ...orderIdQuery,
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(raffleFeedPageSize),
    }),
    response: z.object({ tickets: z.array(raffleTicketSchema), nextCursor: z.string().nullable() }),
  }),
  raffleExportCsv: defineRoute({
    method: 'GET',
    path: '/api/raffle-tickets/export.csv',
    access: 'user',
    tags: ['raffle'],
    summary: `Tickets as ${raffleCsvFileName}`,
    query: z.object(orderIdQuery),
    produces: 'text/csv',
  }),
};
