import { describe, expect, it } from 'vitest';
import { asciiOnly, continueRequest, qbxmlRequest, startRequest } from './qbxml.js';
import { isError, latestTime, parseQbxmlResponse, withOverlap } from './response.js';
import { parseSoapCall, soapResponse } from './soap.js';

describe('qbXML requests', () => {
  it('send every non-ASCII character as a numeric reference', () => {
    expect(asciiOnly('Café Ñandú “x”')).toBe('Caf&#233; &#209;and&#250; &#8220;x&#8221;');
    expect(qbxmlRequest([{ CustomerQueryRq: { '@requestID': '1', FullName: 'Café & Co' } }])).toContain(
      '<FullName>Caf&#233; &amp; Co</FullName>',
    );
  });

  it('continue an iterator with its Start request verbatim and the given iteratorID', () => {
    const start = startRequest('invoices', '7', '2031-01-01T00:00:00-05:00');
    const next = qbxmlRequest([continueRequest(start, '{IT-1}')]);
    expect(next).toBe(
      qbxmlRequest([start]).replace('iterator="Start"', 'iterator="Continue" iteratorID="{IT-1}"'),
    );
  });
});

describe('qbXML responses', () => {
  it('read statuses, iterator counts and Ret lists of one or many', () => {
    const [rs] = parseQbxmlResponse(
      '<?xml version="1.0"?><QBXML><QBXMLMsgsRs><CustomerQueryRs requestID="3" statusCode="0" statusSeverity="Info" statusMessage="Status OK" iteratorRemainingCount="5" iteratorID="{A}"><CustomerRet><ListID>1</ListID><Name>Caf&#233;</Name><Balance>10.50</Balance></CustomerRet></CustomerQueryRs></QBXMLMsgsRs></QBXML>',
    );
    expect(rs).toEqual(
      expect.objectContaining({
        requestId: '3',
        statusCode: 0,
        iteratorId: '{A}',
        iteratorRemainingCount: 5,
      }),
    );
    expect(rs!.rets.CustomerRet).toEqual([{ ListID: '1', Name: 'Café', Balance: '10.50' }]);
  });

  it('count status 1 and 500 as answers, and Error severity as a failure', () => {
    expect(isError({ statusCode: 1, statusSeverity: 'Info' })).toBe(false);
    expect(isError({ statusCode: 500, statusSeverity: 'Warn' })).toBe(false);
    expect(isError({ statusCode: 3140, statusSeverity: 'Error' })).toBe(true);
    expect(isError({ statusCode: 530, statusSeverity: 'Warn' })).toBe(false);
  });

  it('take the latest QuickBooks time and ask from an hour before it in QuickBooks’ offset', () => {
    const docs = [
      { TimeModified: '2031-03-01T09:00:00-05:00' },
      { TimeModified: '2031-03-01T10:30:00-05:00' },
    ];
    expect(latestTime(docs, 'TimeModified', null)).toBe('2031-03-01T10:30:00-05:00');
    expect(withOverlap('2031-03-01T10:30:00-05:00')).toBe('2031-03-01T09:30:00-05:00');
    expect(withOverlap('2031-03-01T00:10:00+01:00')).toBe('2031-02-28T23:10:00+01:00');
  });
});

describe('SOAP', () => {
  it('reads calls whatever the prefixes, with escaped or CDATA payloads', () => {
    const escaped = parseSoapCall(
      '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body><receiveResponseXML xmlns="http://developer.intuit.com/"><ticket>T</ticket><response>&lt;QBXML/&gt;</response><hresult/></receiveResponseXML></env:Body></env:Envelope>',
    );
    expect(escaped).toEqual({
      method: 'receiveResponseXML',
      params: { ticket: 'T', response: '<QBXML/>', hresult: '' },
    });
    const cdata = parseSoapCall(
      '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><q:receiveResponseXML xmlns:q="http://developer.intuit.com/"><q:response><![CDATA[<QBXML a="1"/>]]></q:response></q:receiveResponseXML></s:Body></s:Envelope>',
    );
    expect(cdata?.params.response).toBe('<QBXML a="1"/>');
    expect(parseSoapCall('<nope')).toBeNull();
  });

  it('answers {method}Response/{method}Result, with string items for authenticate', () => {
    expect(soapResponse('authenticate', ['T-1', ''])).toContain(
      '<authenticateResponse xmlns="http://developer.intuit.com/"><authenticateResult><string>T-1</string><string></string></authenticateResult></authenticateResponse>',
    );
    expect(soapResponse('sendRequestXML', '<QBXML/>')).toContain(
      '<sendRequestXMLResult>&lt;QBXML/&gt;</sendRequestXMLResult>',
    );
  });
});
