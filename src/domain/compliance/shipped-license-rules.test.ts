import { describe, expect, it } from 'vitest';
import { orderGate } from './gate.js';
import { licenseRuleSchema } from './license-rules.js';
import { shippedLicenseRules } from './shipped-license-rules.js';

describe('shippedLicenseRules', () => {
  it('every shipped rule parses again and names its source', () => {
    for (const rule of shippedLicenseRules) {
      expect(licenseRuleSchema.parse(rule)).toEqual(rule);
      expect(rule.source.url).toMatch(/^https:\/\//);
    }
    expect(new Set(shippedLicenseRules.map((rule) => rule.state))).toEqual(
      new Set(['TX', 'CA', 'FL', 'WA', 'NH', 'VT']),
    );
  });

  it('lets a Florida order go to a shop without its dealer permit: the permit is the retailer’s duty (0307)', () => {
    const decision = orderGate({
      state: 'FL',
      day: '2026-12-06',
      companyName: 'Humidor Cigars',
      customerName: 'Ybor Leaf',
      licenses: [],
      permits: [],
      rules: shippedLicenseRules,
    });
    expect(decision).toMatchObject({ allowed: true, rule: { source: { citation: 'Fla. Stat. 569.003' } } });
  });

  it('lets a New Hampshire order go to a licensed wholesaler when the company holds no wholesaler license', () => {
    const decision = orderGate({
      state: 'NH',
      day: '2026-12-06',
      companyName: 'Humidor Cigars',
      customerName: 'Granite Wholesale',
      licenses: [
        {
          state: 'NH',
          kind: 'distributor',
          number: 'W-1',
          issuedOn: null,
          expiresOn: null,
          goneFromListAt: null,
        },
        {
          state: 'NH',
          kind: 'retailer',
          number: 'R-1',
          issuedOn: null,
          expiresOn: null,
          goneFromListAt: null,
        },
      ],
      permits: [],
      rules: shippedLicenseRules,
    });
    expect(decision.allowed).toBe(true);
  });
});
