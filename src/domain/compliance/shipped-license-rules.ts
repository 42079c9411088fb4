import { licenseRuleSchema, type LicenseRule, type LicenseRuleInput } from './license-rules.js';

/**
 * The licensing rules Humidor ships, each with its source (issue 46, part 2). Admins add later
 * rows in Admin → Compliance; these are never edited: a change in the law is a new dated row.
 * Verify each against the statute before relying on it (docs/research/issue-46-sources.md).
 */
const rows: LicenseRuleInput[] = [
  {
    state: 'TX',
    effectiveFrom: '2009-09-01',
    source: {
      citation: 'Tex. Tax Code 155.0415',
      url: 'https://statutes.capitol.texas.gov/Docs/TX/htm/TX.155.htm#155.0415',
    },
    directSale: { kind: 'permit-or-distributors', permitKind: 'distributor' },
    summary:
      'A maker without a Texas distributor permit may sell only to Texas permitted distributors; a Texas retailer buys only from a Texas distributor or wholesaler.',
  },
  {
    state: 'CA',
    effectiveFrom: '2004-01-01',
    source: {
      citation: 'Cal. Bus. & Prof. Code 22980.1',
      url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=BPC&sectionNum=22980.1',
    },
    retailerNeeds: ['retailer'],
    summary:
      'A distributor or wholesaler may not sell tobacco to a California retailer without a valid state retailer license; each sale is a separate violation.',
  },
];

export const shippedLicenseRules: LicenseRule[] = rows.map((row) => licenseRuleSchema.parse(row));
