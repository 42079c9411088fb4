import { XMLParser } from 'fast-xml-parser';

/** One `XxxRs` of a qbXML response. */
export interface QbResponse {
  name: string;
  requestId: string;
  statusCode: number;
  statusSeverity: string;
  statusMessage: string;
  iteratorId: string | null;
  iteratorRemainingCount: number;
  /** The Ret elements by name, each a list of documents in qbXML-as-JSON shape. */
  rets: Record<string, unknown[]>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: true,
  jPath: true,
  // qbXML answers nest about 8 deep (QBXML, messages, Rs, Ret, line, ref, name); the cap bounds the
  // parser's work on a broken or hostile answer, which then fails as unreadable.
  maxNestedTags: 32,
  isArray: (name, path) => String(path).split('.').length === 4 && name.endsWith('Ret'),
});

/** Status 1 (nothing matched) and 500 (an object in the query not found) are answers, not failures. */
export function isError(response: Pick<QbResponse, 'statusCode' | 'statusSeverity'>): boolean {
  if (response.statusCode === 0 || response.statusCode === 1 || response.statusCode === 500) return false;
  return response.statusSeverity.toLowerCase() === 'error';
}

export function parseQbxmlResponse(xml: string): QbResponse[] {
  const root = parser.parse(xml) as { QBXML?: { QBXMLMsgsRs?: Record<string, unknown> } };
  const messages = root.QBXML?.QBXMLMsgsRs;
  if (!messages || typeof messages !== 'object') return [];
  const out: QbResponse[] = [];
  for (const [name, value] of Object.entries(messages)) {
    if (!name.endsWith('Rs')) continue;
    for (const rs of Array.isArray(value) ? value : [value]) {
      const record = (rs ?? {}) as Record<string, unknown>;
      const rets: Record<string, unknown[]> = {};
      for (const [key, docs] of Object.entries(record)) {
        if (!key.startsWith('@')) rets[key] = Array.isArray(docs) ? docs : [docs];
      }
      const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
      out.push({
        name,
        requestId: text('@requestID'),
        statusCode: Number(text('@statusCode') || '0'),
        statusSeverity: text('@statusSeverity') || 'Info',
        statusMessage: text('@statusMessage'),
        iteratorId: text('@iteratorID') || null,
        iteratorRemainingCount: Number(text('@iteratorRemainingCount') || '0'),
        rets,
      });
    }
  }
  return out;
}

/** The highest of the documents' TimeModified (or TimeDeleted), as QuickBooks wrote it. */
export function latestTime(
  docs: unknown[],
  field: 'TimeModified' | 'TimeDeleted',
  from: string | null,
): string | null {
  let latest = from;
  for (const doc of docs) {
    const value = (doc as Record<string, unknown> | null)?.[field];
    if (typeof value !== 'string') continue;
    if (latest === null || Date.parse(value) > Date.parse(latest)) latest = value;
  }
  return latest;
}

/**
 * The time to ask from next: the latest time QuickBooks reported, an hour earlier, written with
 * QuickBooks' own offset. The overlap catches documents saved in the same moment as the last one
 * seen; upserts make re-reading them harmless.
 */
export function withOverlap(qbTime: string, overlapSeconds = 3600): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(qbTime);
  if (!match) return qbTime;
  const [, local, zone = ''] = match;
  const offsetMinutes =
    zone === '' || zone === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  const utc = Date.parse(`${local}Z`) - offsetMinutes * 60_000 - overlapSeconds * 1000;
  const shifted = new Date(utc + offsetMinutes * 60_000).toISOString().slice(0, 19);
  return `${shifted}${zone}`;
}
