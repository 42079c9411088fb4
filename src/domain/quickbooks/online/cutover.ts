import type { ImportCall } from './mapping.js';

/**
 * The cutover from QuickBooks Desktop to QuickBooks Online (issue 29 part 6,
 * docs/decisions/0241-quickbooks-online-cutover-matching.md): each Online customer or item is
 * matched to the Desktop record it was converted from, rule by rule, and from then on the Online
 * record is written into the Desktop row, so every note, order and visit attached to it stays.
 */
export type CutoverKind = 'customer' | 'item';

/** The rules in the order they are tried; a record matched by one is not offered to the next. */
export const customerRules = ['account-number', 'name', 'email', 'phone'] as const;
export const itemRules = ['name', 'sku'] as const;
export type MatchRule = (typeof customerRules)[number] | (typeof itemRules)[number];

/** How a link came to be: a rule, the admin's pick, or kept as a new record. */
export type LinkRule = MatchRule | 'picked' | 'new';

export const ruleWords: Record<LinkRule, string> = {
  'account-number': 'Same account number',
  name: 'Same name',
  email: 'Same email',
  phone: 'Same phone',
  sku: 'Same SKU',
  picked: 'Chosen by an admin',
  new: 'Kept as new',
};

/** One record with the values each rule compares (any may be missing). */
export interface Keyed<R extends string = MatchRule> {
  id: string;
  keys: Partial<Record<R, string[]>>;
}

/** Case, accents and runs of spaces do not make two names different; anything else does. */
export const foldText = (value: string | null | undefined): string | null => {
  const folded = (value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
  return folded || null;
};

/** The last ten digits: "(305) 555-0101", "305.555.0101" and "+1 305 555 0101" are one phone. */
export const foldPhone = (value: string | null | undefined): string | null => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
};

