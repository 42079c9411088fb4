import { stateNameOf } from '../../constants/states.js';
import { exciseTaxOf } from '../excise/compute.js';
import type { ExciseRule } from '../excise/rules.js';
import { taxKindLabels } from '../item-profiles.js';
import { isLicenseValidOn } from '../licenses.js';
import { formatOf } from './formats.js';
import type {
  ReportDocumentInput,
  ReportLicense,
  ReportLineInput,
  ReportRow,
  ReportTotals,
  StateReport,
} from './types.js';

/**
 * A state's monthly report (issue 46, part 5; decision 0303), built from the invoices and credit
 * memos mirrored from QuickBooks: the accounting truth, not the app's orders. Pure: the server
 * reads the documents, licenses, tax profiles and rules, and this turns them into the report's
 * rows, totals and flags; insight's excise by state and month sums the same taxed lines
 * (`taxedLinesOf`, `exciseByStateAndMonth`), so the two never disagree.
 */

/** The first and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A permit to buy for resale first (the Texas column asks for it), then any other kind. */
const licensePreference: ReportLicense['kind'][] = [
  'distributor',
  'retailer',
  'other-tobacco',
  'cigar',
  'local',
];

function licenseOf(
  licenses: readonly ReportLicense[],
  state: string,
  day: string,
): { number: string | null; flag: string | null } {
  const inState = licenses.filter((l) => l.state === state);
  const valid = inState
    .filter((l) => isLicenseValidOn(l, day))
    .sort((a, b) => licensePreference.indexOf(a.kind) - licensePreference.indexOf(b.kind));
  if (valid[0]) return { number: valid[0].number, flag: null };
  const name = stateNameOf(state);
  if (inState.length === 0) return { number: null, flag: `No ${name} license on file` };
  const last = [...inState].sort((a, b) => (a.expiresOn ?? '').localeCompare(b.expiresOn ?? '')).at(-1)!;
  return { number: last.number, flag: `No ${name} license valid on ${day} (${last.number} is not)` };
}

/** A line of a document as its report row and insight's sums both read it, signed and taxed. */
export interface TaxedLine {
  line: ReportLineInput;
  /** Negative on a credit memo (and on a line returning goods). */
  quantity: number;
  /** Negative on a credit memo. */
  amountCents: number;
  /** Null when Humidor could not tax the line. */
  taxCents: number | null;
  taxNote: string;
}

/**
 * A document's lines taxed by the rule in force on its date, signed: the one place a report row's
 * and insight's figures come from (`rowsOfDocument`, `exciseByStateAndMonth`).
 */
export function taxedLinesOf(
  state: string,
  document: ReportDocumentInput,
  rules: readonly ExciseRule[],
): TaxedLine[] {
  const sign = document.kind === 'credit-memo' ? -1 : 1;
  // Each line is taxed on its own listId so a document selling one item twice keeps two rows.
  const tax = exciseTaxOf({
    state,
    day: document.txnDate,
    rules,
    lines: document.lines.map((line, index) => ({
      listId: String(index),
      name: line.itemName,
      qty: Math.abs(line.quantity),
      priceCents: line.rateCents,
      profile: line.profile,
    })),
  });
  const taxedOf = new Map(tax.lines.map((taxed) => [taxed.listId, taxed]));
  const gapOf = new Map(tax.gaps.map((gap) => [gap.listId, gap]));
  return document.lines.map((line, index) => {
    const lineSign = sign * (line.quantity < 0 ? -1 : 1);
    const taxed = taxedOf.get(String(index));
    return {
      line,
      quantity: lineSign * Math.abs(line.quantity),
      amountCents: sign * line.amountCents,
      taxCents: taxed ? (taxed.taxCents === 0 ? 0 : lineSign * taxed.taxCents) : null,
      taxNote: taxed?.explanation ?? gapOf.get(String(index))?.message ?? '',
    };
  });
}

