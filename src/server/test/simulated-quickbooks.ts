import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { App } from '../app.js';
import { qbxmlSchemaErrorsOfAll } from './qbxml-xsd.js';

/**
 * A small QuickBooks company for the tests: it answers qbXML requests the way QuickBooks does
 * (iterators with iteratorRemainingCount, modified-since filters, deletions, adds, status codes)
 * and records every request, which must be valid against Intuit's schemas.
 */
type Doc = Record<string, unknown>;
interface Iterator {
  name: string;
  body: string;
  remaining: Doc[];
}
export interface Fault {
  request: string;
  statusCode: number;
  statusMessage: string;
  statusSeverity?: string;
}

const requestParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['ListDelType', 'TxnDelType', 'SalesOrderLineAdd'].includes(name),
});
const responseBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' });

const listRets: Record<string, string[]> = {
  CustomerQueryRq: ['CustomerRet'],
  ItemQueryRq: [
    'ItemInventoryRet',
    'ItemNonInventoryRet',
    'ItemServiceRet',
    'ItemOtherChargeRet',
    'ItemGroupRet',
  ],
  PriceLevelQueryRq: ['PriceLevelRet'],
  TermsQueryRq: ['StandardTermsRet', 'DateDrivenTermsRet'],
  SalesRepQueryRq: ['SalesRepRet'],
  InvoiceQueryRq: ['InvoiceRet'],
  SalesOrderQueryRq: ['SalesOrderRet'],
  CreditMemoQueryRq: ['CreditMemoRet'],
};

export class SimulatedQuickBooks {
  /** Ret element name → documents. */
  readonly docs = new Map<string, Doc[]>();
  readonly deleted: { kind: 'ListDeletedRet' | 'TxnDeletedRet'; doc: Doc }[] = [];
  readonly requests: string[] = [];
  private validated = 0;
  readonly faults: Fault[] = [];
  private iterators = new Map<string, Iterator>();
  /** QuickBooks' own clock, an office's Windows time far from the server's. */
  private clock = Date.parse('2031-03-01T09:00:00-05:00');
  private sequence = 0;

  now(): string {
    this.clock += 1000;
    const local = new Date(this.clock - 5 * 3600_000).toISOString().slice(0, 19);
    return `${local}-05:00`;
  }

  /** Time passes in the office between runs. */
  advanceHours(hours: number): void {
    this.clock += hours * 3600_000;
  }

  add(ret: string, doc: Doc): Doc {
    const full = { TimeCreated: this.now(), TimeModified: this.now(), EditSequence: '1', ...doc };
    this.docs.set(ret, [...(this.docs.get(ret) ?? []), full]);
    return full;
  }

  modify(ret: string, id: string, change: Doc): void {
    const doc = this.find(ret, id);
    if (!doc) throw new Error(`${ret} ${id} is not in the company`);
    Object.assign(doc, change, { TimeModified: this.now() });
  }

  remove(ret: string, id: string, delType: string): void {
    const doc = this.find(ret, id);
    this.docs.set(
      ret,
      (this.docs.get(ret) ?? []).filter((d) => d !== doc),
    );
    const txn = 'TxnID' in (doc ?? {});
    this.deleted.push(
      txn
        ? {
            kind: 'TxnDeletedRet',
            doc: {
              TxnDelType: delType,
              TxnID: id,
              TimeCreated: this.now(),
              TimeDeleted: this.now(),
              RefNumber: doc?.RefNumber,
            },
          }
        : {
            kind: 'ListDeletedRet',
            doc: {
              ListDelType: delType,
              ListID: id,
              TimeCreated: this.now(),
              TimeDeleted: this.now(),
              FullName: doc?.FullName ?? doc?.Name,
            },
          },
    );
  }

  find(ret: string, id: string): Doc | undefined {
    return (this.docs.get(ret) ?? []).find((d) => d.ListID === id || d.TxnID === id);
  }

  /** xmllint's complaints about the requests received since the last check (validated in one go). */
  get schemaErrors(): string[] {
    const fresh = this.requests.slice(this.validated);
    this.validated = this.requests.length;
    return qbxmlSchemaErrorsOfAll(fresh);
  }

