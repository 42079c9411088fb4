import { orderGate } from '../compliance/gate.js';
import type { GateDecisionAnswer, GateInputs, GateLicense } from './gate-contract.js';

/** Who an order is for, where it ships and on which day: what the gate judges. */
export interface GateSubject {
  customerListId: string | null;
  customerName: string;
  /** The ship-to state (the order's ship state, else its customer's); null: no state, no rule. */
  state: string | null;
  /** 'YYYY-MM-DD': the order's day (decision 0298). */
  day: string;
}

/** The name an order keeps of its customer (its company name, else its full name): the gate's words name it. */
export const orderedCustomerName = (customer: { companyName: string | null; fullName: string }) =>
  customer.companyName || customer.fullName;

/** Where a customer's orders ship: its ship-to state, else its billing state. */
export const shipToStateOf = (customer: { state: string | null; shipState: string | null }) =>
  customer.shipState ?? customer.state;

/**
 * The gate's decision from its inputs as the server loads them or the device keeps them (any
 * customers' licenses: the subject's are picked here). The server refuses and the phone warns with
 * this one function, so the two cannot disagree (decision 0300; `server/orders/gate-offline.test.ts`).
 */
export function gateDecisionOf(
  inputs: GateInputs,
  licenses: readonly GateLicense[],
  subject: GateSubject,
): GateDecisionAnswer {
  const answer = { state: subject.state, day: subject.day };
  if (!subject.state) return { ...answer, allowed: true, reasons: [] };
  const decision = orderGate({
    state: subject.state,
    day: subject.day,
    companyName: inputs.companyName,
    customerName: subject.customerName,
    licenses: subject.customerListId
      ? licenses.filter((l) => l.customerListId === subject.customerListId)
      : [],
    permits: inputs.permits,
    rules: inputs.rules,
  });
  return {
    ...answer,
    state: subject.state.toUpperCase(),
    ...(decision.allowed ? { allowed: true, reasons: [] } : { allowed: false, reasons: decision.reasons }),
  };
}
