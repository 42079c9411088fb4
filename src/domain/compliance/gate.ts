import { stateNameOf } from '../constants/states.js';
import { ruleInForce } from './dated.js';
import { isLicenseValidOn, licenseKindLabels, type CustomerLicense } from './licenses.js';
import type { LicenseRule } from './license-rules.js';
import { isPermitValidOn, permitKindLabels, type CompanyPermit } from './permits.js';

export interface GateInput {
  /** The state the order ships to (the ship-to state, else the customer's). */
  state: string;
  /** The order's date, 'YYYY-MM-DD': the rules, licenses and permits in force on it decide. */
  day: string;
  companyName: string;
  customerName: string;
  licenses: readonly Pick<
    CustomerLicense,
    'state' | 'kind' | 'number' | 'issuedOn' | 'expiresOn' | 'goneFromListAt'
  >[];
  permits: readonly Pick<CompanyPermit, 'state' | 'kind' | 'issuedOn' | 'expiresOn'>[];
  rules: readonly LicenseRule[];
}

/** One reason an order may not go: the state, the rule's words and its source. */
export interface GateReason {
  state: string;
  code: 'no-permit-not-distributor' | 'license-missing';
  message: string;
  citation: string;
  url: string | null;
}

export type GateDecision =
  { allowed: true; rule: LicenseRule | null } | { allowed: false; rule: LicenseRule; reasons: GateReason[] };

/**
 * Whether the law lets the company ship this order, by the rule in force in the ship-to state on
 * the order's day. The server refuses to submit or push with it, and the phone says so before the
 * rep leaves the shop: one function for both (issue 46, part 3). A state without a rule is open.
 */
export function orderGate(input: GateInput): GateDecision {
  const state = input.state.toUpperCase();
  const rule = ruleInForce(input.rules, state, input.day);
  if (!rule) return { allowed: true, rule: null };
  const name = stateNameOf(state);
  const cite = (code: GateReason['code'], message: string): GateReason => ({
    state,
    code,
    message: `${message} — ${rule.source.citation}`,
    citation: rule.source.citation,
    url: rule.source.url,
  });
  const holds = (kind: CustomerLicense['kind']) =>
    input.licenses.some((l) => l.state === state && l.kind === kind && isLicenseValidOn(l, input.day));
  const reasons: GateReason[] = [];
  const isDistributor = holds('distributor');

  if (rule.directSale.kind === 'permit-or-distributors') {
    const permitKind = rule.directSale.permitKind;
    const permitted = input.permits.some(
      (p) => p.state === state && p.kind === permitKind && isPermitValidOn(p, input.day),
    );
    if (!permitted && !isDistributor) {
      const permit = permitKindLabels[permitKind].toLowerCase();
      reasons.push(
        cite(
          'no-permit-not-distributor',
          `${name}: ${input.companyName} holds no ${name} ${permit}, so it may sell only to ${name} permitted distributors`,
        ),
      );
    }
  }
  // A permitted distributor buys to resell at wholesale: the retailer's licenses are not its to hold.
  if (!isDistributor) {
    for (const kind of rule.retailerNeeds) {
      if (holds(kind)) continue;
      const label = licenseKindLabels[kind].toLowerCase();
      reasons.push(
        cite(
          'license-missing',
          `${name}: a retailer needs a valid ${name} ${label} license to buy tobacco, and ${input.customerName} has none valid on ${input.day}`,
        ),
      );
    }
  }
  return reasons.length ? { allowed: false, rule, reasons } : { allowed: true, rule };
}
