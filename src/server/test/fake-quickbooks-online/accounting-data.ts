type Json = Record<string, unknown>;

interface Stored {
  object: Json;
  updatedAt: number;
  deleted: boolean;
}

/** One company's objects in the fake, and how its accounting API answers about them. */
export interface FakeCompanyData {
  realmId: string;
  /** Adds or changes an object now (a new SyncToken and LastUpdatedTime), as a QuickBooks user would. */
  put(entity: string, object: Json): void;
  /** Deletes an object now; CDC then lists it with `status: "Deleted"`. */
  remove(entity: string, id: string): void;
  /**
   * Leaves an object out of paged queries while a query by its Id still finds it: what a full read
   * sees when a deletion during paging shifts it past a page boundary.
   */
  hideFromPages(entity: string, id: string): void;
  /** Every request answered, as `METHOD path` (the company prefix left out), in order. */
  requests: string[];
  /** The objects of an entity QuickBooks holds now (deleted ones left out), by Id. */
  objects(entity: string): Json[];
  /**
   * What a test makes creates do (change its fields, do not replace it): `refuse`, while set, refuses
   * every create with this Fault (400), as Intuit refuses a bad document; the next `dropAfterCreate`
   * creates are made, then their connection is dropped before the answer.
   */
  creates: { refuse: Json | null; dropAfterCreate: number };
  /** The sales-form custom fields `GET preferences` lists, by number (1–3): their names. */
  salesCustomFields: Record<string, string>;
  /** The answer to `method` on `path` (after `/v3/company/{realmId}/`), with `time` as Intuit adds it. */
  answer(method: string, path: string, query: URLSearchParams, body: unknown): FakeAnswer;
}

/** An answer, or `drop`: the connection is closed without one (the object may exist by then). */
export interface FakeAnswer {
  status: number;
  body: Json;
  drop?: boolean;
}

const cdcLookBackMs = 30 * 24 * 60 * 60 * 1000;
const cdcLimit = 1000;
const batchLimit = 30;
const nameLists = new Set(['Customer', 'Item', 'Term', 'Vendor', 'Employee', 'Account']);

/** Intuit's Fault shape, which the client turns into OnlineApiError's words. */
export const fault = (message: string, detail: string, code = '4000') => ({
  Fault: { Error: [{ Message: message, Detail: detail, code }], type: 'ValidationFault' },
});

const queryPattern =
  /^select\s+(\*|count\(\*\))\s+from\s+(\w+)(?:\s+where\s+(.+?))?(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i;
const bothStates = /^active\s+in\s*\(\s*true\s*,\s*false\s*\)$/i;
const idList = /^id\s+in\s*\(((?:\s*'[^']*'\s*,?)+)\)$/i;
/** `DisplayName = '…'`, an apostrophe escaped with a backslash as Intuit's query language wants. */
const displayName = /^displayname\s*=\s*'((?:[^'\\]|\\.)*)'$/i;