const present = (values: (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

/** The values of a Desktop customer row (or an Online customer's mapped fields) the rules compare. */
export function customerKeys(c: {
  accountNumber?: string | null;
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
}): Keyed['keys'] {
  return {
    'account-number': present([foldText(c.accountNumber)]),
    name: present([foldText(c.fullName)]),
    email: present((c.email ?? '').split(/[;,]/).map(foldText)),
    phone: present([foldPhone(c.phone)]),
  };
}

/** An item matches by its name (or full name) or its SKU against the other's name or part number. */
export function itemKeys(i: { names: (string | null | undefined)[]; skus: (string | null | undefined)[] }) {
  return {
    name: present(i.names.map(foldText)),
    sku: present(i.skus.map(foldText)),
  } satisfies Keyed['keys'];
}

/** An Online customer's values, read from Intuit's JSON. */
export function onlineCustomerKeys(o: Record<string, unknown>): Keyed['keys'] {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const inner = (key: string, field: string) => {
    const value = o[key];
    return value && typeof value === 'object' ? text((value as Record<string, unknown>)[field]) : null;
  };
  return customerKeys({
    accountNumber: text(o.AcctNum),
    fullName: text(o.FullyQualifiedName) ?? text(o.DisplayName),
    email: inner('PrimaryEmailAddr', 'Address'),
    phone: inner('PrimaryPhone', 'FreeFormNumber') ?? inner('Mobile', 'FreeFormNumber'),
  });
}

/** An Online item's values: its name, full name and SKU. */
export function onlineItemKeys(o: Record<string, unknown>): Keyed['keys'] {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return itemKeys({ names: [text(o.Name), text(o.FullyQualifiedName)], skus: [text(o.Sku)] });
}

export interface Match {
  onlineId: string;
  listId: string;
  rule: MatchRule;
}

/**
 * Matches Online records to Desktop ones, rule after rule. A rule links two records only when the
 * value is theirs alone: exactly one Desktop record and one Online record (among those still
 * unmatched) carry it. Two Desktop shops called "Smoke House" are a question for the admin, never
 * a guess. Answers the matches; every Online record not in them goes to the review page.
 */
export function matchRecords(
  online: readonly Keyed[],
  desktop: readonly Keyed[],
  rules: readonly MatchRule[],
): Match[] {
  const matches: Match[] = [];
  const openOnline = new Map(online.map((o) => [o.id, o]));
  const openDesktop = new Map(desktop.map((d) => [d.id, d]));
  for (const rule of rules) {
    const index = (records: Iterable<Keyed>) => {
      const byValue = new Map<string, string[]>();
      for (const r of records)
        for (const value of r.keys[rule] ?? []) byValue.set(value, [...(byValue.get(value) ?? []), r.id]);
      return byValue;
    };
    const desktopByValue = index(openDesktop.values());
    const onlineByValue = index(openOnline.values());
    for (const o of [...openOnline.values()]) {
      // Every value the record carries for this rule must point at the same single Desktop record.
      const found = new Set<string>();
      for (const value of o.keys[rule] ?? []) {
        const desktopIds = desktopByValue.get(value) ?? [];
        if (!desktopIds.length) continue;
        const unique = desktopIds.length === 1 && (onlineByValue.get(value) ?? []).length === 1;
        found.add(unique ? desktopIds[0]! : '');
      }
      const [listId] = [...found];
      if (found.size !== 1 || !listId || !openDesktop.has(listId)) continue;
      matches.push({ onlineId: o.id, listId, rule });
      openOnline.delete(o.id);
      openDesktop.delete(listId);
    }
  }
  return matches;
}

/** Where an Online id is written in the mirror: its linked Desktop row, or (unlinked) itself. */
export type LinkedIds = ReadonlyMap<string, string>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

function relink(ref: unknown, ids: LinkedIds): unknown {
  if (!isObject(ref) || typeof ref.ListID !== 'string') return ref;
  const listId = ids.get(ref.ListID);
  return listId ? { ...ref, ListID: listId } : ref;
}

const lineKeys = ['InvoiceLineRet', 'SalesOrderLineRet', 'CreditMemoLineRet'];

/**
 * A linked Online customer or item written over its Desktop row keeps what Online does not carry
 * (Desktop's custom fields, brand, sticks, price level, rep…): Online's values win where it has one.
 */
export function overDesktop(doc: Json, desktop: Json | undefined): Json {
  if (!desktop) return doc;
  const given = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
  return { ...desktop, ...given };
}

/**
 * A mapped import call with every linked Online id (`QBO-58`) written as the Desktop ListID it
 * was matched to: the customer or item itself (over its Desktop document, `desktop`, by ListID),
 * its deletion, a document's customer and its lines' items. Ids without a link stay as they are.
 */
export function relinkCall(
  call: ImportCall | null,
  customers: LinkedIds,
  items: LinkedIds,
  desktop: ReadonlyMap<string, Json> = new Map(),
): ImportCall | null {
  if (!call || (!customers.size && !items.size)) return call;
  const relinkRecord = (doc: Json, ids: LinkedIds) => {
    const relinked = relink(doc, ids) as Json;
    return relinked === doc ? doc : overDesktop(relinked, desktop.get(String(relinked.ListID)));
  };
  const body: ImportCall['body'] = {};
  for (const [retKey, docs] of Object.entries(call.body)) {
    body[retKey] = docs.map((doc) => {
      if (!isObject(doc)) return doc;
      if (retKey === 'CustomerRet') return relinkRecord(doc, customers);
      if (/^Item\w+Ret$/.test(retKey)) return relinkRecord(doc, items);
      if (retKey === 'ListDeletedRet') return relink(doc, doc.ListDelType === 'Customer' ? customers : items);
      const relinked: Json = { ...doc, CustomerRef: relink(doc.CustomerRef, customers) };
      for (const key of lineKeys)
        if (Array.isArray(doc[key]))
          relinked[key] = (doc[key] as unknown[]).map((line) =>
            isObject(line) ? { ...line, ItemRef: relink(line.ItemRef, items) } : line,
          );
      return relinked;
    });
  }
  return { entity: call.entity, body };
}