/** The rows of one document: its taxed lines with the license, buyer and words a report shows. */
function rowsOfDocument(
  state: string,
  document: ReportDocumentInput,
  rules: readonly ExciseRule[],
): ReportRow[] {
  const license = licenseOf(document.licenses, state, document.txnDate);
  return taxedLinesOf(state, document, rules).map(({ line, quantity, amountCents, taxCents, taxNote }) => ({
    txnId: document.txnId,
    refNumber: document.refNumber,
    documentKind: document.kind,
    date: document.txnDate,
    customerListId: document.customerListId,
    buyer: document.customerName,
    licenseNumber: license.number,
    flag: license.flag,
    shipTo: document.shipTo,
    carrier: document.carrier,
    brand: line.brand,
    item: line.itemName,
    taxKind: line.profile.kind ? taxKindLabels[line.profile.kind] : null,
    quantity,
    cigars: line.profile.cigarsPerUnit === null ? null : quantity * line.profile.cigarsPerUnit,
    listPriceCents: line.profile.listPriceCents,
    salePriceCents: line.rateCents,
    amountCents,
    taxCents,
    taxNote,
  }));
}

/** Every row of the documents shipped to `state`, in date and document order. */
export function reportRowsOf(
  state: string,
  documents: readonly ReportDocumentInput[],
  rules: readonly ExciseRule[],
): ReportRow[] {
  const sorted = [...documents].sort(
    (a, b) => a.txnDate.localeCompare(b.txnDate) || a.refNumber.localeCompare(b.refNumber),
  );
  return sorted.flatMap((document) => rowsOfDocument(state.toUpperCase(), document, rules));
}

export function totalsOf(rows: readonly ReportRow[]): ReportTotals {
  const documents = new Map<string, ReportRow>();
  for (const row of rows) documents.set(row.txnId, row);
  const shipments = [...documents.values()];
  return {
    invoices: shipments.filter((r) => r.documentKind === 'invoice').length,
    creditMemos: shipments.filter((r) => r.documentKind === 'credit-memo').length,
    rows: rows.length,
    quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
    cigars: rows.reduce((sum, r) => sum + (r.cigars ?? 0), 0),
    amountCents: rows.reduce((sum, r) => sum + r.amountCents, 0),
    taxCents: rows.reduce((sum, r) => sum + (r.taxCents ?? 0), 0),
    flaggedShipments: shipments.filter((r) => r.flag !== null && r.documentKind === 'invoice').length,
    untaxedRows: rows.filter((r) => r.taxCents === null).length,
  };
}

export interface StateReportInput {
  state: string;
  month: string;
  documents: readonly ReportDocumentInput[];
  rules: readonly ExciseRule[];
}

/** The state's report for the month: its own form where Humidor knows one, else every shipment. */
export function buildStateReport(input: StateReportInput): StateReport {
  const state = input.state.toUpperCase();
  const format = formatOf(state);
  const all = reportRowsOf(state, input.documents, input.rules);
  const rows = all.filter(format.includes);
  const { to } = monthBounds(input.month);
  const withoutCarrier = new Set(rows.filter((r) => r.carrier === null).map((r) => r.txnId)).size;
  const carrierNote =
    withoutCarrier > 0 && format.columns.some((c) => c.key === 'carrier')
      ? `${withoutCarrier} of the month's documents came from QuickBooks without a ship method ("Ship Via"), so their carrier is blank: set it on the document in QuickBooks and it shows after the next sync.`
      : null;
  const remitter = exciseTaxOf({ state, day: to, lines: [], rules: input.rules }).remitter;
  return {
    state,
    stateName: stateNameOf(state),
    month: input.month,
    format: format.format,
    title: format.title(stateNameOf(state)),
    citation: format.citation,
    note: format.note,
    remitter,
    carrierNote,
    columns: format.columns,
    rows,
    totals: totalsOf(rows),
    figures: format.figures(rows, all),
  };
}
