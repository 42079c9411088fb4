/**
 * The principal × route matrix's rows for the compliance routes (issue 46): licenses, state lists,
 * permits and rules, tax profiles, the order gate and the reports; and the prospects (issue 47, part 5). `access.test.ts` asks them with
 * the rest; kept apart so neither file grows past reading.
 */
export interface MatrixRow {
  route: string;
  body?: object;
  expect: Record<'admin' | 'office' | 'repInside' | 'repOutside', number>;
}

export const complianceMatrix: MatrixRow[] = [
  // The order gate (decision 0299): its inputs and decision for every user; only an admin lets an
  // order through (an empty reason is 400 to the admin).
  {
    route: 'GET /api/orders/gate/inputs',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/orders/gate/licenses',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/orders/gate?state=TX',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'POST /api/orders/unknown-id/gate-override',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  // A customer's licenses: every route asks the customer's visibility first (licenses.test.ts holds the states).
  {
    route: 'GET /api/customers/unknown-id/licenses',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/customers/unknown-id/licenses',
    body: { state: 'CA', kind: 'retailer', number: 'TR-1' },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'PUT /api/customers/unknown-id/licenses/unknown-id',
    body: { state: 'CA', kind: 'retailer', number: 'TR-1' },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'DELETE /api/customers/unknown-id/licenses/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'GET /api/admin/compliance/reports?state=TX&month=2026-11',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/admin/compliance/reports/csv?state=TX&month=2026-11',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/insights/excise?from=2026-11&to=2026-11',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  // A state's license list: admins only; an import with no columns chosen yet is refused (400).
  {
    route: 'GET /api/admin/compliance/license-lists',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/admin/compliance/license-lists/CA',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/admin/compliance/license-lists/CA/mapping',
    body: { number: 'License Number' },
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/admin/compliance/license-lists/TX/imports',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/admin/compliance/license-lists/CA/imports/unknown-id',
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  // The company's permits and the licensing rules: read by everyone (the gate on the phone), changed by admins (0295).
  {
    route: 'GET /api/compliance/permits',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'POST /api/compliance/permits',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/compliance/permits/unknown-id',
    body: { state: 'TX', kind: 'distributor', number: 'D-1' },
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'DELETE /api/compliance/permits/unknown-id',
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/compliance/license-rules',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/compliance/excise-rules',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'POST /api/compliance/rules/license',
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/compliance/rules/license/unknown-id/withdraw',
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'GET /api/compliance/tax-profiles',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/compliance/tax-profiles/brand/unknown-brand',
    body: { kind: 'cigar' },
    expect: { admin: 404, office: 403, repInside: 403, repOutside: 403 },
  },
  // Prospects (issue 47, part 5): every user reads and works the prospects of their states (an
  // unknown one is 404 like one outside them, prospects.test.ts holds the states); only an admin imports.
  { route: 'GET /api/prospects', expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 } },
  {
    route: 'GET /api/prospects/near?place=33602',
    expect: { admin: 200, office: 200, repInside: 200, repOutside: 200 },
  },
  {
    route: 'GET /api/prospects/unknown-id',
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'PATCH /api/prospects/unknown-id',
    body: { note: 'Back Tuesday' },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  {
    route: 'POST /api/prospects/unknown-id/customer',
    body: { name: 'New Shop' },
    expect: { admin: 404, office: 404, repInside: 404, repOutside: 404 },
  },
  { route: 'GET /api/admin/prospects', expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 } },
  {
    route: 'GET /api/admin/prospects/FL',
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'PUT /api/admin/prospects/FL/mapping',
    body: { name: 'DBA' },
    expect: { admin: 200, office: 403, repInside: 403, repOutside: 403 },
  },
  {
    route: 'POST /api/admin/prospects/FL/imports?format=geojson',
    body: { type: 'Feature' },
    expect: { admin: 400, office: 403, repInside: 403, repOutside: 403 },
  },
];
