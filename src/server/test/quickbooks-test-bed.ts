import type { TestApp, TestSession } from './harness.js';
import { createTestApp } from './harness.js';
import { fixtureItems } from './order-fixtures.js';
import { saveConnection } from '../quickbooks/desktop/commands.js';
import type { App } from '../app.js';
import { soapCall, soapResult, type SimulatedQuickBooks } from './simulated-quickbooks.js';

/** Whole Web Connector runs (tens of SOAP calls and imports) on a shared, busy machine. */
export const runTimeout = 120_000;

/** The Web Connector's saved connection in these tests. */
export const login = { user: 'Office PC', password: 'humidor-qb-7' };

/** An app with the connection saved and an admin, and the small company in simulated QuickBooks. */
export async function startTestBed(qb: SimulatedQuickBooks): Promise<{ t: TestApp; admin: TestSession }> {
  const t = await createTestApp();
  const admin = await t.userSession({ email: 'admin@quickbooks.test', role: 'admin' });
  await saveConnection(t.runtime.database.db, {
    name: login.user,
    password: login.password,
    runEveryMinutes: 15,
  });
  seedCompany(qb);
  return { t, admin };
}

/**
 * The bed after the Web Connector's first run: the company's customers and items have come into
 * Humidor as in production, so a test can take orders for them.
 */
export async function startImportedTestBed(
  qb: SimulatedQuickBooks,
): Promise<{ t: TestApp; admin: TestSession }> {
  const bed = await startTestBed(qb);
  const first = await runWebConnector(bed.t.app, qb, login);
  if (first.percents.at(-1) !== 100) throw new Error(`The first run ended at ${first.percents.at(-1)}%`);
  return bed;
}

