import { z } from 'zod';
import { earliestDate, isCalendarDate, latestDate } from '../dates/calendar.js';

/**
 * Building blocks for QuickBooks documents as qbXML-as-JSON delivers them: every number and
 * boolean arrives as a string ("12.50", "true"), and a list of one may arrive as a bare object.
 */

/**
 * Each field is one cheap node (unknown → transform): a full company list is tens of thousands of
 * documents, and nested unions cost several times more per field.
 */
function field<T>(read: (value: unknown) => T | Problem) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const result = read(value);
      if (result instanceof Problem) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result;
    });
}

class Problem {
  constructor(readonly message: string) {}
}

const notText = new Problem('must be text, not a list or object');

/** The trimmed text of a scalar, '' when missing, a Problem for a list or object. */
function textOf(value: unknown): string | Problem {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return notText;
}

/** Required text, trimmed; numbers given as JSON numbers are accepted as their text. */
export const qbText = field((value) => {
  if (value === undefined || value === null) return new Problem('is required');
  const text = textOf(value);
  return text === '' ? new Problem('must not be empty') : text;
});

/** Optional text: missing or blank becomes null. */
export const qbOptionalText = field((value) => {
  const text = textOf(value);
  return text === '' ? null : text;
});

/** Money and quantities: "12.50" or 12.5; refused when not a number or too large to store. */
function numberOf(value: unknown): number | null | Problem {
  const text = textOf(value);
  if (text instanceof Problem) return text;
  if (text === '') return null;
  const n = typeof value === 'number' ? value : Number(text.replace(/[$,\s]/g, ''));
  if (typeof value === 'boolean' || !Number.isFinite(n))
    return new Problem(`must be a number, got "${text}"`);
  if (Math.abs(n) >= 1e12) return new Problem(`is too large (${text})`);
  return n;
}

/** A number, or null when missing. */
export const qbOptionalNumber = field(numberOf);

/** A number that defaults to 0 when missing. */
export const qbNumber = field((value) => numberOf(value) ?? 0);

/** A whole number where anything non-numeric becomes 0 (item quantities, per the spec). */
export function wholeNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[,\s]/g, ''));
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** "true"/"false" (any case), real booleans too; missing gives the fallback. */
export function qbFlag(fallback: boolean) {
  return field((value) => {
    const text = textOf(value);
    if (text instanceof Problem) return text;
    const lower = text.toLowerCase();
    if (lower === '') return fallback;
    if (lower === 'true' || lower === '1') return true;
    if (lower === 'false' || lower === '0') return false;
    return new Problem(`must be "true" or "false", got "${text}"`);
  });
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
// Date.parse takes 2026-02-30 (as March 2) and any year: the API's one rule instead (issue 44).
const dateOf = (text: string) => {
  if (!isoDate.test(text)) return new Problem('must be a date as YYYY-MM-DD');
  return isCalendarDate(text)
    ? text
    : new Problem(`must be a date that exists, from ${earliestDate} to ${latestDate}, got "${text}"`);
};

/** A transaction date, 'YYYY-MM-DD'. */
export const qbDate = field((value) => {
  const text = textOf(value);
  if (text instanceof Problem) return text;
  return text === '' ? new Problem('is required') : dateOf(text);
});
export const qbOptionalDate = field((value) => {
  const text = textOf(value);
  if (text instanceof Problem) return text;
  return text === '' ? null : dateOf(text);
});

/** TimeCreated/TimeModified ("2024-01-15T10:30:00-05:00"), stored as a UTC ISO string. */
export const qbTimestamp = field((value) => {
  const text = textOf(value);
  if (text instanceof Problem || text === '') return text || null;
  const t = Date.parse(text);
  return Number.isNaN(t) ? new Problem(`must be a date and time, got "${text}"`) : new Date(t).toISOString();
});

/** A one-element list may come as a bare object; missing means an empty list. */
export function oneOrMany<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(item),
  );
}

/** ListID/FullName references (CustomerRef, ItemRef, TermsRef, …). */
export const qbRef = field((value) => {
  if (value === undefined || value === null) return { listId: null, fullName: null };
  if (typeof value !== 'object' || Array.isArray(value))
    return new Problem('must be an object with ListID and FullName');
  const r = value as Record<string, unknown>;
  const listId = textOf(r.ListID);
  const fullName = textOf(r.FullName);
  if (listId instanceof Problem) return new Problem(`ListID ${listId.message}`);
  if (fullName instanceof Problem) return new Problem(`FullName ${fullName.message}`);
  return { listId: listId || null, fullName: fullName || null };
});

/** QuickBooks' address fields and the keys Humidor stores them under. */
export const addressKeys = [
  ['Addr1', 'addr1'],
  ['Addr2', 'addr2'],
  ['Addr3', 'addr3'],
  ['City', 'city'],
  ['State', 'state'],
  ['PostalCode', 'postalCode'],
  ['Country', 'country'],
] as const;

export interface Address {
  addr1?: string;
  addr2?: string;
  addr3?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

/** BillAddress/ShipAddress with the fields present, keys in camelCase; the state upper-cased. */
export const qbAddress = field((value) => {
  const out: Address = {};
  if (value === undefined || value === null) return out;
  if (typeof value !== 'object' || Array.isArray(value)) return new Problem('must be an address object');
  const a = value as Record<string, unknown>;
  for (const [from, to] of addressKeys) {
    const text = textOf(a[from]);
    if (text instanceof Problem) return new Problem(`${from} ${text.message}`);
    if (text) out[to] = to === 'state' ? text.toUpperCase() : text;
  }
  return out;
});

export interface NameValue {
  name: string;
  value: string;
}

/** DataExtRet: custom fields, kept as name/value pairs. */
export const qbDataExt = oneOrMany(
  z
    .object({ DataExtName: qbText, DataExtValue: qbOptionalText })
    .transform((d): NameValue => ({ name: d.DataExtName, value: d.DataExtValue ?? '' })),
);

/** The value of a DataExtRet entry, matched by name without regard to case; null when absent or blank. */
export function dataExtValue(entries: NameValue[], name: string): string | null {
  const wanted = name.toLowerCase();
  const found = entries.find((e) => e.name.toLowerCase() === wanted && e.value.trim() !== '');
  return found ? found.value.trim() : null;
}

/** The outcome of reading one document. */
export type Parsed<T> = { ok: true; row: T } | { ok: false; reason: string };

/**
 * Whether any key or text in a parsed JSON document holds a NUL character, which neither database
 * stores, or the six characters "\\u0000" (refused too: the check is as strict as searching the
 * document's JSON text for an escaped NUL). A walk rather than a JSON.stringify of every document.
 */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || value.includes('\\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(containsNul);
  const record = value as Record<string, unknown>;
  for (const key in record) if (containsNul(key) || containsNul(record[key])) return true;
  return false;
}

/** Parses a document with a schema; the reason names the field ("BillAddress.State: …"). */
export function parseDocument<S extends z.ZodType>(schema: S, doc: unknown): Parsed<z.output<S>> {
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    return { ok: false, reason: 'A document must be an object.' };
  }
  if (containsNul(doc)) {
    return { ok: false, reason: 'The document contains a NUL character, which cannot be stored.' };
  }
  const result = schema.safeParse(doc);
  if (result.success) return { ok: true, row: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.map(String).join('.')} ` : '';
  return { ok: false, reason: `${where}${issue?.message ?? 'is invalid'}`.trim() };
}