  /** Answers one qbXML request document with its qbXML response document. */
  answer(xml: string): string {
    this.requests.push(xml);
    const parsed = requestParser.parse(xml) as { QBXML: { QBXMLMsgsRq: Record<string, Doc | Doc[]> } };
    const out: Record<string, Doc[]> = {};
    for (const [name, value] of Object.entries(parsed.QBXML.QBXMLMsgsRq)) {
      if (name.startsWith('@')) continue;
      for (const rq of Array.isArray(value) ? value : [value]) {
        const rsName = name.replace(/Rq$/, 'Rs');
        (out[rsName] ??= []).push({ '@requestID': rq['@requestID'], ...this.respond(name, rq) });
      }
    }
    return `<?xml version="1.0" ?>${responseBuilder.build({ QBXML: { QBXMLMsgsRs: out } })}`;
  }

  private respond(name: string, rq: Doc): Doc {
    const fault = this.faults.findIndex((f) => f.request === name);
    if (fault >= 0) {
      const [f] = this.faults.splice(fault, 1);
      return status(f!.statusCode, f!.statusMessage, f!.statusSeverity ?? 'Error');
    }
    if (name === 'CustomerAddRq') return this.addCustomer(rq.CustomerAdd as Doc);
    if (name === 'SalesOrderAddRq') return this.addSalesOrder(rq.SalesOrderAdd as Doc);
    if (name === 'ListDeletedQueryRq' || name === 'TxnDeletedQueryRq') {
      const kind = name === 'ListDeletedQueryRq' ? 'ListDeletedRet' : 'TxnDeletedRet';
      const from =
        ((rq.DeletedDateRangeFilter as Doc | undefined)?.FromDeletedDate as string | undefined) ?? null;
      const found = this.deleted.filter(
        (d) => d.kind === kind && (!from || Date.parse(d.doc.TimeDeleted as string) >= Date.parse(from)),
      );
      return found.length ? { ...ok(), [kind]: found.map((d) => d.doc) } : noMatch();
    }
    return this.query(name, rq);
  }

  private query(name: string, rq: Doc): Doc {
    const rets = listRets[name];
    if (!rets)
      return status(
        3250,
        `This feature is not enabled or not available in this version of QuickBooks (${name}).`,
      );
    const iteratorId = rq['@iteratorID'] as string | undefined;
    if (rq['@iterator'] === 'Continue') {
      const iterator = iteratorId ? this.iterators.get(iteratorId) : undefined;
      const { '@iterator': _i, '@iteratorID': _id, ...body } = rq;
      if (!iterator || iterator.body !== JSON.stringify(body)) {
        return status(
          3170,
          'There was an error when modifying the iterator: the iterator has expired or its query changed.',
        );
      }
      return this.page(iteratorId as string, iterator, Number(rq.MaxReturned));
    }
    const from =
      (rq.FromModifiedDate as string | undefined) ??
      ((rq.ModifiedDateRangeFilter as Doc | undefined)?.FromModifiedDate as string | undefined);
    let found = rets.flatMap((ret) => (this.docs.get(ret) ?? []).map((doc) => ({ ret, doc })));
    if (from) found = found.filter(({ doc }) => Date.parse(doc.TimeModified as string) >= Date.parse(from));
    if (rq.RefNumber) found = found.filter(({ doc }) => doc.RefNumber === rq.RefNumber);
    if (rq.FullName) found = found.filter(({ doc }) => doc.FullName === rq.FullName);
    if (
      rq.ActiveStatus !== 'All' &&
      !rq.RefNumber &&
      !rq.FullName &&
      name !== 'InvoiceQueryRq' &&
      name !== 'SalesOrderQueryRq' &&
      name !== 'CreditMemoQueryRq'
    ) {
      found = found.filter(({ doc }) => doc.IsActive !== 'false');
    }
    const tagged = found.map(({ ret, doc }) => ({ ...doc, '#ret': ret }));
    if (rq['@iterator'] === 'Start') {
      const { '@iterator': _i, ...body } = rq;
      const id = `{${crypto.randomUUID().toUpperCase()}}`;
      const iterator = { name, body: JSON.stringify(body), remaining: tagged };
      this.iterators.set(id, iterator);
      return this.page(id, iterator, Number(rq.MaxReturned));
    }
    if (!tagged.length) {
      return rq.FullName
        ? status(
            500,
            `The query request has not been fully completed. There was a required element ("${String(rq.FullName)}") that could not be found in QuickBooks.`,
            'Warn',
          )
        : noMatch();
    }
    return { ...ok(), ...group(tagged) };
  }

  private page(id: string, iterator: Iterator, max: number): Doc {
    const page = iterator.remaining.splice(0, max || 100);
    if (!iterator.remaining.length) this.iterators.delete(id);
    return {
      ...(page.length ? ok() : noMatch()),
      '@iteratorRemainingCount': String(iterator.remaining.length),
      '@iteratorID': id,
      ...group(page),
    };
  }

