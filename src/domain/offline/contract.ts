import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { contactSchema, descriptionSchema } from '../customer-records/contract.js';
import { customerDetailSchema } from '../customers/contract.js';
import { customerLicenseSchema } from '../compliance/licenses.js';
import { customerHoursSchema } from '../visit-planning/contract.js';
import { prospectSchema } from '../prospects/contract.js';

/** Customers per page of the working set: one request carries a page with their Info tab. */
export const workingSetPageSize = 100;
/** The most customers a phone keeps (decision 0075): a rep's territory is far smaller. */
export const workingSetMaxCustomers = 3000;

/** Open prospects per page of what the phone keeps for Near me offline (decision 0353). */
export const keptProspectsPageSize = 500;
/**
 * The most prospects a phone keeps: a state's whole license list, with room to spare; it bounds what
 * an admin, who sees every state, copies onto theirs.
 */
export const keptProspectsMax = 10_000;

export const offlineContract = {
  customers: defineRoute({
    method: 'GET',
    path: '/api/offline/customers',
    access: 'user',
    tags: ['offline'],
    summary: `The customers the user may see, ${workingSetPageSize} at a time by ListID, each with the contacts and descriptions of its Info tab, its licenses, its opening hours and its event-year sales, for reading and ordering offline.`,
    query: z.object({ after: z.string().min(1).max(100).optional() }),
    response: z.object({
      customers: z.array(
        z.object({
          customer: customerDetailSchema,
          contacts: z.array(contactSchema),
          descriptions: z.array(descriptionSchema),
          /** Its licenses, read offline on the customer page and by the order gate on the phone. */
          licenses: z.array(customerLicenseSchema),
          /** Its opening hours (its own or its type's default), read offline on the customer page (issue 47). */
          hours: customerHoursSchema,
          /**
           * The customer's invoiced sales in the order rules' event year (the Cielo rule): an order
           * form written offline caps as the server will.
           */
          eventYearSales: z.number(),
          /** Where the customer sits on the map, for Near me offline; null when it has no place. */
          place: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
          /**
           * The customer's grade (A–D, null below D) as Near me and Due give it: offline, its visit
           * status follows the grade's cadence as on the server (decision 0267).
           */
          grade: z.string().nullable(),
        }),
      ),
      /** The `after` of the next page; null on the last. */
      next: z.string().nullable(),
    }),
  }),
  prospects: defineRoute({
    method: 'GET',
    path: '/api/offline/prospects',
    access: 'user',
    tags: ['offline'],
    summary: `The open prospects of the user's states, ${keptProspectsPageSize} at a time by id, for Near me offline.`,
    query: z.object({ after: z.string().min(1).max(100).optional() }),
    response: z.object({
      prospects: z.array(prospectSchema),
      /** The `after` of the next page; null on the last. */
      next: z.string().nullable(),
    }),
  }),
};
