import { describe, expect, it } from 'vitest';
import { ageingBucketOf, statementOf, type StatementInvoice } from './statement.js';

const invoice = (
  refNumber: string,
  txnDate: string,
  dueDate: string | null,
  amountCents: number,
  balanceCents = amountCents,
): StatementInvoice => ({
  txnId: `I${refNumber}`,
  refNumber,
  txnDate,
  dueDate,
  amountCents,
  balanceCents,
});

describe('ageing buckets', () => {
  it.each([
    [0, '0-30'],
    [30, '0-30'],
    [31, '31-60'],
    [60, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
    [400, '90+'],
  ] as const)('%s days past due: %s', (days, bucket) => {
    expect(ageingBucketOf(days)).toBe(bucket);
  });
});

describe('statement', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('brings the balance forward from before the period and runs it through the period', () => {
    const statement = statementOf({
      ...period,
      invoices: [
        invoice('100', '2026-10-05', '2026-11-04', 10_000, 4_000),
        invoice('101', '2026-11-10', '2026-12-10', 2_550),
      ],
      creditMemos: [
        { txnId: 'C1', refNumber: 'CM1', txnDate: '2026-10-20', amountCents: 1_000, remainingCents: 0 },
      ],
      payments: [
        { txnId: 'P1', refNumber: '7', txnDate: '2026-10-30', amountCents: 5_000 },
        { txnId: 'P2', refNumber: '8', txnDate: '2026-11-10', amountCents: 1 },
      ],
    });
    expect(statement.openingBalanceCents).toBe(10_000 - 1_000 - 5_000);
    expect(statement.entries.map((e) => [e.refNumber, e.chargeCents, e.creditCents, e.balanceCents])).toEqual(
      [
        ['101', 2_550, 0, 6_550],
        ['8', 0, 1, 6_549],
      ],
    );
    expect(statement.closingBalanceCents).toBe(6_549);
  });

  it('ages open invoices on the last day by their due date; no due date is not yet due', () => {
    const statement = statementOf({
      ...period,
      invoices: [
        invoice('1', '2026-11-20', '2026-12-20', 100),
        invoice('2', '2026-09-01', '2026-10-31', 200),
        invoice('3', '2026-08-01', '2026-10-01', 300),
        invoice('4', '2026-07-01', '2026-09-01', 400),
        invoice('5', '2026-06-01', '2026-08-01', 500),
        invoice('6', '2026-05-01', null, 600),
        invoice('7', '2026-05-01', '2026-06-01', 700, 0),
        invoice('8', '2026-12-01', '2026-12-02', 800),
      ],
      creditMemos: [
        { txnId: 'C1', refNumber: 'CM1', txnDate: '2026-11-15', amountCents: 90, remainingCents: 45 },
      ],
      payments: [],
    });
    expect(statement.ageing).toEqual({ '0-30': 100 + 200 + 600, '31-60': 300, '61-90': 400, '90+': 500 });
    expect(statement.unappliedCreditCents).toBe(45);
    expect(statement.totalDueCents).toBe(2_100 - 45);
  });

  it('keeps documents after the period out of it', () => {
    const statement = statementOf({
      ...period,
      invoices: [invoice('9', '2026-12-01', null, 5)],
      creditMemos: [],
      payments: [],
    });
    expect(statement).toMatchObject({
      openingBalanceCents: 0,
      entries: [],
      closingBalanceCents: 0,
      totalDueCents: 0,
    });
  });

  it('orders a day by invoice, credit memo, payment, then number', () => {
    const day = '2026-11-05';
    const statement = statementOf({
      ...period,
      invoices: [invoice('10', day, null, 1), invoice('9', day, null, 1)],
      creditMemos: [{ txnId: 'C', refNumber: 'CM', txnDate: day, amountCents: 1, remainingCents: 0 }],
      payments: [{ txnId: 'P', refNumber: 'P', txnDate: day, amountCents: 1 }],
    });
    expect(statement.entries.map((e) => e.refNumber)).toEqual(['9', '10', 'CM', 'P']);
  });
});
