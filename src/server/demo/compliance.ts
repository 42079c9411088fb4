import type { TaxProfileFields } from '../../domain/compliance/item-profiles.js';
import { toCents } from '../../domain/money/money.js';
import type { Db } from '../db/database.js';
import { markExciseTotalsStale } from '../compliance/excise-months-mark.js';
import { addDays } from './format.js';

/**
 * The demo company's compliance (issue 46): permits in Florida and Georgia and none in Texas, so
 * the order gate holds its Texas retailers; and the items' tax profiles by brand, with each cigar
 * item's count, list price (its MSRP) and wholesale price (its sales price) of its own. Two brands
 * are left without a weight on purpose, so the items page's Gaps list shows what a gap looks like.
 * Only on a database with no permits and no profiles; the same rows for the same day and items.
 */

/** Pounds per thousand cigars of each cigar brand (a robusto of about 12 g weighs 26 lb a thousand). */
const cigarBrands: Record<string, number> = {
  Cielo: 27.5,
  Cosecha: 25,
  'A. Fuego': 26.5,
  'Robusto Collection': 24,
  'Don Rafael': 23.5,
  'Casa Vieja': 22,
  'Habano Clásico': 24.5,
  'Sol de Oro': 25.5,
  'Maduro Reserve': 26,
  'Tesoro Dominicano': 23,
  'Nicaragua Puro': 25,
  'Connecticut Reserve': 21.5,
  'Vuelta Abajo': 27,
  'La Fábrica': 23,
  'Corona Real': 20.5,
  'Tres Hermanos': 24,
  'El Capitán': 25,
  'Lancero Club': 18.5,
  'San Andrés Oscuro': 26,
  'Estelí Blend': 23.5,
  'Humidor Gifts': 22,
};
/** Machine-bunched value lines with a homogenized binder: not premium by any state's test. */
const valueLines = new Set(['Corona Real', 'Connecticut Reserve']);
/** Limited editions not yet weighed: the deliberate gaps. */
const unweighed = ['Year of the Snake', 'Ehtefal'];
const notTobacco = ['POS', 'Merchandise', 'Misc'];

const cigar = (poundsPerThousand: number | null, premium: boolean): Partial<TaxProfileFields> => ({
  kind: 'cigar',
  poundsPerThousand,
  handmade: premium,
  wholeLeafWrapper: premium,
  nonTobaccoIngredients: false,
});

export async function seedDemoCompliance(db: Db, now = new Date()): Promise<boolean> {
  const permits = await db.selectFrom('companyPermits').select('id').limit(1).executeTakeFirst();
  const profiles = await db.selectFrom('taxProfiles').select('key').limit(1).executeTakeFirst();
  if (permits || profiles) return false;
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const permit = (id: string, state: string, number: string, issuedDaysAgo: number, expiresIn: number) => ({
    id,
    state,
    kind: 'distributor' as const,
    number,
    issuedOn: addDays(today, -issuedDaysAgo),
    expiresOn: addDays(today, expiresIn),
    note: '',
    createdAt: at,
    updatedAt: at,
    updatedById: null,
    deletedAt: null,
  });

  const brandRows = [
    ...Object.entries(cigarBrands).map(
      ([brand, pounds]) => [brand, cigar(pounds, !valueLines.has(brand))] as const,
    ),
    ...unweighed.map((brand) => [brand, cigar(null, true)] as const),
    ...notTobacco.map((brand) => [brand, { kind: 'not-tobacco' as const }] as const),
  ];
  const tobaccoBrands = [...Object.keys(cigarBrands), ...unweighed];
  // Each cigar item's own count and prices: the brand's fields cover the rest.
  const items = await db
    .selectFrom('items')
    .select(['listId', 'brand', 'sticks', 'msrp', 'salesPrice'])
    .where('brand', 'in', tobaccoBrands)
    .orderBy('listId')
    .execute();
  const itemRows = items.map((item) => {
    const fields: Partial<TaxProfileFields> =
      item.sticks > 0
        ? {
            cigarsPerUnit: item.sticks,
            listPriceCents: item.msrp === null ? null : toCents(item.msrp),
            wholesalePriceCents: toCents(item.salesPrice),
          }
        : // A humidor given away with a box is not tobacco, whatever its brand.
          { kind: 'not-tobacco' };
    return { scope: 'item' as const, key: item.listId, fields };
  });

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('companyPermits')
      .values([
        permit('demo-permit-fl', 'FL', 'FL-TPD-0004812', 400, 330),
        permit('demo-permit-ga', 'GA', 'GA-TD-201733', 200, 165),
      ])
      .execute();
    const rows = [
      ...brandRows.map(([key, fields]) => ({ scope: 'brand' as const, key, fields })),
      ...itemRows,
    ].map(({ scope, key, fields }) => ({
      scope,
      key,
      profileFields: fields,
      updatedAt: at,
      updatedById: null,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await tx
        .insertInto('taxProfiles')
        .values(rows.slice(i, i + 200))
        .execute();
    // The demo's invoices may be mirrored already: taxed by these profiles now (decision 0357).
    await markExciseTotalsStale(tx);
  });
  return true;
}
