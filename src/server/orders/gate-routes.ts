import type { gateContract } from '../../domain/orders/gate-contract.js';
import { orderedCustomerName, shipToStateOf, type GateSubject } from '../../domain/orders/gate-decision.js';
import { principalOf } from '../http/access.js';
import type { ContractHandlers } from '../http/contract.js';
import { findVisibleCustomer } from '../customers/queries.js';
import { overrideOrderGate, type OrderDeps } from './commands.js';
import { customerMissing } from './context.js';
import { decideGate, gateInputs, visibleLicenses } from './gate.js';

/** Today's UTC day: the day a new order is judged on (decision 0298). */
const today = () => new Date().toISOString().slice(0, 10);

/** The gate's routes: its inputs for the device, the server's decision, and the admin's override. */
export function gateHandlers(deps: OrderDeps): ContractHandlers<typeof gateContract> {
  const { db } = deps;
  return {
    gateInputs: () => gateInputs(db),
    gateLicenses: async ({ request, query }) => ({
      licenses: await visibleLicenses(db, principalOf(request), query.customerListId),
    }),
    gate: async ({ request, query }) => {
      const day = query.day ?? today();
      let subject: GateSubject = { customerListId: null, customerName: '', state: query.state ?? null, day };
      if (query.customerListId) {
        const customer = await findVisibleCustomer(db, principalOf(request), query.customerListId);
        if (!customer) throw customerMissing(query.customerListId);
        subject = {
          customerListId: customer.listId,
          customerName: orderedCustomerName(customer),
          state: query.state ?? shipToStateOf(customer),
          day,
        };
      }
      return decideGate(db, subject);
    },
    overrideGate: async ({ request, params, body }) => ({
      gate: await overrideOrderGate(deps, principalOf(request), params.id, body.reason),
    }),
  };
}
