import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../csv/csv.js';
import { shippedExciseRules } from '../excise/shipped-excise-rules.js';
import { resolveTaxProfile, type TaxProfileFields } from '../item-profiles.js';
import { buildStateReport, monthBounds, reportRowsOf, totalsOf } from './build.js';
import { exciseByStateAndMonth, latestMonthFirst } from './by-month.js';
import { reportPremiumCigarFields, taxProfile } from '../excise/test-profiles.js';
import { reportCsvTable } from './csv.js';
import type { ReportDocumentInput, ReportLicense } from './types.js';

/** A premium cigar: over 3 lb per thousand, listed above 3.3¢ a cigar, no non-tobacco ingredients. */
const premium = (cigarsPerUnit: number): TaxProfileFields =>
  resolveTaxProfile(undefined, reportPremiumCigarFields(cigarsPerUnit));
const pipeTobacco = resolveTaxProfile(undefined, {
  kind: 'pipe-tobacco',
  ouncesPerUnit: 2,
  listPriceCents: 1_000,
  wholesalePriceCents: 800,
});

const permit: ReportLicense = {
  state: 'TX',
  kind: 'distributor',
  number: 'TX-D-1',
  issuedOn: '2025-01-01',
  expiresOn: '2027-01-01',
  goneFromListAt: null,
};

function document(
  over: Partial<ReportDocumentInput> & Pick<ReportDocumentInput, 'txnId' | 'txnDate'>,
): ReportDocumentInput {
  return {
    kind: 'invoice',
    refNumber: over.txnId,
    customerListId: 'C-1',
    customerName: 'Lone Star Distributors',
    shipTo: '1 Main St, Austin, TX 78701',
    carrier: 'UPS Ground',
    licenses: [permit],
    lines: [],
    ...over,
  };
}

/**
 * Texas, Tex. Tax Code 155.021(b)(3): $11 per thousand cigars over 3 lb per thousand, listed above
 * 3.3¢, no non-tobacco ingredients; rounded half up once per line (decision 0288).
 *   INV-1  3 boxes × 20 = 60 cigars  × $0.011 = $0.66
 *   INV-2  5 boxes × 25 = 125 cigars × $0.011 = $1.375 → $1.38
 *   CM-1   1 box  × 20 = 20 cigars   × $0.011 = $0.22, subtracted
 *   tax due 0.66 + 1.38 − 0.22 = $1.82; sales 3 × 100 + 5 × 120 − 100 = $800.00
 */
const texasMonth = [
  document({
    txnId: 'INV-1',
    txnDate: '2026-11-03',
    lines: [
      {
        itemListId: 'I-20',
        itemName: 'Corona 20',
        brand: 'Cielo',
        quantity: 3,
        rateCents: 10_000,
        amountCents: 30_000,
        profile: premium(20),
      },
    ],
  }),
  document({
    txnId: 'INV-2',
    txnDate: '2026-11-10',
    lines: [
      {
        itemListId: 'I-25',
        itemName: 'Toro 25',
        brand: 'Cielo',
        quantity: 5,
        rateCents: 12_000,
        amountCents: 60_000,
        profile: premium(25),
      },
    ],
  }),
  document({
    kind: 'credit-memo',
    txnId: 'CM-1',
    txnDate: '2026-11-20',
    lines: [
      {
        itemListId: 'I-20',
        itemName: 'Corona 20',
        brand: 'Cielo',
        quantity: 1,
        rateCents: 10_000,
        amountCents: 10_000,
        profile: premium(20),
      },
    ],
  }),
];

