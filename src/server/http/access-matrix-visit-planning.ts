import type { MatrixRow } from './access-matrix-compliance.js';

/**
 * The principal × route matrix's rows for planning visits (issue 47): the priorities, a customer's
 * hours, the pins and the working days. `access.test.ts` asks them with the rest; the states a rep
 * sees are held by `visit-planning/visit-planning.test.ts`.
 */
export const visitPlanningMatrix: MatrixRow[] = [
  {
    route: 'GET /api/visits/priorities',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  // A customer's hours and a pin ask the customer's visibility first: a missing one is 404 to all.
  {
    route: 'GET /api/customers/unknown-id/hours',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'PUT /api/customers/unknown-id/hours',
    body: { hours: null },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'PUT /api/visits/pins/unknown-id',
    body: { pin: 'in' },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  // Working days: one's own for everyone; another's read by admin and office, changed by an admin.
  {
    route: 'GET /api/visits/working-days',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/visits/working-days?userId=unknown-id',
    expect: { admin: 404, office: 404, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/visits/working-days',
    body: { home: null, days: {} },
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'PUT /api/visits/working-days?userId=unknown-id',
    body: { home: null, days: {} },
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  // A plan: one's own for everyone (a day gone by is refused in words); another rep's for admin and office.
  {
    route: 'POST /api/visits/plan',
    body: { dates: ['2020-01-06'] },
    expect: { admin: 400, office: 400, repInside: 400, repOutside: 400 },
  },
  {
    route: 'POST /api/visits/plan?userId=unknown-id',
    body: { dates: ['2020-01-06'] },
    expect: { admin: 404, office: 404, repInside: 403, repOutside: 403 },
  },
];
