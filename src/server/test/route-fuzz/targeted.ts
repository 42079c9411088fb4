import type { FuzzServer } from './fuzz-server.js';

/**
 * API routes the OpenAPI document leaves out, and why the fuzz still covers them (docs/security.md
 * lists the same).
 */
export const notFromTheDocument: Record<string, string> = {
  'GET /api/live': 'the live stream (SSE) never ends: opened and closed by each kind of user below',
  'GET /api/events': "the live stream's former path: opened and closed below",
  'GET /api/shop/live':
    "a shop buyer's live stream (SSE) never ends: opened by the buyer and asked below by each kind of user, the others refused",
};

export interface TargetedRequest {
  what: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** A stream: only its status and headers are read. */
  stream?: true;
  /** SOAP answers its own errors in XML, not the JSON error answer. */
  notJson?: true;
  expect?: { produces?: string };
}

const xml = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;

const form = (parts: [string, Blob | string, string?][]) => {
  const data = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, fileName);
  }
  return data;
};

const png = new Blob(
  [
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    ),
  ],
  { type: 'image/png' },
);

/**
 * A handful of requests for the routes a JSON schema cannot describe: the SSE stream, multipart
 * uploads, the basemap's bytes, the Web Connector's SOAP and Intuit's signed webhooks.
 */
export async function targetedRequests(server: FuzzServer): Promise<TargetedRequest[]> {
  const { headers } = server;
  const note = await server.t.runtime.database.db.selectFrom('notes').select('id').executeTakeFirst();
  const owner = note?.id ?? 'unknown-note';
  const requests: TargetedRequest[] = [];
  for (const principal of ['anonymous', 'rep', 'office', 'admin', 'integration', 'buyer'] as const) {
    for (const url of ['/api/live', '/api/events', '/api/shop/live']) {
      requests.push({
        what: `as ${principal}`,
        method: 'GET',
        url,
        headers: { ...headers[principal], accept: 'text/event-stream' },
        stream: true,
      });
    }
  }
  for (const principal of ['rep', 'admin', 'anonymous'] as const) {
    const as = headers[principal];
    requests.push(
      {
        what: `a PNG as ${principal}`,
        method: 'POST',
        url: `/api/attachments?ownerType=note&ownerId=${owner}`,
        headers: as,
        body: form([['file', png, 'dot.png']]),
      },
      {
        what: `a script as ${principal}`,
        method: 'POST',
        url: `/api/attachments?ownerType=note&ownerId=${owner}`,
        headers: as,
        body: form([['file', new Blob(['<script>'], { type: 'text/html' }), 'x.html']]),
      },
      {
        what: `no file as ${principal}`,
        method: 'POST',
        url: `/api/attachments?ownerType=note&ownerId=${owner}`,
        headers: as,
        body: form([['text', 'no file']]),
      },
      {
        what: `an unknown owner as ${principal}`,
        method: 'POST',
        url: '/api/attachments?ownerType=order&ownerId=nope',
        headers: as,
        body: form([['file', png, 'dot.png']]),
      },
      {
        what: `a cut form as ${principal}`,
        method: 'POST',
        url: `/api/attachments?ownerType=note&ownerId=${owner}`,
        headers: { ...as, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      },
      {
        what: `bytes that are not PMTiles as ${principal}`,
        method: 'PUT',
        url: '/api/map/basemap.pmtiles',
        headers: { ...as, 'content-type': 'application/octet-stream' },
        body: 'not a pmtiles file',
      },
      {
        what: `an empty basemap as ${principal}`,
        method: 'PUT',
        url: '/api/map/basemap.pmtiles',
        headers: { ...as, 'content-type': 'application/octet-stream' },
        body: '',
      },
      {
        what: `a range past the end as ${principal}`,
        method: 'GET',
        url: '/api/map/basemap.pmtiles',
        headers: { ...as, range: 'bytes=999999999-' },
      },
    );
  }
  const soap = { 'content-type': 'text/xml' };
  requests.push(
    { what: 'the WSDL', method: 'GET', url: '/qbwc?wsdl', notJson: true },
    { what: 'no body', method: 'POST', url: '/qbwc', headers: soap, body: '', notJson: true },
    { what: 'not XML', method: 'POST', url: '/qbwc', headers: soap, body: '{"a":1}', notJson: true },
    {
      what: 'a wrong password',
      method: 'POST',
      url: '/qbwc',
      headers: soap,
      notJson: true,
      body: xml(
        '<authenticate xmlns="http://developer.intuit.com/"><strUserName>x</strUserName><strPassword>y</strPassword></authenticate>',
      ),
    },
    {
      what: 'an unknown ticket',
      method: 'POST',
      url: '/qbwc',
      headers: soap,
      notJson: true,
      body: xml(
        '<sendRequestXML xmlns="http://developer.intuit.com/"><ticket>\u0000nope</ticket></sendRequestXML>',
      ),
    },
    {
      what: 'a response for no run',
      method: 'POST',
      url: '/qbwc',
      headers: soap,
      notJson: true,
      body: xml(
        '<receiveResponseXML xmlns="http://developer.intuit.com/"><ticket>nope</ticket><response>&lt;QBXML&gt;</response><hresult/><message/></receiveResponseXML>',
      ),
    },
    {
      what: 'an entity bomb',
      method: 'POST',
      url: '/qbwc',
      headers: soap,
      notJson: true,
      body: `<!DOCTYPE a [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${xml('<closeConnection xmlns="http://developer.intuit.com/"><ticket>&b;</ticket></closeConnection>')}`,
    },
  );
  const hook = { 'content-type': 'application/json' };
  const events = JSON.stringify({
    eventNotifications: [{ realmId: '123', dataChangeEvent: { entities: [] } }],
  });
  requests.push(
    { what: 'unsigned', method: 'POST', url: '/api/quickbooks/online/webhooks', headers: hook, body: events },
    {
      what: 'a wrong signature',
      method: 'POST',
      url: '/api/quickbooks/online/webhooks',
      headers: { ...hook, 'intuit-signature': 'bm90IGl0' },
      body: events,
    },
    {
      what: 'not JSON, signed wrongly',
      method: 'POST',
      url: '/api/quickbooks/online/webhooks',
      headers: { ...hook, 'intuit-signature': '' },
      body: '{"eventNotifications":',
    },
  );
  return requests;
}
