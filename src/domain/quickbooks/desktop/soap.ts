import { XMLBuilder, XMLParser } from 'fast-xml-parser';

export const qbwcNamespace = 'http://developer.intuit.com/';

export const soapMethods = [
  'serverVersion',
  'clientVersion',
  'authenticate',
  'sendRequestXML',
  'receiveResponseXML',
  'getLastError',
  'connectionError',
  'closeConnection',
] as const;
export type SoapMethod = (typeof soapMethods)[number];

export interface SoapCall {
  method: SoapMethod;
  /** The method's parameters as text (strTicket, strHCPResponse, response, hresult, message…). */
  params: Record<string, string>;
}

/**
 * Prefixes vary between Web Connector versions and SOAP stacks, so names are read without them;
 * payloads arrive entity-escaped or as CDATA and both become plain text here.
 */
const envelopeParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
});

export function parseSoapCall(xml: string): SoapCall | null {
  let parsed: Record<string, unknown>;
  try {
    parsed = envelopeParser.parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const envelope = parsed.Envelope as Record<string, unknown> | undefined;
  const body = envelope?.Body;
  if (!body || typeof body !== 'object') return null;
  const [entry] = Object.entries(body as Record<string, unknown>);
  if (!entry) return null;
  const [name, content] = entry;
  const method = soapMethods.find((m) => m === name);
  if (!method) return null;
  const params: Record<string, string> = {};
  if (content && typeof content === 'object') {
    for (const [key, value] of Object.entries(content as Record<string, unknown>)) {
      params[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    }
  }
  return { method, params };
}

const responseBuilder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@' });

/** `{method}Response/{method}Result` in the Web Connector's namespace; a list becomes `string` items. */
export function soapResponse(method: SoapMethod, result: string | number | string[]): string {
  const value = Array.isArray(result) ? { string: result } : String(result);
  const body = responseBuilder.build({
    'soap:Envelope': {
      '@xmlns:soap': 'http://schemas.xmlsoap.org/soap/envelope/',
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      'soap:Body': {
        [`${method}Response`]: { '@xmlns': qbwcNamespace, [`${method}Result`]: value },
      },
    },
  });
  return `<?xml version="1.0" encoding="utf-8"?>${body}`;
}
