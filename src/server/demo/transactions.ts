import { orderRulesDefault } from '../../domain/settings/orderRules.js';
import type { DemoItem } from './catalog.js';
import type { DemoCustomer } from './customers.js';
import { addDays, amount, daysBetween, listId, money, timeStamp } from './format.js';
import { createRandom, deriveSeed, type Random } from './random.js';

/** Running numbers shared by all customers, so reference numbers are unique. */
export interface Counters {
  txn: number;
  invoice: number;
  salesOrder: number;
  creditMemo: number;
}

interface CustomerTransactions {
  invoices: Record<string, unknown>[];
  salesOrders: Record<string, unknown>[];
  creditMemos: Record<string, unknown>[];
}

interface Line {
  item: DemoItem;
  quantity: number;
  rate: number;
}

const neverDiscount = new Set(orderRulesDefault.neverDiscount);
const sellable = (item: DemoItem) => item.salesPrice > 0 && item.kind === 'inventory';

function pickLines(random: Random, favourites: DemoItem[], customer: DemoCustomer): Line[] {
  const count = random.int(1, Math.min(7, favourites.length));
  const chosen = new Set<DemoItem>();
  while (chosen.size < count) chosen.add(random.pick(favourites));
  return [...chosen].map((item) => ({
    item,
    quantity: item.sticks > 0 ? random.int(1, 6) : random.int(1, 3),
    rate: neverDiscount.has(item.name)
      ? item.salesPrice
      : money(item.salesPrice * (1 - customer.percentOff / 100)),
  }));
}

const lineTotal = (lines: Line[]) => money(lines.reduce((sum, l) => sum + l.quantity * l.rate, 0));

function ref(item: DemoItem) {
  return { ListID: item.listId, FullName: item.name };
}

function header(counters: Counters, customer: DemoCustomer, date: string, refNumber: string) {
  counters.txn += 1;
  const txnId = listId(counters.txn, 1_600_000_000 + (counters.txn % 1000));
  return {
    TxnID: txnId,
    TimeCreated: timeStamp(date, 9),
    TimeModified: timeStamp(date, 17),
    EditSequence: String(1_600_000_000 + counters.txn),
    TxnNumber: String(counters.txn),
    CustomerRef: { ListID: customer.listId, FullName: customer.fullName },
    RefNumber: refNumber,
    TxnDate: date,
    BillAddress: customer.billAddress,
    ShipAddress: customer.shipAddress,
    TermsRef: { FullName: customer.termsName },
    SalesRepRef: { ListID: customer.repListId, FullName: customer.repInitial },
  };
}

function documentLines(
  counters: Counters,
  lines: Line[],
  extra: (line: Line) => Record<string, string> = () => ({}),
) {
  return lines.map((line, i) => ({
    TxnLineID: `${counters.txn.toString(16).toUpperCase()}-${i + 1}`,
    ItemRef: ref(line.item),
    Desc: line.item.salesDesc,
    Quantity: String(line.quantity),
    Rate: amount(line.rate),
    Amount: amount(line.quantity * line.rate),
    ...extra(line),
  }));
}

