import type { Principal } from '../../domain/access/policy.js';

/** A user row as every rule sees it (the session lookup reads the same columns through its join). */
export function toPrincipal(row: {
  id: string;
  role: Principal['role'];
  email: string;
  name: string;
  states: string[];
  repCode: string | null;
  canChangeOrderStatus: boolean;
  reportUrl: string | null;
}): Principal {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    displayName: row.name,
    states: row.states,
    repCode: row.repCode,
    canChangeOrderStatus: row.canChangeOrderStatus,
    reportUrl: row.reportUrl,
  };
}