describe('a state’s monthly report', () => {
  it('builds the Texas manufacturer’s report to the cent, a credit memo subtracting', () => {
    const report = buildStateReport({
      state: 'tx',
      month: '2026-11',
      documents: texasMonth,
      rules: shippedExciseRules,
    });
    expect(report.format).toBe('tx-manufacturer');
    expect(report.citation).toBe('Tex. Tax Code 155.103');
    expect(report.rows.map((r) => [r.refNumber, r.quantity, r.cigars, r.taxCents])).toEqual([
      ['INV-1', 3, 60, 66],
      ['INV-2', 5, 125, 138],
      ['CM-1', -1, -20, -22],
    ]);
    expect(report.totals).toMatchObject({
      invoices: 2,
      creditMemos: 1,
      taxCents: 182,
      amountCents: 80_000,
      cigars: 165,
    });
    // The fields 155.103 names: quantity and kind, date, buyer's name and permit number, list price, ship-to, carrier.
    expect(report.columns.map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'quantity',
        'taxKind',
        'date',
        'buyer',
        'licenseNumber',
        'listPriceCents',
        'shipTo',
        'carrier',
      ]),
    );
    expect(report.rows[0]).toMatchObject({
      taxKind: 'Cigar',
      date: '2026-11-03',
      buyer: 'Lone Star Distributors',
      licenseNumber: 'TX-D-1',
      listPriceCents: 20_000,
      shipTo: '1 Main St, Austin, TX 78701',
      carrier: 'UPS Ground',
      flag: null,
    });
    expect(report.carrierNote).toBeNull();
  });

  it('flags a shipment to a customer with no valid license on its date', () => {
    const expired = { ...permit, expiresOn: '2026-11-05' };
    const report = buildStateReport({
      state: 'TX',
      month: '2026-11',
      documents: [
        document({ ...texasMonth[0]!, licenses: [expired] }),
        document({ ...texasMonth[1]!, licenses: [expired] }),
        document({ ...texasMonth[1]!, txnId: 'INV-3', customerName: 'No Papers', licenses: [] }),
      ],
      rules: shippedExciseRules,
    });
    expect(report.rows.map((r) => r.flag)).toEqual([
      null,
      'No Texas license valid on 2026-11-10 (TX-D-1 is not)',
      'No Texas license on file',
    ]);
    expect(report.totals.flaggedShipments).toBe(2);
  });

  it('keeps Florida’s return to other tobacco, cigars apart, and South Dakota’s to cigars', () => {
    const mixed = [
      document({
        txnId: 'INV-9',
        txnDate: '2026-10-02',
        carrier: null,
        lines: [
          {
            itemListId: 'I-20',
            itemName: 'Corona 20',
            brand: 'Cielo',
            quantity: 1,
            rateCents: 10_000,
            amountCents: 10_000,
            profile: premium(20),
          },
          {
            itemListId: 'P-1',
            itemName: 'Latakia',
            brand: 'Pipe',
            quantity: 2,
            rateCents: 800,
            amountCents: 1_600,
            profile: pipeTobacco,
          },
        ],
      }),
    ];
    const florida = buildStateReport({
      state: 'FL',
      month: '2026-10',
      documents: mixed,
      rules: shippedExciseRules,
    });
    expect(florida.rows.map((r) => r.item)).toEqual(['Latakia']);
    // Fla. Stat. 210.30 + 210.276: (25 % + 60 % surcharge) of $8.00 wholesale × 2 tins = 85 % × $16.00 = $13.60.
    expect(florida.totals.taxCents).toBe(1_360);
    expect(florida.figures.find((f) => f.label.startsWith('Cigars'))?.value).toBe(10_000);
    const dakota = buildStateReport({
      state: 'SD',
      month: '2026-10',
      documents: mixed,
      rules: shippedExciseRules,
    });
    expect(dakota.rows.map((r) => r.item)).toEqual(['Corona 20']);
    expect(dakota.carrierNote).toMatch(/without a ship method/);
    const other = buildStateReport({
      state: 'GA',
      month: '2026-10',
      documents: mixed,
      rules: shippedExciseRules,
    });
    expect(other.format).toBe('shipments');
    expect(other.rows).toHaveLength(2);
  });

  it('writes a CSV that a spreadsheet reads as text, never as a formula', () => {
    const report = buildStateReport({
      state: 'GA',
      month: '2026-11',
      documents: [document({ ...texasMonth[0]!, customerName: '=HYPERLINK("http://x")', licenses: [] })],
      rules: shippedExciseRules,
    });
    const table = reportCsvTable(report);
    const csv = toCsv(table.headers, table.rows);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(table.fileName).toBe('shipments-GA-2026-11.csv');
    expect(table.rows.at(-1)?.[0]).toBe('Total');
  });

  it('sums the same rows by state and month for insight', () => {
    const rows = exciseByStateAndMonth(
      texasMonth.map((d) => ({ ...d, state: 'TX' })),
      shippedExciseRules,
    );
    expect(rows).toEqual([
      { state: 'TX', month: '2026-11', netSalesCents: 80_000, exciseCents: 182, untaxedLines: 0 },
    ]);
  });

  it('sums, by state and month, what the reports total, for any documents', () => {
    // Profiles that tax, exempt, and leave gaps (no kind, fields missing) by the shipped rules.
    const profiles = [
      premium(20),
      premium(25),
      pipeTobacco,
      taxProfile({}),
      taxProfile({ kind: 'cigar' }),
      taxProfile({ kind: 'little-cigar', cigarsPerUnit: 20, listPriceCents: 500, wholesalePriceCents: 400 }),
      taxProfile({ kind: 'not-tobacco' }),
    ];
    const line = fc.record({
      profile: fc.nat(profiles.length - 1),
      quantity: fc.integer({ min: -3, max: 40 }),
      rateCents: fc.integer({ min: 0, max: 30_000 }),
    });
    const taxedDocument = fc.record({
      state: fc.constantFrom('TX', 'FL', 'SD', 'WA', 'CA', 'MN', 'VT', 'NH', 'GA', 'ny'),
      credit: fc.boolean(),
      day: fc.integer({ min: 0, max: 3 * 365 }),
      lines: fc.array(line, { maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(taxedDocument, { maxLength: 30 }), (drawn) => {
        const documents = drawn.map((d, index) => ({
          ...document({
            kind: d.credit ? ('credit-memo' as const) : ('invoice' as const),
            txnId: `D-${index}`,
            txnDate: new Date(Date.UTC(2024, 0, 1 + d.day)).toISOString().slice(0, 10),
            lines: d.lines.map((l, n) => ({
              itemListId: `I-${n}`,
              itemName: `Item ${n}`,
              brand: 'Cielo',
              quantity: l.quantity,
              rateCents: l.rateCents,
              amountCents: l.quantity * l.rateCents,
              profile: profiles[l.profile]!,
            })),
          }),
          state: d.state,
        }));
        const groups = new Map<string, typeof documents>();
        for (const d of documents) {
          const key = `${d.state}|${d.txnDate.slice(0, 7)}`;
          groups.set(key, [...(groups.get(key) ?? []), d]);
        }
        const expected = [...groups].map(([key, group]) => {
          const [state, month] = key.split('|') as [string, string];
          const totals = totalsOf(reportRowsOf(state, group, shippedExciseRules));
          return {
            state,
            month,
            netSalesCents: totals.amountCents,
            exciseCents: totals.taxCents,
            untaxedLines: totals.untaxedRows,
          };
        });
        expect(exciseByStateAndMonth(documents, shippedExciseRules)).toEqual(expected.sort(latestMonthFirst));
      }),
    );
  });

  it('knows a month’s days', () => {
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
