import { z } from 'zod';
import { parseDocument, qbFlag, qbNumber, qbOptionalText, qbText } from './qb.js';

const priceLevelRet = z.object({
  ListID: qbText,
  Name: qbText,
  IsActive: qbFlag(true),
  PriceLevelType: qbOptionalText,
  PriceLevelFixedPercentage: qbNumber,
});

/** A PriceLevelRet: QuickBooks gives a discount as a negative percentage ("-10.0" is 10% off). */
export function normalizePriceLevel(doc: unknown) {
  const parsed = parseDocument(priceLevelRet, doc);
  if (!parsed.ok) return parsed;
  const p = parsed.row;
  const fixed = p.PriceLevelType === null || p.PriceLevelType === 'FixedPercentage';
  return {
    ok: true as const,
    row: {
      listId: p.ListID,
      name: p.Name,
      // 0 - x rather than -x, so that no discount is stored as 0 and not -0.
      percentOff: fixed ? 0 - p.PriceLevelFixedPercentage : 0,
      isActive: p.IsActive,
      raw: doc as Record<string, unknown>,
    },
  };
}

const termsRet = z.object({ ListID: qbText, Name: qbText, IsActive: qbFlag(true) });

/** A StandardTermsRet or DateDrivenTermsRet. */
export function normalizeTerms(doc: unknown) {
  const parsed = parseDocument(termsRet, doc);
  if (!parsed.ok) return parsed;
  const t = parsed.row;
  return {
    ok: true as const,
    row: { listId: t.ListID, name: t.Name, isActive: t.IsActive, raw: doc as Record<string, unknown> },
  };
}

const salesRepRet = z.object({
  ListID: qbText,
  Initial: qbText,
  IsActive: qbFlag(true),
  SalesRepEntityRef: z
    .object({ FullName: qbOptionalText })
    .optional()
    .nullable()
    .transform((r) => r?.FullName ?? null),
});

/** A SalesRepRet: initials plus the name of the employee or vendor behind them. */
export function normalizeSalesRep(doc: unknown) {
  const parsed = parseDocument(salesRepRet, doc);
  if (!parsed.ok) return parsed;
  const r = parsed.row;
  return {
    ok: true as const,
    row: {
      listId: r.ListID,
      initial: r.Initial,
      name: r.SalesRepEntityRef,
      isActive: r.IsActive,
      raw: doc as Record<string, unknown>,
    },
  };
}