/** A small company: every list kind, 231 customers (three pages), 120 invoices (two pages). */
function seedCompany(qb: SimulatedQuickBooks) {
  qb.add('PriceLevelRet', {
    ListID: 'PL-1',
    Name: 'Wholesale 10',
    IsActive: 'true',
    PriceLevelType: 'FixedPercentage',
    PriceLevelFixedPercentage: '-10.0',
  });
  qb.add('StandardTermsRet', { ListID: 'T-1', Name: 'Net 30', IsActive: 'true', StdDueDays: '30' });
  qb.add('DateDrivenTermsRet', { ListID: 'T-2', Name: '10th Prox', IsActive: 'true', DayOfMonthDue: '10' });
  qb.add('SalesRepRet', {
    ListID: 'SR-1',
    Initial: 'FL',
    IsActive: 'true',
    SalesRepEntityRef: { FullName: 'Flo Rep' },
  });
  qb.add('CustomerRet', {
    ListID: 'C-FL',
    FullName: 'C-FL Smoke Shop',
    Name: 'C-FL Smoke Shop',
    IsActive: 'true',
    BillAddress: { State: 'FL' },
  });
  qb.add('CustomerRet', {
    ListID: 'C-CAFE',
    FullName: 'Café Habano',
    Name: 'Café Habano',
    IsActive: 'false',
    BillAddress: { City: 'Miami', State: 'fl' },
    DataExtRet: { OwnerID: '0', DataExtName: 'isTAAMember', DataExtType: 'STR255TYPE', DataExtValue: 'YES' },
  });
  for (let i = 0; i < 228; i += 1) {
    qb.add('CustomerRet', {
      ListID: `C-${i}`,
      FullName: `Shop ${i}`,
      Name: `Shop ${i}`,
      IsActive: 'true',
      BillAddress: { State: 'TX' },
    });
  }
  // The company's last change before the first run comes hours after the bulk of it.
  qb.advanceHours(3);
  qb.add('CustomerRet', {
    ListID: 'C-LATE',
    FullName: 'Late Shop',
    Name: 'Late Shop',
    IsActive: 'true',
    BillAddress: { State: 'GA' },
  });
  addFixtureItems(qb);
  qb.add('ItemInventoryRet', {
    ListID: 'I-INV',
    Name: 'Padron 1964',
    FullName: 'Padron 1964',
    IsActive: 'true',
    SalesPrice: '300.00',
    QuantityOnHand: '12',
    DataExtRet: [
      { OwnerID: '0', DataExtName: 'Brand', DataExtType: 'STR255TYPE', DataExtValue: 'Padron' },
      { OwnerID: '0', DataExtName: 'MSRP', DataExtType: 'STR255TYPE', DataExtValue: '480' },
    ],
  });
  qb.add('ItemNonInventoryRet', {
    ListID: 'I-NON',
    Name: 'Cutter',
    FullName: 'Cutter',
    IsActive: 'true',
    SalesOrPurchase: { Desc: 'Cutter', Price: '9.00' },
  });
  qb.add('ItemServiceRet', {
    ListID: 'I-SVC',
    Name: 'Engraving',
    FullName: 'Engraving',
    IsActive: 'true',
    SalesOrPurchase: { Desc: 'Engraving', Price: '15.00' },
  });
  qb.add('ItemOtherChargeRet', {
    ListID: 'I-SHIP',
    Name: 'Shipping',
    FullName: 'Shipping',
    IsActive: 'true',
    SalesOrPurchase: { Price: '0' },
  });
  qb.add('ItemGroupRet', { ListID: 'I-GRP', Name: 'Sampler', FullName: 'Sampler', IsActive: 'true' });
  for (let i = 0; i < 120; i += 1) {
    qb.add('InvoiceRet', {
      TxnID: `INV-${i}`,
      TxnDate: '2031-02-01',
      RefNumber: `${1000 + i}`,
      CustomerRef: { ListID: `C-${i % 10}`, FullName: `Shop ${i % 10}` },
      InvoiceLineRet: {
        TxnLineID: `L-${i}`,
        ItemRef: { ListID: 'I-INV', FullName: 'Padron 1964' },
        Quantity: '1',
        Rate: '300.00',
        Amount: '300.00',
      },
    });
  }
  qb.add('InvoiceRet', {
    TxnID: 'INV-GROUP',
    TxnDate: '2031-02-02',
    RefNumber: '2000',
    CustomerRef: { ListID: 'C-1', FullName: 'Shop 1' },
    InvoiceLineGroupRet: {
      TxnLineID: 'G-1',
      ItemGroupRef: { ListID: 'I-GRP', FullName: 'Sampler' },
      TotalAmount: '24.00',
      InvoiceLineRet: [
        {
          TxnLineID: 'G-1a',
          ItemRef: { ListID: 'I-NON', FullName: 'Cutter' },
          Quantity: '1',
          Rate: '9.00',
          Amount: '9.00',
        },
        {
          TxnLineID: 'G-1b',
          ItemRef: { ListID: 'I-SVC', FullName: 'Engraving' },
          Quantity: '1',
          Rate: '15.00',
          Amount: '15.00',
        },
      ],
    },
  });
  qb.add('SalesOrderRet', {
    TxnID: 'SO-1',
    TxnDate: '2031-02-03',
    RefNumber: 'S1',
    CustomerRef: { ListID: 'C-2' },
  });
  qb.add('CreditMemoRet', {
    TxnID: 'CM-1',
    TxnDate: '2031-02-04',
    RefNumber: 'CM1',
    CustomerRef: { ListID: 'C-3' },
  });
}

/** The order fixtures' items, as QuickBooks knows them. */
export function addFixtureItems(qb: SimulatedQuickBooks): void {
  for (const item of Object.values(fixtureItems)) {
    qb.add('ItemInventoryRet', {
      ListID: item.listId,
      Name: item.name,
      FullName: item.name,
      IsActive: 'true',
      SalesPrice: String(item.salesPrice),
    });
  }
}

