import { describe, expect, it } from 'vitest';
import { orderGate, type GateInput } from './gate.js';
import { licenseRuleSchema, type LicenseRule } from './license-rules.js';
import { ruleInForce } from './dated.js';
import { licenseInputSchema, licenseStandingOn } from './licenses.js';

const texas: LicenseRule = licenseRuleSchema.parse({
  state: 'TX',
  effectiveFrom: '2009-09-01',
  source: { citation: 'Tex. Tax Code 155.0415', url: null },
  directSale: { kind: 'permit-or-distributors', permitKind: 'distributor' },
  summary: 'Without a Texas distributor permit, sell only to Texas permitted distributors.',
});
const california: LicenseRule = licenseRuleSchema.parse({
  state: 'CA',
  effectiveFrom: '2004-01-01',
  source: { citation: 'Cal. Bus. & Prof. Code 22980.1', url: null },
  retailerNeeds: ['retailer'],
  summary: 'A retailer needs a California cigarette and tobacco products retailer license.',
});

const base: GateInput = {
  state: 'TX',
  day: '2026-12-06',
  companyName: 'Humidor Cigars',
  customerName: 'Lone Star Smokes',
  licenses: [],
  permits: [],
  rules: [texas, california],
};
const license = (over: Partial<GateInput['licenses'][number]>) => ({
  state: 'TX',
  kind: 'distributor' as const,
  number: 'D-1',
  issuedOn: null,
  expiresOn: null,
  goneFromListAt: null,
  ...over,
});

describe('the order gate (issue 46, part 3)', () => {
  it.each([
    ['no permit, a retailer', base, false],
    ['no permit, a permitted distributor', { ...base, licenses: [license({})] }, true],
    [
      'no permit, a distributor license expired the day before',
      { ...base, licenses: [license({ expiresOn: '2026-12-05' })] },
      false,
    ],
    [
      'a valid Texas distributor permit',
      {
        ...base,
        permits: [{ state: 'TX', kind: 'distributor' as const, issuedOn: null, expiresOn: '2027-01-01' }],
      },
      true,
    ],
    ['a state without a rule', { ...base, state: 'GA' }, true],
    ['California without a retailer license', { ...base, state: 'CA' }, false],
    [
      'California with a license valid through the order day',
      {
        ...base,
        state: 'CA',
        licenses: [license({ state: 'CA', kind: 'retailer', expiresOn: '2026-12-06' })],
      },
      true,
    ],
    [
      'California with a license its state list dropped',
      {
        ...base,
        state: 'CA',
        licenses: [license({ state: 'CA', kind: 'retailer', goneFromListAt: '2026-11-30T08:00:00.000Z' })],
      },
      false,
    ],
    ['an order dated before the rule took effect', { ...base, state: 'CA', day: '2003-12-31' }, true],
  ])('%s', (_, input, allowed) => {
    expect(orderGate(input).allowed).toBe(allowed);
  });

  it("names the state, the rule and its source in the rep's words", () => {
    const decision = orderGate(base);
    expect(decision.allowed).toBe(false);
    if (decision.allowed) return;
    expect(decision.reasons.map((r) => r.message)).toEqual([
      'Texas: Humidor Cigars holds no Texas distributor permit, so it may sell only to Texas permitted distributors — Tex. Tax Code 155.0415',
    ]);
  });
});

describe('dated rules', () => {
  const rows = [
    { state: 'OH', effectiveFrom: '2020-01-01', recordedOrder: 0, cap: 50 },
    { state: 'OH', effectiveFrom: '2025-07-01', recordedOrder: 0, cap: 53 },
    { state: 'OH', effectiveFrom: '2025-07-01', recordedOrder: 2, cap: 54 },
  ];
  it.each([
    ['2019-12-31', undefined],
    ['2020-01-01', 50],
    ['2025-06-30', 50],
    ['2025-07-01', 54],
  ])('on %s the rule in force caps at %s', (day, cap) => {
    expect(ruleInForce(rows, 'OH', day)?.cap).toBe(cap);
  });
});

describe('licenses', () => {
  it('refuses an expiry before the issue date', () => {
    const result = licenseInputSchema.safeParse({
      state: 'ca',
      kind: 'retailer',
      number: '123',
      issuedOn: '2026-05-01',
      expiresOn: '2026-04-30',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The expiry date is before the issue date');
  });
  it('refuses an unknown state', () => {
    const result = licenseInputSchema.safeParse({ state: 'XX', kind: 'retailer', number: '1' });
    expect(result.error?.issues[0]?.message).toBe('Use a US state code such as TX or CA');
  });
  it.each([
    ['2026-12-06', 'expired'],
    ['2026-11-05', 'expiring'],
    ['2026-11-04', 'valid'],
    ['2025-12-31', 'not-yet-valid'],
  ])('a license issued 2026-01-01 and expiring 2026-12-05, on %s, is %s', (day, standing) => {
    expect(
      licenseStandingOn({ issuedOn: '2026-01-01', expiresOn: '2026-12-05', goneFromListAt: null }, day),
    ).toBe(standing);
  });
});