/** The conditions Humidor writes: `Active in (true, false)` and `Id in ('1', '2')`, joined by `and`. */
function whereOf(
  text: string | undefined,
): { allStates: boolean; ids: Set<string> | null; name: string | null } | null {
  const where = { allStates: false, ids: null as Set<string> | null, name: null as string | null };
  for (const condition of text ? text.split(/\s+and\s+/i) : []) {
    const ids = idList.exec(condition.trim());
    const name = displayName.exec(condition.trim());
    if (bothStates.test(condition.trim())) where.allStates = true;
    else if (name) where.name = (name[1] ?? '').replace(/\\(.)/g, '$1');
    else if (ids) where.ids = new Set([...(ids[1] ?? '').matchAll(/'([^']*)'/g)].map((m) => m[1] ?? ''));
    else return null;
  }
  return where;
}

/**
 * A fake company answering as Intuit's reference documents: `GET query` (QueryResponse paged by
 * STARTPOSITION/MAXRESULTS, `count(*)`, name lists active only unless `where Active in (true,
 * false)`, `Id in (…)`), `GET cdc` (CDCResponse, one QueryResponse per entity, deleted objects as
 * `status: "Deleted"`, at most 1,000 each, 30 days back at most) and `POST batch` (up to 30
 * BatchItemRequest queries). Its clock is the test's, so a watermark a month old takes a line.
 */
export function fakeCompanyData(options: { realmId?: string; now?: () => Date } = {}): FakeCompanyData {
  const realmId = options.realmId ?? '9130350000000001';
  const now = options.now ?? (() => new Date());
  const store = new Map<string, Map<string, Stored>>();
  const requests: string[] = [];
  const hidden = new Set<string>();
  const entityStore = (entity: string) => {
    let map = store.get(entity);
    if (!map) store.set(entity, (map = new Map()));
    return map;
  };
  const byId = (a: Stored, b: Stored) => Number(a.object.Id) - Number(b.object.Id);
  const timeNow = () => now().toISOString();

  function query(text: string): { status: number; body: Json } {
    const match = queryPattern.exec(text.trim());
    const where = whereOf(match?.[3]);
    if (!match || !where)
      return { status: 400, body: fault('Error parsing query', `QueryParserError: ${text}`) };
    const [, what, entity = '', , start, max] = match;
    const active = (s: Stored) =>
      !s.deleted &&
      (where.allStates || !nameLists.has(entity) || s.object.Active !== false) &&
      (where.name === null || s.object.DisplayName === where.name) &&
      (where.ids ? where.ids.has(String(s.object.Id)) : !hidden.has(`${entity}:${String(s.object.Id)}`));
    const rows = [...entityStore(entity).values()].filter(active).sort(byId);
    if (what?.toLowerCase() === 'count(*)')
      return { status: 200, body: { QueryResponse: { totalCount: rows.length } } };
    const startPosition = Number(start ?? 1);
    const maxResults = Math.min(Number(max ?? 100), 1000);
    const page = rows.slice(startPosition - 1, startPosition - 1 + maxResults).map((s) => s.object);
    return {
      status: 200,
      body: { QueryResponse: page.length ? { [entity]: page, startPosition, maxResults: page.length } : {} },
    };
  }

  function cdc(entities: string, changedSince: string): { status: number; body: Json } {
    const since = Date.parse(changedSince);
    if (Number.isNaN(since) || now().getTime() - since > cdcLookBackMs)
      return {
        status: 400,
        body: fault(
          'Invalid changedSince',
          'changedSince must be a date-time within the last 30 days',
          '2030',
        ),
      };
    const QueryResponse = entities.split(',').map((entity) => {
      const changed = [...entityStore(entity).values()]
        .filter((s) => s.updatedAt >= since)
        .sort(byId)
        .slice(0, cdcLimit)
        .map((s) =>
          s.deleted
            ? {
                domain: 'QBO',
                status: 'Deleted',
                Id: s.object.Id,
                MetaData: { LastUpdatedTime: new Date(s.updatedAt).toISOString() },
              }
            : s.object,
        );
      return changed.length
        ? { [entity]: changed, startPosition: 1, maxResults: changed.length, totalCount: changed.length }
        : {};
    });
    return { status: 200, body: { CDCResponse: [{ QueryResponse }] } };
  }

  function batch(body: unknown): { status: number; body: Json } {
    const items = (body as { BatchItemRequest?: unknown })?.BatchItemRequest;
    if (!Array.isArray(items) || items.length === 0 || items.length > batchLimit)
      return {
        status: 400,
        body: fault('Invalid batch', `A batch holds 1 to ${batchLimit} BatchItemRequest.`),
      };
    const BatchItemResponse = items.map((item: Json) => {
      if (typeof item.Query !== 'string')
        return { bId: item.bId, ...fault('Unsupported operation', 'This fake batch answers queries only.') };
      const answer = query(item.Query);
      return { bId: item.bId, ...answer.body };
    });
    return { status: 200, body: { BatchItemResponse } };
  }

  /**
   * `POST estimate` / `POST invoice`: every reference must name an object QuickBooks has (else
   * Intuit's "Invalid Reference Id"); a `requestid` seen before answers its first answer again, a
   * refusal included, as Intuit documents; the object gets the next Id and DocNumber.
   */
  const answered = new Map<string, FakeAnswer>();
  function create(entity: string, body: unknown, requestId: string): FakeAnswer {
    const earlier = requestId ? answered.get(`${entity}:${requestId}`) : undefined;
    if (earlier) return { ...earlier, drop: false };
    const answer = createOnce(entity, (body ?? {}) as Json);
    if (requestId) answered.set(`${entity}:${requestId}`, answer);
    if (answer.status === 200 && data.creates.dropAfterCreate > 0) {
      data.creates.dropAfterCreate -= 1;
      return { ...answer, drop: true };
    }
    return answer;
  }
  const nextId = () => {
    const all = [...store.values()].flatMap((map) => [...map.values()]);
    return String(Math.max(1000, ...all.map((s) => Number(s.object.Id) || 0)) + 1);
  };
  function createOnce(entity: string, body: Json): FakeAnswer {
    if (data.creates.refuse) return { status: 400, body: data.creates.refuse };
    if (entity === 'Customer') return createCustomer(body);
    const has = (list: string, ref: unknown) => {
      const stored = entityStore(list).get(String((ref as Json | undefined)?.value));
      return stored && !stored.deleted && stored.object.Active !== false;
    };
    const lines = Array.isArray(body.Line) ? (body.Line as Json[]) : [];
    const missing =
      !has('Customer', body.CustomerRef) ||
      lines.some((line) => !has('Item', (line.SalesItemLineDetail as Json | undefined)?.ItemRef));
    if (missing || !lines.length)
      return {
        status: 400,
        body: fault(
          'Invalid Reference Id',
          "Invalid Reference Id : Something you're trying to use has been made inactive. Check the fields with accounts, customers, items, vendors or employees.",
          '2500',
        ),
      };
    const id = nextId();
    const docNumber = String(entityStore(entity).size + 1001);
    const totalAmt = lines.reduce((sum, line) => sum + Number(line.Amount ?? 0), 0);
    data.put(entity, {
      ...body,
      Id: id,
      DocNumber: docNumber,
      TotalAmt: totalAmt,
      ...(entity === 'Invoice' ? { Balance: totalAmt } : { TxnStatus: 'Pending' }),
      Line: lines.map((line, n) => ({ Id: String(n + 1), LineNum: n + 1, ...line })),
    });
    return { status: 200, body: { [entity]: entityStore(entity).get(id)?.object } };
  }

  /** `POST customer`: a DisplayName any customer, vendor or employee has (inactive too) is refused, code 6240. */
  function createCustomer(body: Json): FakeAnswer {
    const taken = ['Customer', 'Vendor', 'Employee'].some((list) =>
      [...entityStore(list).values()].some((s) => !s.deleted && s.object.DisplayName === body.DisplayName),
    );
    if (taken)
      return {
        status: 400,
        body: fault(
          'Duplicate Name Exists Error',
          'The name supplied already exists. : Another customer, vendor or employee is already using this name. Please use a different name.',
          '6240',
        ),
      };
    const id = nextId();
    data.put('Customer', { ...body, Id: id, FullyQualifiedName: body.DisplayName, Active: true, Balance: 0 });
    return { status: 200, body: { Customer: entityStore('Customer').get(id)?.object } };
  }

  function preferences(): FakeAnswer {
    const CustomField = Object.entries(data.salesCustomFields).flatMap(([n, name]) => [
      { Name: `SalesFormsPrefs.UseSalesCustom${n}`, Type: 'BooleanType', BooleanValue: true },
      { Name: `SalesFormsPrefs.SalesCustomName${n}`, Type: 'StringType', StringValue: name },
    ]);
    return { status: 200, body: { Preferences: { SalesFormsPrefs: { CustomField: [{ CustomField }] } } } };
  }

  const data: FakeCompanyData = {
    realmId,
    requests,
    creates: { refuse: null, dropAfterCreate: 0 },
    salesCustomFields: {},
    objects: (entity) =>
      [...entityStore(entity).values()]
        .filter((s) => !s.deleted)
        .sort(byId)
        .map((s) => s.object),
    hideFromPages: (entity, id) => hidden.add(`${entity}:${id}`),
    put(entity, object) {
      const map = entityStore(entity);
      const id = String(object.Id);
      const previous = map.get(id);
      const syncToken = previous ? String(Number(previous.object.SyncToken ?? 0) + 1) : '0';
      const at = timeNow();
      const meta = (object.MetaData ?? {}) as Json;
      map.set(id, {
        object: {
          ...object,
          SyncToken: syncToken,
          MetaData: { CreateTime: meta.CreateTime ?? at, ...meta, LastUpdatedTime: at },
        },
        updatedAt: now().getTime(),
        deleted: false,
      });
    },
    remove(entity, id) {
      const stored = entityStore(entity).get(id);
      if (stored) Object.assign(stored, { deleted: true, updatedAt: now().getTime() });
    },
    answer(method, path, search, body) {
      requests.push(`${method} ${path}`);
      const q = (name: string) => search.get(name) ?? '';
      const creates = { estimate: 'Estimate', invoice: 'Invoice', customer: 'Customer' } as Record<
        string,
        string
      >;
      const answer: FakeAnswer =
        method === 'GET' && path === 'query'
          ? query(q('query'))
          : method === 'GET' && path === 'cdc'
            ? cdc(q('entities'), q('changedSince'))
            : method === 'POST' && path === 'batch'
              ? batch(body)
              : method === 'POST' && creates[path]
                ? create(creates[path], body, q('requestid'))
                : method === 'GET' && path === 'preferences'
                  ? preferences()
                  : { status: 404, body: fault('Unsupported operation', `No such resource: ${path}`) };
      return answer.status === 200 ? { ...answer, body: { ...answer.body, time: timeNow() } } : answer;
    },
  };
  return data;
}
