import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness.js';
import { lastSuccessfulImport } from '../../system/queries.js';
import { fixtureItems } from '../../test/order-fixtures.js';
import {
  countOf,
  login,
  requestsOf,
  runTimeout,
  runWebConnector,
  startTestBed,
} from '../../test/quickbooks-test-bed.js';
import { SimulatedQuickBooks, soapCall, soapResult } from '../../test/simulated-quickbooks.js';
import { xsdValidationAvailable } from '../../test/qbxml-xsd.js';

let t: TestApp;
const qb = new SimulatedQuickBooks();
const count = (table: Parameters<typeof countOf>[1]) => countOf(t, table);
const latestRun = () =>
  t.runtime.database.db
    .selectFrom('qbwcRuns')
    .selectAll()
    .orderBy('startedAt', 'desc')
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  ({ t } = await startTestBed(qb));
});
afterAll(() => t.close());

describe('the SOAP endpoint', () => {
  it('answers 200 text/xml in the Web Connector namespace, also to calls it cannot read', async () => {
    const version = await soapCall(t.app, 'serverVersion', {});
    expect(version.statusCode).toBe(200);
    expect(version.headers['content-type']).toMatch(/^text\/xml/);
    expect(version.body).toContain('<serverVersionResponse xmlns="http://developer.intuit.com/">');
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/qbwc',
      headers: { 'content-type': 'text/xml' },
      payload: '<nope',
    });
    expect(garbage.statusCode).toBe(200);
    expect(garbage.headers['content-type']).toMatch(/^text\/xml/);
    expect(garbage.body).not.toMatch(/Fault|<html/i);
  });

  it('serves its WSDL', async () => {
    const wsdl = await t.app.inject({ method: 'GET', url: '/qbwc?wsdl' });
    expect(wsdl.statusCode).toBe(200);
    expect(wsdl.body).toContain('<wsdl:operation name="receiveResponseXML">');
    expect(wsdl.body).toContain('targetNamespace="http://developer.intuit.com/"');
  });

  it('refuses a wrong password, an unknown user and an empty password with nvu, and gives a forged ticket no qbXML', async () => {
    for (const [user, password] of [
      [login.user, 'wrong'],
      ['nobody', login.password],
      [login.user, ''],
    ]) {
      const result = soapResult(
        (await soapCall(t.app, 'authenticate', { strUserName: user!, strPassword: password! })).body,
        'authenticate',
      );
      expect(result[1]).toBe('nvu');
    }
    const forged = soapResult(
      (await soapCall(t.app, 'sendRequestXML', { ticket: crypto.randomUUID() })).body,
      'sendRequestXML',
    );
    expect(forged).toBe('');
  });
});

