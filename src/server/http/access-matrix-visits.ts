import type { MatrixRow } from './access-matrix-compliance.js';

/**
 * The principal × route matrix's rows for visits and the map: check-ins, the due list, Near me, a
 * day's route, the week, and the map's customers and pins. `access.test.ts` asks them with the rest.
 */
export const visitsMatrix: MatrixRow[] = [
  { route: 'GET /api/visits/current', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  { route: 'GET /api/visits/due', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/visits/near?place=33602',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/visits/route?date=2026-11-27',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/visits/weekly?week=2026-11-23',
    expect: { admin: 200, office: 200, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/visits/unknown-id/check-out',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  // A rep reads only their own visits: asking for someone else's answers none (not an error).
  {
    route: 'GET /api/visits?userId=unknown-id&from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  { route: 'GET /api/map/customers', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  // Another rep's day: the team's viewers learn there is no such rep, a rep may not ask.
  {
    route: 'GET /api/map/customers?rep=unknown-id&date=2026-11-27',
    expect: { admin: 404, office: 404, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/map/customers/unknown-id/location',
    body: { latitude: 27.95, longitude: -82.46 },
    expect: { admin: 404, office: 403, repInside: 404, repOutside: 404 },
  },
];
