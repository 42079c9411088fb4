import { onlineEntities, type OnlineEntity } from '../../../../domain/quickbooks/online/mapping.js';
import type { OnlineHttp } from '../http.js';

/** The most a query page may hold (Intuit's limit). */
export const pageSize = 1000;
/**
 * Pages asked for in one batch request (Intuit takes up to 30) while a first sync reads the company:
 * each saves a request against the 500 a minute, but every page of a batch is held in memory until
 * it is written.
 */
const pagesPerBatch = 5;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Name lists answer only active rows unless asked for both; the mirror keeps inactive ones too. */
const nameLists = new Set<OnlineEntity>(['Term', 'Customer', 'Item']);
const fromClause = (entity: OnlineEntity) =>
  `from ${entity}${nameLists.has(entity) ? ' where Active in (true, false)' : ''}`;
const pageQuery = (entity: OnlineEntity, page: number) =>
  `select * ${fromClause(entity)} STARTPOSITION ${page * pageSize + 1} MAXRESULTS ${pageSize}`;

/** An answer Humidor cannot read is a failure in words, never a silent empty page. */
class UnreadableAnswer extends Error {
  constructor(what: string) {
    super(`QuickBooks Online answered ${what} in a shape Humidor does not know.`);
  }
}

function queryResponseOf(answer: unknown, what: string): Json {
  if (!isObject(answer) || !isObject(answer.QueryResponse)) throw new UnreadableAnswer(what);
  return answer.QueryResponse;
}

function rowsOf(response: Json, entity: string): unknown[] {
  const rows = response[entity];
  return Array.isArray(rows) ? rows : [];
}

/** Intuit's own time of an answer: watermarks are taken from its clock, never ours. */
function timeOf(answer: unknown, what: string): string {
  const time = isObject(answer) ? answer.time : undefined;
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) throw new UnreadableAnswer(what);
  return new Date(time).toISOString();
}

/** Intuit sends an invoice's payment link (`InvoiceLink`, the shop's "Pay") only when asked. */
const withPaymentLinks = { include: 'invoiceLink' };

/** One batch request of queries; answers each one's QueryResponse in order, or throws QuickBooks' words. */
async function batchQueries(
  http: OnlineHttp,
  queries: string[],
): Promise<{ time: string; responses: Json[] }> {
  const answer = await http.post(
    'batch',
    { BatchItemRequest: queries.map((Query, i) => ({ bId: String(i + 1), Query })) },
    withPaymentLinks,
  );
  const items = isObject(answer) && Array.isArray(answer.BatchItemResponse) ? answer.BatchItemResponse : null;
  if (!items) throw new UnreadableAnswer('a batch');
  const byId = new Map(items.filter(isObject).map((item) => [String(item.bId), item]));
  const responses = queries.map((query, i) => {
    const item = byId.get(String(i + 1));
    const fault =
      isObject(item?.Fault) && Array.isArray(item.Fault.Error) ? item.Fault.Error.filter(isObject) : [];
    if (fault.length)
      throw new Error(`QuickBooks Online refused "${query}": ${fault.map((e) => e.Message).join('; ')}`);
    return queryResponseOf(item, 'a batch query');
  });
  return { time: timeOf(answer, 'a batch'), responses };
}

export interface Page {
  entity: OnlineEntity;
  objects: unknown[];
}

/**
 * Reads every object of every mirrored entity, a page (1,000) at a time, handing each page to
 * `onPage` before the next is asked for. One batch counts them all and gives Intuit's time at the
 * start (the watermark the next change data capture asks from); pages then go five to a batch; an
 * entity that grew while it was read is followed with plain queries until a page comes back short.
 */
