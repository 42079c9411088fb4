import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { calendarDateSchema } from '../dates/calendar.js';
import { usStateCodes } from '../constants/states.js';
import { stateCodeSchema } from '../compliance/dated.js';
import { directSaleSchema } from '../compliance/license-rules.js';
import { licenseKinds } from '../compliance/licenses.js';
import { permitKinds } from '../compliance/permits.js';
import { gateOverrideSchema } from './gate-override.js';
import { orderParams } from './presented.js';

/**
 * The order gate's contract (issue 46, part 3; decisions 0298–0300): what the device needs to run
 * `orderGate` as the server does, the server's own decision, and an admin's letting one order
 * through with a written reason.
 */

export const gateReasonSchema = z.object({
  state: z.string(),
  code: z.enum(['no-permit-not-distributor', 'license-missing']),
  message: z.string(),
  citation: z.string(),
  url: z.string().nullable(),
});

/** The rule as the device keeps it: the shipped and the admins' rows, each with its tie-break order. */
export const gateRuleSchema = z.object({
  state: z.enum(usStateCodes),
  effectiveFrom: z.string(),
  source: z.object({ citation: z.string(), url: z.string().nullable() }),
  retailerNeeds: z.array(z.enum(licenseKinds)),
  directSale: directSaleSchema,
  summary: z.string(),
  recordedOrder: z.number(),
});

export const gatePermitSchema = z.object({
  state: z.string(),
  kind: z.enum(permitKinds),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
});

export const gateLicenseSchema = z.object({
  customerListId: z.string(),
  state: z.string(),
  kind: z.enum(licenseKinds),
  number: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  goneFromListAt: z.string().nullable(),
});
export type GateLicense = z.infer<typeof gateLicenseSchema>;

/** What every signed-in user may read: the rules, the company's permits and its name (no customer data). */
export const gateInputsSchema = z.object({
  companyName: z.string(),
  rules: z.array(gateRuleSchema),
  permits: z.array(gatePermitSchema),
});
export type GateInputs = z.infer<typeof gateInputsSchema>;

export const gateDecisionSchema = z.object({
  state: z.string().nullable(),
  day: z.string(),
  allowed: z.boolean(),
  reasons: z.array(gateReasonSchema),
});
export type GateDecisionAnswer = z.infer<typeof gateDecisionSchema>;

/** An admin's letting the order through, as the order shows it. */
export const gateOverrideShownSchema = z.object({
  reason: z.string(),
  byName: z.string(),
  at: z.string(),
  state: z.string(),
});

/** The gate on one order: its reasons now (none when it may go) and the override, if any. */
export const orderGateShownSchema = z.object({
  held: z.boolean(),
  reasons: z.array(gateReasonSchema),
  override: gateOverrideShownSchema.nullable(),
});
export type OrderGateShown = z.infer<typeof orderGateShownSchema>;

/** The most licenses one answer carries: a rep's territory holds far fewer. */
export const gateLicensesMax = 20_000;

export const gateContract = {
  gateInputs: defineRoute({
    method: 'GET',
    path: '/api/orders/gate/inputs',
    access: 'user',
    tags: ['orders'],
    summary:
      "The order gate's rules (shipped and admins'), the company's permits and name: kept on the device so an order taken offline is judged as the server will",
    response: gateInputsSchema,
  }),
  gateLicenses: defineRoute({
    method: 'GET',
    path: '/api/orders/gate/licenses',
    access: 'user',
    tags: ['orders'],
    summary: `The licenses of one customer the caller sees, or of every customer they see (at most ${gateLicensesMax}), for the order gate on the device`,
    query: z.object({ customerListId: z.string().trim().min(1).max(60).optional() }),
    response: z.object({ licenses: z.array(gateLicenseSchema) }),
  }),
  gate: defineRoute({
    method: 'GET',
    path: '/api/orders/gate',
    access: 'user',
    tags: ['orders'],
    summary:
      "The server's gate decision for an order to a customer (its ship-to state) or to a new customer's state, on a day (today by default)",
    query: z
      .object({
        customerListId: z.string().trim().min(1).max(60).optional(),
        state: stateCodeSchema.optional(),
        day: calendarDateSchema.optional(),
      })
      .refine((q) => q.customerListId || q.state, {
        message: 'Name a customer (customerListId) or a state',
        path: ['customerListId'],
      }),
    response: gateDecisionSchema,
  }),
  overrideGate: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/gate-override',
    access: { action: 'orders.overrideGate' },
    tags: ['orders'],
    summary:
      'Let one order the compliance gate holds go through, with a written reason kept in its history (admins)',
    params: orderParams,
    body: gateOverrideSchema,
    response: z.object({ gate: orderGateShownSchema }),
  }),
};
