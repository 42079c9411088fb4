import { stateScopeOf, type Principal } from '../../domain/access/policy.js';
import { foldText } from '../../domain/text/fold.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { lastSuccessfulSync } from '../system/queries.js';
import type { CustomerSummary } from '../../domain/customers/contract.js';

interface Entry {
  listId: string;
  searchText: string;
  state: string | null;
  shipState: string | null;
}

interface Snapshot {
  /** The last successful sync when it was read: every import changes it in the same transaction. */
  version: string | null;
  index: SearchIndex;
}

/** Entries sorted by full name, then ListID (the order within a rank), and their texts joined. */
interface SearchIndex {
  entries: Entry[];
  /** Every entry's search text, each after a newline: one native string search finds candidates. */
  text: string;
  /** Where each entry's newline is in `text`. */
  starts: number[];
}

function buildSearchIndex(entries: Entry[]): SearchIndex {
  const starts: number[] = [];
  let offset = 0;
  for (const entry of entries) {
    starts.push(offset);
    offset += entry.searchText.length + 1;
  }
  return { entries, text: entries.map((e) => `\n${e.searchText}`).join(''), starts };
}

interface CustomerSearch {
  search(user: Principal, query: string, limit: number): Promise<CustomerSummary[]>;
  /** Stops listening to the bus. */
  close(): void;
}

const summaryColumns = [
  'listId',
  'fullName',
  'companyName',
  'firstName',
  'lastName',
  'accountNumber',
  'isActive',
  'city',
  'shipCity',
  'state',
  'shipState',
] as const;

/** Events after which the list is read again (besides a new last-sync time). */
const changeKinds = new Set(['customers.changed', 'deleted.changed', 'sync.completed']);

/**
 * Customer search over an in-memory list of each customer's folded search text (a scan of the wide
 * customers table is too slow at 45,000 customers; see docs/decisions/0003-customer-search.md).
 * The list is read again after an import (its event, or a new last successful sync time, which
 * another process's import also changes; customers change only through the import), and the chosen rows are read from the database through `visibleCustomers`, so a stale list
 * can never show a customer outside the user's states.
 */
export function createCustomerSearch({ db, bus }: { db: Db; bus: EventBus }): CustomerSearch {
  let snapshot: Promise<Snapshot> | null = null;
  const unsubscribe = bus.subscribe((event) => {
    if (changeKinds.has(event.kind)) snapshot = null;
  });

  const load = async (version: string | null): Promise<Snapshot> => {
    const rows = await db
      .selectFrom('customers')
      .select(['listId', 'searchText', 'fullName', 'state', 'shipState'])
      .execute();
    rows.sort((a, b) =>
      a.fullName < b.fullName ? -1 : a.fullName > b.fullName ? 1 : a.listId < b.listId ? -1 : 1,
    );
    return {
      version,
      index: buildSearchIndex(
        rows.map((r) => ({
          listId: r.listId,
          searchText: r.searchText,
          state: r.state,
          shipState: r.shipState,
        })),
      ),
    };
  };

  const current = async (): Promise<Snapshot> => {
    const version = await lastSuccessfulSync(db);
    const known = snapshot ? await snapshot : null;
    if (known && known.version === version) return known;
    const next = load(version);
    snapshot = next;
    next.catch(() => {
      if (snapshot === next) snapshot = null;
    });
    return next;
  };

  return {
    close: unsubscribe,
    async search(user, query, limit) {
      const ids = rankedIds((await current()).index, user, query, limit);
      if (ids.length === 0) return [];
      // Read the chosen rows by key first (materialized), then scope them: scoping first would make
      // SQLite walk a whole state's customers through the state index.
      const rows = await db
        .with(
          (cte) => cte('picked').materialized(),
          (qb) => qb.selectFrom('customers').select(summaryColumns).where('listId', 'in', ids),
        )
        .selectFrom('picked as customers')
        .select(summaryColumns)
        .where(visibleCustomers(user))
        .execute();
      const byId = new Map(rows.map((r) => [r.listId, r]));
      return ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        return [
          {
            listId: r.listId,
            fullName: r.fullName,
            companyName: r.companyName,
            firstName: r.firstName,
            lastName: r.lastName,
            accountNumber: r.accountNumber,
            isActive: r.isActive,
            city: r.city ?? r.shipCity,
            state: r.state ?? r.shipState,
          },
        ];
      });
    },
  };
}

/**
 * The ListIDs of the best `limit` matches: every word of the folded query must occur; the whole
 * query at the start of the text (the company name) ranks first, at the start of a word second,
 * anywhere third; within a rank, by name. With no query, the first customers by name. Each rank
 * is one pass over the occurrences of its needle, so a common word stops as soon as enough are found.
 */
function rankedIds(index: SearchIndex, user: Principal, query: string, limit: number): string[] {
  const phrase = foldText(query).trim().replace(/\s+/g, ' ');
  const words = phrase ? phrase.split(' ') : [];
  const scope = stateScopeOf(user);
  if (scope.kind === 'none') return [];
  const states = scope.kind === 'states' ? new Set(scope.states) : null;
  const visible = (e: Entry) =>
    !states || (e.state !== null && states.has(e.state)) || (e.shipState !== null && states.has(e.shipState));
  const rankOf = (text: string) => (text.startsWith(phrase) ? 0 : text.includes(` ${phrase}`) ? 1 : 2);
  const { entries, text, starts } = index;
  const found: string[] = [];
  if (!phrase) {
    for (let i = 0; i < entries.length && found.length < limit; i += 1) {
      const entry = entries[i] as Entry;
      if (visible(entry)) found.push(entry.listId);
    }
    return found;
  }
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (!text.includes(longest)) return found;
  const needles = [`\n${phrase}`, ` ${phrase}`, longest];
  for (let rank = 0; rank < needles.length && found.length < limit; rank += 1) {
    const needle = needles[rank] as string;
    let at = text.indexOf(needle);
    while (at !== -1 && found.length < limit) {
      const i = entryAt(starts, at);
      const entry = entries[i] as Entry;
      const own = entry.searchText;
      if (visible(entry) && rankOf(own) === rank && words.every((w) => own.includes(w)))
        found.push(entry.listId);
      at = i + 1 < starts.length ? text.indexOf(needle, starts[i + 1]) : -1;
    }
  }
  return found;
}

/** The entry whose text contains position `at` (binary search over the start offsets). */
function entryAt(starts: number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] as number) <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}