/** Three years of a customer's invoices, sales orders (some still open) and credit memos. */
export function customerTransactions(
  seed: number,
  customer: DemoCustomer,
  items: DemoItem[],
  counters: Counters,
  today: string,
): CustomerTransactions {
  const random = createRandom(deriveSeed(seed ^ 0x5eed, customer.index));
  const result: CustomerTransactions = { invoices: [], salesOrders: [], creditMemos: [] };
  const pool = items.filter(sellable);
  const favourites = Array.from({ length: 18 }, () => random.pick(pool));
  const start = [addDays(today, -3 * 365), customer.created].sort()[1] as string;
  const span = daysBetween(start, today);
  // Inactive customers stopped buying a while ago.
  const end = customer.isActive ? span : Math.max(0, Math.floor(span / 3));
  const count = Math.round(customer.activity * (span / 365) * (0.7 + random.next() * 0.6));
  const dates = Array.from({ length: count }, () => addDays(start, random.int(0, end))).sort();

  for (const date of dates) {
    const lines = pickLines(random, favourites, customer);
    const total = lineTotal(lines);
    const age = daysBetween(date, today);
    const fromOrder = random.chance(0.3);
    let salesOrder: Record<string, unknown> | undefined;
    if (fromOrder) {
      counters.salesOrder += 1;
      const orderDate = addDays(date, -random.int(1, 10));
      salesOrder = {
        ...header(counters, customer, orderDate, String(50000 + counters.salesOrder)),
        PONumber: `PO-${random.int(1000, 9999)}`,
        FOB: 'Miami',
        IsManuallyClosed: 'false',
        IsFullyInvoiced: 'true',
        Subtotal: amount(total),
        TotalAmount: amount(total),
        SalesOrderLineRet: documentLines(counters, lines, (l) => ({ Invoiced: String(l.quantity) })),
      };
      result.salesOrders.push(salesOrder);
    }
    counters.invoice += 1;
    const dueDate = addDays(date, Math.max(customer.termsDays, 0));
    const paid = age > customer.termsDays + 20 || random.chance(0.6);
    const invoice: Record<string, unknown> = {
      ...header(counters, customer, date, String(100000 + counters.invoice)),
      DueDate: dueDate,
      PONumber: random.chance(0.4) ? `PO-${random.int(1000, 9999)}` : undefined,
      ShipDate: date,
      Subtotal: amount(total),
      BalanceRemaining: amount(paid ? 0 : total),
      IsPaid: paid ? 'true' : 'false',
      Other: random.chance(0.7)
        ? `1Z${random.int(100000, 999999)}0${random.int(1000000, 9999999)}`
        : undefined,
      InvoiceLineRet: documentLines(counters, lines),
    };
    const links: Record<string, unknown>[] = [];
    if (salesOrder) {
      links.push({
        TxnID: salesOrder.TxnID,
        TxnType: 'SalesOrder',
        TxnDate: salesOrder.TxnDate,
        RefNumber: salesOrder.RefNumber,
        LinkType: 'QUANTYPE',
        Amount: amount(0),
      });
      salesOrder.LinkedTxn = {
        TxnID: invoice.TxnID,
        TxnType: 'Invoice',
        TxnDate: date,
        RefNumber: invoice.RefNumber,
        LinkType: 'QUANTYPE',
        Amount: amount(0),
      };
    }
    if (paid) {
      const paidOn = addDays(date, random.int(0, Math.max(customer.termsDays, 3)));
      links.push({
        TxnID: listId(0x9000_0000 + counters.invoice, 1_650_000_000),
        TxnType: 'ReceivePayment',
        TxnDate: paidOn > today ? today : paidOn,
        RefNumber: `CHK${random.int(1000, 99999)}`,
        LinkType: 'AMTTYPE',
        Amount: amount(-total),
      });
    }
    if (random.chance(0.05)) {
      counters.creditMemo += 1;
      const creditLines = lines
        .slice(0, random.int(1, Math.min(2, lines.length)))
        .map((l) => ({ ...l, quantity: 1 }));
      const credit = lineTotal(creditLines);
      const applied = random.chance(0.75);
      const creditDate = addDays(date, random.int(3, 30));
      const memo: Record<string, unknown> = {
        ...header(
          counters,
          customer,
          creditDate > today ? today : creditDate,
          String(7000 + counters.creditMemo),
        ),
        Subtotal: amount(credit),
        TotalAmount: amount(credit),
        CreditRemaining: amount(applied ? 0 : credit),
        Memo: random.pick(['Damaged boxes', 'Returned product', 'Shipping error', 'Pricing adjustment']),
        CreditMemoLineRet:
          creditLines.length === 1
            ? documentLines(counters, creditLines)[0]
            : documentLines(counters, creditLines),
      };
      if (applied) {
        memo.LinkedTxn = {
          TxnID: invoice.TxnID,
          TxnType: 'Invoice',
          TxnDate: date,
          RefNumber: invoice.RefNumber,
          LinkType: 'AMTTYPE',
          Amount: amount(-credit),
        };
        links.push({
          TxnID: memo.TxnID,
          TxnType: 'CreditMemo',
          TxnDate: memo.TxnDate,
          RefNumber: memo.RefNumber,
          LinkType: 'AMTTYPE',
          Amount: amount(-credit),
        });
      }
      result.creditMemos.push(memo);
    }
    if (links.length > 0) invoice.LinkedTxn = links.length === 1 ? links[0] : links;
    result.invoices.push(withoutUndefined(invoice));
  }

  // Open (pending) sales orders: recent, not yet invoiced, some partly.
  if (customer.isActive && random.chance(0.3)) {
    for (let n = random.int(1, 2); n > 0; n -= 1) {
      counters.salesOrder += 1;
      const lines = pickLines(random, favourites, customer);
      const total = lineTotal(lines);
      const partly = random.chance(0.3);
      result.salesOrders.push({
        ...header(
          counters,
          customer,
          addDays(today, -random.int(0, 60)),
          String(50000 + counters.salesOrder),
        ),
        PONumber: `PO-${random.int(1000, 9999)}`,
        FOB: 'Miami',
        IsManuallyClosed: random.chance(0.05) ? 'true' : 'false',
        IsFullyInvoiced: 'false',
        Subtotal: amount(total),
        TotalAmount: amount(total),
        SalesOrderLineRet: documentLines(counters, lines, (l) => ({
          Invoiced: String(partly ? Math.floor(l.quantity / 2) : 0),
        })),
      });
    }
  }
  return result;
}

function withoutUndefined(document: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(document).filter(([, v]) => v !== undefined));
}