  private addCustomer(add: Doc): Doc {
    if (this.docs.get('CustomerRet')?.some((c) => c.FullName === add.Name)) {
      return status(3100, `The name "${String(add.Name)}" of the list element is already in use.`);
    }
    const listId = `${800000 + (this.sequence += 1)}-1`;
    return {
      ...ok(),
      CustomerRet: this.add('CustomerRet', {
        ListID: listId,
        Name: add.Name,
        FullName: add.Name,
        IsActive: 'true',
        BillAddress: add.BillAddress,
      }),
    };
  }

  private addSalesOrder(add: Doc): Doc {
    const customer = (add.CustomerRef as Doc).ListID as string;
    if (!this.find('CustomerRet', customer)) {
      return status(
        3140,
        `There is an invalid reference to QuickBooks Customer "${customer}" in the Sales Order. QuickBooks error message: Invalid argument. The specified record does not exist in the list.`,
      );
    }
    const lines = add.SalesOrderLineAdd as Doc[];
    for (const line of lines) {
      const item = (line.ItemRef as Doc).ListID as string;
      const known = listRets.ItemQueryRq!.some((ret) => this.find(ret, item));
      if (!known) {
        return status(
          3140,
          `There is an invalid reference to QuickBooks Item "${item}" in the Sales Order line. QuickBooks error message: Invalid argument. The specified record does not exist in the list.`,
        );
      }
    }
    const txnId = `${900000 + (this.sequence += 1)}-1`;
    const doc = this.add('SalesOrderRet', {
      TxnID: txnId,
      TxnDate: add.TxnDate,
      RefNumber: add.RefNumber,
      CustomerRef: add.CustomerRef,
      ExternalGUID: add.ExternalGUID,
      SalesOrderLineRet: lines.map((l, i) => ({
        TxnLineID: `${txnId}-${i}`,
        ItemRef: l.ItemRef,
        Desc: l.Desc,
        Quantity: l.Quantity,
        Rate: l.Rate,
        Amount: (Number(l.Quantity) * Number(l.Rate)).toFixed(2),
      })),
    });
    return { ...ok(), SalesOrderRet: doc };
  }
}

const ok = () => status(0, 'Status OK', 'Info');
const noMatch = () => status(1, 'A query request did not find a matching object in QuickBooks', 'Info');
const status = (code: number, message: string, severity = 'Error') => ({
  '@statusCode': String(code),
  '@statusSeverity': severity,
  '@statusMessage': message,
});

function group(docs: Doc[]): Doc {
  const out: Record<string, Doc[]> = {};
  for (const { '#ret': ret, ...doc } of docs) (out[ret as string] ??= []).push(doc);
  return out;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** What a SOAP call answers, from the app in this process or a server over HTTP. */
export interface SoapAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * One SOAP call as the Web Connector makes it; payloads alternate between escaped text and CDATA.
 * `target` is the app (answered in process) or a running server's base URL.
 */
export async function soapCall(
  target: App | string,
  method: string,
  params: Record<string, string | number>,
  style: 'escaped' | 'cdata' = 'escaped',
): Promise<SoapAnswer> {
  const inner = Object.entries(params)
    .map(([name, value]) => {
      const text = String(value);
      const content = style === 'cdata' && text.includes('<') ? `<![CDATA[${text}]]>` : escapeXml(text);
      return `<q:${name}>${content}</q:${name}>`;
    })
    .join('');
  const payload = `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><q:${method} xmlns:q="http://developer.intuit.com/">${inner}</q:${method}></s:Body></s:Envelope>`;
  const headers = {
    'content-type': 'text/xml; charset=utf-8',
    soapaction: `"http://developer.intuit.com/${method}"`,
  };
  if (typeof target === 'string') {
    const response = await fetch(`${target}/qbwc`, { method: 'POST', headers, body: payload });
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
  }
  return target.inject({ method: 'POST', url: '/qbwc', headers, payload });
}

const resultParser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'string',
});

/** The `{method}Result` of a SOAP answer: text, or the `string` items of authenticate. */
export function soapResult(body: string, method: string): string | string[] {
  const parsed = resultParser.parse(body) as { Envelope: { Body: Record<string, Record<string, unknown>> } };
  const result = parsed.Envelope.Body[`${method}Response`]?.[`${method}Result`];
  if (result && typeof result === 'object')
    return ((result as { string: unknown[] }).string ?? []).map((s) => (typeof s === 'string' ? s : ''));
  return typeof result === 'string' ? result : '';
}