/** How many rows a mirrored table holds. */
export const countOf = async (
  t: TestApp,
  table:
    | 'customers'
    | 'items'
    | 'invoices'
    | 'invoiceLines'
    | 'salesOrders'
    | 'creditMemos'
    | 'terms'
    | 'priceLevels'
    | 'salesReps',
) =>
  Number(
    (
      await t.runtime.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The qbXML requests of one kind QuickBooks received since the `from`-th. */
export const requestsOf = (qb: SimulatedQuickBooks, from: number, name: string) =>
  qb.requests.slice(from).filter((r) => r.includes(`<${name} `));

interface RunOutcome {
  authentication: string[];
  percents: number[];
  lastErrors: string[];
  closed: string | null;
}

/**
 * One scheduled run of the Web Connector against the simulated company. `killWhen` stops the run
 * after QuickBooks processed a request but before its answer reaches Humidor, as a crash would.
 * Given several servers' URLs, the calls go to each in turn (a load balancer without sticky sessions).
 */
export async function runWebConnector(
  app: App | string[],
  qb: SimulatedQuickBooks,
  login: { user: string; password: string },
  options: {
    killWhen?: (request: string) => boolean;
    hresultWhen?: (request: string) => boolean;
    /** An answer of the test's own instead of QuickBooks' (undefined: QuickBooks answers). */
    answerWhen?: (request: string) => string | undefined;
    /** What an authenticate made elsewhere answered: the run goes on from its ticket. */
    authentication?: string[];
  } = {},
): Promise<RunOutcome> {
  const outcome: RunOutcome = { authentication: [], percents: [], lastErrors: [], closed: null };
  let calls = 0;
  const nextTarget = () => (Array.isArray(app) ? (app[calls++ % app.length] as string) : app);
  const call = async (method: string, params: Record<string, string | number>, style?: 'escaped' | 'cdata') =>
    soapResult((await soapCall(nextTarget(), method, params, style)).body, method);
  if (options.authentication) outcome.authentication = options.authentication;
  else {
    await call('serverVersion', {});
    await call('clientVersion', { strVersion: '2.3.0.215' });
    outcome.authentication = (await call('authenticate', {
      strUserName: login.user,
      strPassword: login.password,
    })) as string[];
  }
  const [ticket, verdict] = outcome.authentication;
  if (!ticket || verdict === 'nvu' || verdict === 'busy' || verdict === 'none') return outcome;
  for (let round = 0; round < 500; round += 1) {
    const request = (await call('sendRequestXML', {
      ticket,
      strHCPResponse:
        round === 0 ? '<QBXML><QBXMLMsgsRs><HostQueryRs statusCode="0"/></QBXMLMsgsRs></QBXML>' : '',
      strCompanyFileName: 'C:\\Company\\Humidor Test.QBW',
      qbXMLCountry: 'US',
      qbXMLMajorVers: 13,
      qbXMLMinorVers: 0,
    })) as string;
    if (!request) {
      outcome.lastErrors.push((await call('getLastError', { ticket })) as string);
      break;
    }
    if (options.hresultWhen?.(request)) {
      const percent = Number(
        await call('receiveResponseXML', {
          ticket,
          response: '',
          hresult: '0x80040400',
          message: 'QuickBooks found an error when parsing the provided XML text stream.',
        }),
      );
      outcome.percents.push(percent);
      if (percent < 0) outcome.lastErrors.push((await call('getLastError', { ticket })) as string);
      if (percent === 100) break;
      continue;
    }
    const response = options.answerWhen?.(request) ?? qb.answer(request);
    if (options.killWhen?.(request)) return outcome;
    const percent = Number(
      await call(
        'receiveResponseXML',
        { ticket, response, hresult: '', message: '' },
        round % 2 ? 'cdata' : 'escaped',
      ),
    );
    outcome.percents.push(percent);
    if (percent < 0) outcome.lastErrors.push((await call('getLastError', { ticket })) as string);
    if (percent === 100) break;
  }
  outcome.closed = (await call('closeConnection', { ticket })) as string;
  return outcome;
}