export async function readEverything(
  http: OnlineHttp,
  onPage: (page: Page) => Promise<void>,
): Promise<{ startedAt: string }> {
  const counted = await batchQueries(
    http,
    onlineEntities.map((entity) => `select count(*) ${fromClause(entity)}`),
  );
  const planned = onlineEntities.flatMap((entity, i) => {
    const total = Number(counted.responses[i]?.totalCount ?? 0);
    return Array.from({ length: Math.ceil(total / pageSize) }, (_, page) => ({ entity, page }));
  });
  const lastPage = new Map<OnlineEntity, { page: number; full: boolean }>();
  for (let i = 0; i < planned.length; i += pagesPerBatch) {
    const chunk = planned.slice(i, i + pagesPerBatch);
    const { responses } = await batchQueries(
      http,
      chunk.map((p) => pageQuery(p.entity, p.page)),
    );
    for (const [j, p] of chunk.entries()) {
      const objects = rowsOf(responses[j] ?? {}, p.entity);
      await onPage({ entity: p.entity, objects });
      lastPage.set(p.entity, { page: p.page, full: objects.length >= pageSize });
    }
  }
  for (const [entity, last] of lastPage) {
    for (let page = last.page + 1, full = last.full; full; page += 1) {
      const objects = rowsOf(
        queryResponseOf(
          await http.get('query', { query: pageQuery(entity, page), ...withPaymentLinks }),
          'a query',
        ),
        entity,
      );
      await onPage({ entity, objects });
      full = objects.length >= pageSize;
    }
  }
  return { startedAt: counted.time };
}

/** Ids per `Id in (…)` query, and queries per batch request (Intuit takes up to 30). */
const idsPerQuery = 100;
const queriesPerBatch = 30;

/**
 * The objects among `ids` (Online's own ids) that QuickBooks still has. A full resync asks before it
 * deletes what its pages did not show: an object deleted while pages were read shifts the next page
 * by one, and the object that slid past would otherwise be taken for deleted.
 */
export async function readByIds(http: OnlineHttp, entity: OnlineEntity, ids: string[]): Promise<unknown[]> {
  const listed = ids.filter((id) => /^[\w-]+$/.test(id));
  const queries: string[] = [];
  for (let i = 0; i < listed.length; i += idsPerQuery) {
    const part = listed.slice(i, i + idsPerQuery).map((id) => `'${id}'`);
    const joiner = nameLists.has(entity) ? 'and' : 'where';
    queries.push(
      `select * ${fromClause(entity)} ${joiner} Id in (${part.join(', ')}) MAXRESULTS ${pageSize}`,
    );
  }
  const found: unknown[] = [];
  for (let i = 0; i < queries.length; i += queriesPerBatch) {
    const { responses } = await batchQueries(http, queries.slice(i, i + queriesPerBatch));
    for (const response of responses) found.push(...rowsOf(response, entity));
  }
  return found;
}

export interface Changes {
  time: string;
  pages: Page[];
  /** An entity reached CDC's 1,000 objects: the answer may be cut short, so it cannot be trusted whole. */
  truncated: boolean;
}

/** Everything changed or deleted since `since`, per entity, through change data capture. */
export async function readChanges(http: OnlineHttp, since: Date): Promise<Changes> {
  const answer = await http.get('cdc', {
    entities: onlineEntities.join(','),
    changedSince: since.toISOString(),
    ...withPaymentLinks,
  });
  const cdc = isObject(answer) && Array.isArray(answer.CDCResponse) ? answer.CDCResponse[0] : undefined;
  const perEntity =
    isObject(cdc) && Array.isArray(cdc.QueryResponse) ? cdc.QueryResponse.filter(isObject) : null;
  if (!perEntity) throw new UnreadableAnswer('change data capture');
  const pages = onlineEntities.map((entity) => ({
    entity,
    objects: perEntity.flatMap((response) => rowsOf(response, entity)),
  }));
  return {
    time: timeOf(answer, 'change data capture'),
    pages: pages.filter((p) => p.objects.length > 0),
    truncated: pages.some((p) => p.objects.length >= pageSize),
  };
}
