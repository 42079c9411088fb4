import { z } from 'zod';
import { customerName } from '../customers/names.js';
import {
  customersAt,
  customersByPlace,
  licensesByNumber,
  type CustomerToMatch,
} from './license-list-match.js';
import { numberKey, type ListEntry, type RowProblem } from './license-lists.js';
import type { LicenseCheck, LicenseKind } from './licenses.js';

/**
 * What one import of a state's list does (decision 0293), worked out from what the server loaded:
 * the licenses to add and change, the list's stored entries to replace, and the admin's report.
 * Only what differs is written, so the same file imported again writes nothing (decision 0294).
 */

/** How many rows of each long part the report keeps (the counts are whole). */
export const reportRowsKept = 200;

const licenseRef = {
  licenseId: z.string(),
  customerListId: z.string(),
  customerName: z.string(),
  number: z.string(),
};
export const licenseChangeFields = ['kind', 'issuedOn', 'expiresOn', 'check', 'goneFromList'] as const;
export type LicenseChangeField = (typeof licenseChangeFields)[number];

export const importSummarySchema = z.object({
  /** Rows of the file under the header, and those read into entries. */
  rows: z.number().int(),
  listed: z.number().int(),
  matched: z.array(
    z.object({
      ...licenseRef,
      line: z.number().int(),
      by: z.enum(['number', 'name-address']),
      added: z.boolean(),
    }),
  ),
  changed: z.array(
    z.object({
      ...licenseRef,
      changes: z.array(
        z.object({
          field: z.enum(licenseChangeFields),
          from: z.string().nullable(),
          to: z.string().nullable(),
        }),
      ),
    }),
  ),
  gone: z.array(z.object(licenseRef)),
  unmatched: z.object({
    count: z.number().int(),
    rows: z.array(
      z.object({
        line: z.number().int(),
        number: z.string(),
        name: z.string(),
        address: z.string(),
        reason: z.string(),
      }),
    ),
  }),
  customersNotListed: z.object({
    count: z.number().int(),
    customers: z.array(z.object({ customerListId: z.string(), customerName: z.string() })),
  }),
  problems: z.object({
    count: z.number().int(),
    rows: z.array(z.object({ line: z.number().int(), message: z.string() })),
  }),
  /** The list against the one imported before: entries new, no longer there, with other values. */
  listChanges: z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() }),
  nothingChanged: z.boolean(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** A license of the state as loaded (not deleted). */
export interface StateLicense {
  id: string;
  customerListId: string;
  number: string;
  kind: LicenseKind;
  issuedOn: string | null;
  expiresOn: string | null;
  check: LicenseCheck;
  goneFromListAt: string | null;
  /** Its customer's name, for the report (the customer may have moved to another state). */
  customerName?: string;
}

/** An entry of the list as stored from the import before. */
export type StoredEntry = Omit<ListEntry, 'line'>;

export interface PlanInput {
  entries: readonly ListEntry[];
  /** Numbers of rows with a bad value: not read, never said to be gone. */
  unreadNumbers: readonly string[];
  problems: readonly RowProblem[];
  rows: number;
  stored: readonly StoredEntry[];
  licenses: readonly StateLicense[];
  customers: readonly CustomerToMatch[];
  /** The kind a new license gets when the list says none: the state's retailer kind. */
  defaultKind: LicenseKind;
  now: string;
  newId: () => string;
}

export interface LicenseChange {
  id: string;
  set: Partial<Pick<StateLicense, 'kind' | 'issuedOn' | 'expiresOn' | 'check' | 'goneFromListAt'>>;
}

export interface ImportPlan {
  addLicenses: (Omit<StateLicense, 'goneFromListAt' | 'check'> & { line: number })[];
  changeLicenses: LicenseChange[];
  removeEntries: string[];
  putEntries: StoredEntry[];
  summary: ImportSummary;
}

const sameEntry = (a: StoredEntry, b: StoredEntry) =>
  a.kind === b.kind &&
  a.name === b.name &&
  a.address === b.address &&
  a.city === b.city &&
  a.zip === b.zip &&
  a.issuedOn === b.issuedOn &&
  a.expiresOn === b.expiresOn;

const storedOf = ({ line: _line, ...entry }: ListEntry): StoredEntry => entry;

/** What the list changes of a license it names (an empty cell never erases what the license has). */
function changeOf(license: StateLicense, entry: ListEntry) {
  const set: LicenseChange['set'] = {};
  const changes: ImportSummary['changed'][number]['changes'] = [];
  const compare = <F extends 'kind' | 'issuedOn' | 'expiresOn' | 'check'>(
    field: F,
    to: StateLicense[F] | null,
  ) => {
    if (to === null || license[field] === to) return;
    set[field] = to;
    changes.push({ field, from: license[field], to });
  };
  compare('kind', entry.kind);
  compare('issuedOn', entry.issuedOn);
  compare('expiresOn', entry.expiresOn);
  compare('check', 'state-list');
  if (license.goneFromListAt !== null) {
    set.goneFromListAt = null;
    changes.push({ field: 'goneFromList', from: license.goneFromListAt, to: null });
  }
  return { set, changes };
}

export function planImport(input: PlanInput): ImportPlan {
  const names = new Map(input.licenses.map((l) => [l.customerListId, l.customerName ?? l.customerListId]));
  for (const customer of input.customers) names.set(customer.listId, customerName(customer));
  const nameOf = (listId: string) => names.get(listId) ?? listId;
  const byNumber = licensesByNumber(input.licenses);
  const byPlace = customersByPlace(input.customers);
  const plan: ImportPlan = {
    addLicenses: [],
    changeLicenses: [],
    removeEntries: [],
    putEntries: [],
    summary: emptySummary(input),
  };
  const { summary } = plan;
  const unmatched: ImportSummary['unmatched']['rows'] = [];
  const listedCustomers = new Set<string>();

  for (const entry of input.entries) {
    const ref = (license: { id: string; customerListId: string }) => ({
      licenseId: license.id,
      customerListId: license.customerListId,
      customerName: nameOf(license.customerListId),
      number: entry.number,
    });
    const licenses = byNumber.get(numberKey(entry.number));
    if (licenses) {
      for (const license of licenses) {
        listedCustomers.add(license.customerListId);
        summary.matched.push({ ...ref(license), line: entry.line, by: 'number', added: false });
        const { set, changes } = changeOf(license, entry);
        if (changes.length === 0) continue;
        plan.changeLicenses.push({ id: license.id, set });
        summary.changed.push({ ...ref(license), changes });
      }
      continue;
    }
    const found = customersAt(byPlace, entry);
    if (found.length === 1) {
      const license = { id: input.newId(), customerListId: found[0]!, number: entry.number };
      listedCustomers.add(license.customerListId);
      plan.addLicenses.push({
        ...license,
        line: entry.line,
        kind: entry.kind ?? input.defaultKind,
        issuedOn: entry.issuedOn,
        expiresOn: entry.expiresOn,
      });
      summary.matched.push({ ...ref(license), line: entry.line, by: 'name-address', added: true });
      continue;
    }
    unmatched.push({
      line: entry.line,
      number: entry.number,
      name: entry.name,
      address: [entry.address, entry.city, entry.zip].filter(Boolean).join(', '),
      reason:
        found.length > 1
          ? `${found.length} customers have this name and address: ${found.map(nameOf).join(', ')}`
          : 'No customer has this number, or this name and address',
    });
  }

  const listed = new Set([
    ...input.entries.map((e) => numberKey(e.number)),
    ...input.unreadNumbers.map(numberKey),
  ]);
  const storedKeys = new Set(input.stored.map((e) => numberKey(e.number)));
  for (const license of input.licenses) {
    const key = numberKey(license.number);
    const fromList = license.check === 'state-list' || storedKeys.has(key);
    if (listed.has(key) || !fromList || license.goneFromListAt !== null) continue;
    plan.changeLicenses.push({ id: license.id, set: { goneFromListAt: input.now } });
    summary.gone.push({
      licenseId: license.id,
      customerListId: license.customerListId,
      customerName: nameOf(license.customerListId),
      number: license.number,
    });
  }

  diffEntries(input, plan);
  // Rows no customer has: the ambiguous first (an admin can settle those), then in the list's order.
  unmatched.sort(
    (a, b) => Number(b.reason.includes('customers have')) - Number(a.reason.includes('customers have')),
  );
  summary.unmatched = { count: unmatched.length, rows: unmatched.slice(0, reportRowsKept) };
  const notListed = input.customers.filter((c) => c.isActive !== false && !listedCustomers.has(c.listId));
  summary.customersNotListed = {
    count: notListed.length,
    customers: notListed
      .slice(0, reportRowsKept)
      .map((c) => ({ customerListId: c.listId, customerName: customerName(c) })),
  };
  summary.nothingChanged =
    plan.addLicenses.length +
      plan.changeLicenses.length +
      plan.removeEntries.length +
      plan.putEntries.length ===
    0;
  return plan;
}

/** The stored list made the new one: only the entries that are new, gone or different. */
function diffEntries(input: PlanInput, plan: ImportPlan) {
  const stored = new Map(input.stored.map((e) => [e.number, e]));
  const unread = new Set(input.unreadNumbers);
  const fresh = new Set<string>();
  for (const entry of input.entries) {
    fresh.add(entry.number);
    const before = stored.get(entry.number);
    if (before && sameEntry(before, storedOf(entry))) continue;
    if (before) {
      plan.removeEntries.push(entry.number);
      plan.summary.listChanges.changed += 1;
    } else plan.summary.listChanges.added += 1;
    plan.putEntries.push(storedOf(entry));
  }
  for (const number of stored.keys()) {
    if (fresh.has(number) || unread.has(number)) continue;
    plan.removeEntries.push(number);
    plan.summary.listChanges.removed += 1;
  }
}

function emptySummary(input: PlanInput): ImportSummary {
  return {
    rows: input.rows,
    listed: input.entries.length,
    matched: [],
    changed: [],
    gone: [],
    unmatched: { count: 0, rows: [] },
    customersNotListed: { count: 0, customers: [] },
    problems: { count: input.problems.length, rows: input.problems.slice(0, reportRowsKept) },
    listChanges: { added: 0, removed: 0, changed: 0 },
    nothingChanged: true,
  };
}
