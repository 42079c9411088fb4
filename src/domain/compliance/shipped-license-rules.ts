import { licenseRuleSchema, type LicenseRule, type LicenseRuleInput } from './license-rules.js';

/**
 * The licensing rules Humidor ships, each with its source (issue 46, part 2). Admins add later
 * rows in Admin → Compliance; these are never edited: a change in the law is a new dated row.
 * Each row's source and whether it was read on the state's own page: decision 0289. A state
 * without a row is open (no requirement Humidor could verify).
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
  {
    state: 'FL',
    effectiveFrom: '2025-01-01',
    source: {
      citation: 'Fla. Stat. 569.003',
      url: 'https://www.leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&URL=0500-0599/0569/Sections/0569.003.html',
    },
    // The permit is the retailer's own duty; the statute forbids no seller to sell to a shop without
    // one (unlike Cal. Bus. & Prof. Code 22980.1), so the gate holds nothing here (decision 0307).
    retailerNeeds: [],
    summary:
      'Whoever deals in tobacco products at retail in Florida must hold a retail tobacco products dealer permit for each place of business; the duty is the retailer’s, not the seller’s.',
  },
  {
    state: 'WA',
    effectiveFrom: '2025-01-01',
    source: {
      citation: 'RCW 82.26.190; Washington Liquor and Cannabis Board',
      url: 'https://lcb.wa.gov/enforcement/get-license',
    },
    retailerNeeds: ['other-tobacco'],
    directSale: { kind: 'permit-or-distributors', permitKind: 'distributor' },
    summary:
      'A Washington retailer of other tobacco products needs a retailer’s license and may buy only from a Washington licensed wholesaler or distributor.',
  },
  {
    state: 'NH',
    effectiveFrom: '2020-01-01',
    source: { citation: 'RSA 78:6, 78:7', url: 'https://gencourt.state.nh.us/rsa/html/V/78/78-7.htm' },
    retailerNeeds: ['retailer'],
    directSale: { kind: 'permit-or-distributors', permitKind: 'wholesaler' },
    summary:
      'No manufacturer may sell tobacco products to a New Hampshire retailer without a license; a manufacturer sells untaxed products only to a New Hampshire licensed wholesaler.',
  },
  {
    state: 'VT',
    effectiveFrom: '2025-01-01',
    source: {
      citation: '7 V.S.A. § 1002',
      url: 'https://legislature.vermont.gov/statutes/fullchapter/07/040',
    },
    // As Florida's: the retailer's own duty, not a bar on the seller (decision 0307).
    retailerNeeds: [],
    summary:
      'No one may sell tobacco products at retail in Vermont without a tobacco license from the Division of Liquor Control; the duty is the retailer’s, not the seller’s.',
  },
];

export const shippedLicenseRules: LicenseRule[] = rows.map((row) => licenseRuleSchema.parse(row));
