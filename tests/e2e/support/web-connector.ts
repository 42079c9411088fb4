import { expect } from 'vitest';

/**
 * A Web Connector against a QuickBooks that knows nothing, spoken over the server's real /qbwc
 * SOAP endpoint: every request is answered "not found". What the server asked is returned, so a
 * journey can see what reached QuickBooks (an order's SalesOrderAdd with its lines).
 */

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

async function soap(url: string, method: string, params: Record<string, string>): Promise<string> {
  const inner = Object.entries(params)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  const response = await fetch(`${url}/qbwc`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${method} xmlns="http://developer.intuit.com/">${inner}</${method}></soap:Body></soap:Envelope>`,
  });
  return response.text();
}

const result = (xml: string, method: string) =>
  (new RegExp(`<${method}Result>([\\s\\S]*?)</${method}Result>`).exec(xml)?.[1] ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/** One run of the connection `user`; resolves to the qbXML requests the server sent, in order. */
export async function emptyQuickbooksRun(url: string, user: string, password: string): Promise<string[]> {
  const ticket = /<string>([^<]+)<\/string>/.exec(
    await soap(url, 'authenticate', { strUserName: user, strPassword: password }),
  )?.[1];
  expect(ticket).toBeTruthy();
  const requests: string[] = [];
  for (let round = 0; round < 400; round += 1) {
    const request = result(await soap(url, 'sendRequestXML', { ticket: ticket! }), 'sendRequestXML');
    if (!request) break;
    requests.push(request);
    const rs = /<(\w+)Rq requestID="(\d+)"/.exec(request)!;
    const response = `<?xml version="1.0"?><QBXML><QBXMLMsgsRs><${rs[1]}Rs requestID="${rs[2]}" statusCode="1" statusSeverity="Info" statusMessage="A query request did not find a matching object in QuickBooks"/></QBXMLMsgsRs></QBXML>`;
    const percent = Number(
      result(
        await soap(url, 'receiveResponseXML', { ticket: ticket!, response, hresult: '', message: '' }),
        'receiveResponseXML',
      ),
    );
    if (percent === 100) break;
  }
  await soap(url, 'closeConnection', { ticket: ticket! });
  return requests;
}