describe('a first run', { timeout: runTimeout }, () => {
  it('pulls every kind through iterators of at most 100, with valid qbXML, and ends with 100', async () => {
    if (!xsdValidationAvailable()) expect.fail('xmllint is not installed'); // never reached: REQUIRE_ALL throws first
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.authentication[1]).toBe('');
    expect(outcome.percents.at(-1)).toBe(100);
    expect(outcome.percents.slice(0, -1).every((p) => p > 0 && p < 100)).toBe(true);
    expect(qb.schemaErrors).toEqual([]);
    expect(await count('customers')).toBe(231);
    expect(await count('items')).toBe(Object.keys(fixtureItems).length + 4);
    expect(await count('invoices')).toBe(121);
    expect(await count('salesOrders')).toBe(1);
    expect(await count('creditMemos')).toBe(1);
    expect(await count('terms')).toBe(2);
    expect(await count('priceLevels')).toBe(1);
    expect(await count('salesReps')).toBe(1);
    // Deactivated customers arrive too, with their custom fields.
    const cafe = await t.runtime.database.db
      .selectFrom('customers')
      .selectAll()
      .where('listId', '=', 'C-CAFE')
      .executeTakeFirstOrThrow();
    expect(cafe).toEqual(
      expect.objectContaining({ isActive: false, isTaaMember: true, fullName: 'Café Habano' }),
    );
    const padron = await t.runtime.database.db
      .selectFrom('items')
      .selectAll()
      .where('listId', '=', 'I-INV')
      .executeTakeFirstOrThrow();
    expect(padron).toEqual(expect.objectContaining({ brand: 'Padron', msrp: 480 }));
    // The group's lines are kept as invoice lines.
    const groupLines = await t.runtime.database.db
      .selectFrom('invoiceLines')
      .select('itemListId')
      .where('txnId', '=', 'INV-GROUP')
      .execute();
    expect(groupLines.map((l) => l.itemListId)).toEqual(['I-NON', 'I-SVC']);
    expect(await lastSuccessfulImport(t.runtime.database.db)).not.toBeNull();
  });

  it('asked with ActiveStatus All, OwnerID 0, line items and linked transactions, and continued each iterator verbatim', () => {
    const customers = requestsOf(qb, 0, 'CustomerQueryRq');
    expect(customers).toHaveLength(3);
    expect(customers[0]).toContain('iterator="Start"');
    expect(customers[0]).toContain(
      '<MaxReturned>100</MaxReturned><ActiveStatus>All</ActiveStatus><OwnerID>0</OwnerID>',
    );
    const iteratorId = /iteratorID="([^"]+)"/.exec(customers[1]!)?.[1];
    expect(
      customers[1]!.replace(` iterator="Continue" iteratorID="${iteratorId}"`, ' iterator="Start"'),
    ).toBe(customers[0]);
    expect(requestsOf(qb, 0, 'ItemQueryRq')[0]).toContain(
      '<ActiveStatus>All</ActiveStatus><OwnerID>0</OwnerID>',
    );
    const invoices = requestsOf(qb, 0, 'InvoiceQueryRq')[0]!;
    expect(invoices).toContain(
      '<IncludeLineItems>true</IncludeLineItems><IncludeLinkedTxns>true</IncludeLinkedTxns>',
    );
    expect(requestsOf(qb, 0, 'CreditMemoQueryRq')[0]).toContain(
      '<IncludeLinkedTxns>true</IncludeLinkedTxns>',
    );
    expect(requestsOf(qb, 0, 'ListDeletedQueryRq')).toHaveLength(1);
    expect(requestsOf(qb, 0, 'TxnDeletedQueryRq')).toHaveLength(1);
  });
});

describe('later runs', { timeout: runTimeout }, () => {
  it('ask for changes since QuickBooks’ own latest time and apply deletions', async () => {
    const before = qb.requests.length;
    qb.advanceHours(3);
    qb.modify('CustomerRet', 'C-5', { FullName: 'Shop Five', Name: 'Shop Five' });
    qb.remove('InvoiceRet', 'INV-7', 'Invoice');
    qb.remove('CustomerRet', 'C-200', 'Customer');
    const outcome = await runWebConnector(t.app, qb, login);
    expect(outcome.percents.at(-1)).toBe(100);
    const customerQuery = requestsOf(qb, before, 'CustomerQueryRq')[0]!;
    // QuickBooks' clock is in 2031: the watermark comes from its TimeModified, not the server's clock.
    expect(customerQuery).toMatch(/<FromModifiedDate>2031-03-01T\d\d:\d\d:\d\d-05:00<\/FromModifiedDate>/);
    // Only the changes (and the last hour before the watermark) come again: one page, not three.
    expect(requestsOf(qb, before, 'CustomerQueryRq')).toHaveLength(1);
    const five = await t.runtime.database.db
      .selectFrom('customers')
      .select('fullName')
      .where('listId', '=', 'C-5')
      .executeTakeFirstOrThrow();
    expect(five.fullName).toBe('Shop Five');
    expect(await count('invoices')).toBe(120);
    expect(await count('customers')).toBe(230);
    expect(qb.schemaErrors).toEqual([]);
  });

  it('keeps a failed kind’s watermark, tells the Web Connector why in words, and recovers next run', async () => {
    qb.faults.push({
      request: 'InvoiceQueryRq',
      statusCode: 3180,
      statusMessage:
        'There was an error when saving a Invoice list, element. QuickBooks error message: The file is locked.',
    });
    qb.faults.push({
      request: 'SalesRepQueryRq',
      statusCode: 1,
      statusMessage: 'A query request did not find a matching object in QuickBooks',
      statusSeverity: 'Info',
    });
    qb.modify('InvoiceRet', 'INV-8', { Memo: 'changed while locked' });
    const failed = await runWebConnector(t.app, qb, login);
    expect(failed.percents.at(-1)).toBe(100);
    const run = await latestRun();
    expect(run.runErrors).toEqual([
      expect.stringContaining('QuickBooks refused the request for invoices: There was an error when saving'),
    ]);
    expect(run.succeeded).toBe(false);
    // Home's "Last updated" stays at the last run that read everything.
    const lastFull = await t.runtime.database.db
      .selectFrom('qbwcRuns')
      .select('endedAt')
      .where('succeeded', '=', true)
      .orderBy('endedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(await lastSuccessfulImport(t.runtime.database.db)).toBe(lastFull.endedAt);
    const lastError = soapResult(
      (await soapCall(t.app, 'getLastError', { ticket: run.ticket })).body,
      'getLastError',
    );
    expect(lastError).toContain('The file is locked');

    const failedFrom = requestsOf(qb, 0, 'InvoiceQueryRq')
      .at(-1)!
      .match(/<FromModifiedDate>[^<]+/)![0];
    const before = qb.requests.length;
    await runWebConnector(t.app, qb, login);
    const memo = await t.runtime.database.db
      .selectFrom('invoices')
      .select('memo')
      .where('txnId', '=', 'INV-8')
      .executeTakeFirstOrThrow();
    expect(memo.memo).toBe('changed while locked');
    expect(requestsOf(qb, before, 'InvoiceQueryRq')[0]).toContain(failedFrom);
    // Deletions are asked for from the last TimeDeleted seen.
    expect(requestsOf(qb, before, 'TxnDeletedQueryRq')[0]).toMatch(
      /<FromDeletedDate>2031-03-01T[\d:]+-05:00<\/FromDeletedDate>/,
    );
    expect(requestsOf(qb, before, 'ListDeletedQueryRq')[0]).toContain('<FromDeletedDate>');
  });

  it('takes an answer it cannot read (nested deeper than qbXML) in stride and still ends with 100', async () => {
    const deep = `${'<X>'.repeat(200)}${'</X>'.repeat(200)}`;
    const outcome = await runWebConnector(t.app, qb, login, {
      answerWhen: (r) =>
        r.includes('<TermsQueryRq ')
          ? `<?xml version="1.0"?><QBXML><QBXMLMsgsRs><TermsQueryRs statusCode="0">${deep}</TermsQueryRs></QBXMLMsgsRs></QBXML>`
          : undefined,
    });
    expect(outcome.percents.at(-1)).toBe(100);
    expect(outcome.percents.every((p) => p >= 0)).toBe(true);
    const run = await latestRun();
    expect(run.runErrors).toEqual([
      expect.stringContaining('Humidor could not read QuickBooks’ answer to the request for terms'),
    ]);
  });

  it('takes an hresult for a request in stride and still ends with 100', async () => {
    const outcome = await runWebConnector(t.app, qb, login, {
      hresultWhen: (r) => r.includes('<TermsQueryRq '),
    });
    expect(outcome.percents.at(-1)).toBe(100);
    const run = await latestRun();
    expect(run.runErrors[0]).toContain('QuickBooks could not answer the request for terms');
  });
});

describe('every request of every run in this file', () => {
  it('is valid against the qbXML 13.0 schemas', () => {
    expect(qb.requests.length).toBeGreaterThan(50);
    expect(qb.schemaErrors).toEqual([]);
  });
});
