import { describe, expect, it } from 'vitest';
import { shippedExciseRules } from '../../../../domain/compliance/excise/shipped-excise-rules.js';
import { putSetting } from '../../../settings/queries.js';
import {
  db,
  fake,
  newOrder,
  push,
  pushRow,
  usePushBed,
} from '../../../test/fake-quickbooks-online/push-bed.js';
import { premiumCigarFields } from '../../../../domain/compliance/excise/test-profiles.js';

usePushBed();

/** The bed's product, Pump (Online item 11), as a premium cigar: 20 to the box, wholesale $80.00 a box. */
async function profilePump() {
  await db()
    .insertInto('taxProfiles')
    .values({
      scope: 'item',
      key: 'QBO-11',
      profileFields: { ...premiumCigarFields, wholesalePriceCents: 8_000 },
      updatedAt: new Date().toISOString(),
      updatedById: null,
    })
    .execute();
}

/**
 * An admin's dated row making California tax like Washington from 2026-01-01 (a test's rule, not
 * the law): the bed's customer is in California, where the shipped rule has the purchaser remit.
 */
async function recordCompanyRemitsInCalifornia() {
  const { recordedOrder: _order, ...washington } = shippedExciseRules.find((rule) => rule.state === 'WA')!;
  await db()
    .insertInto('complianceRules')
    .values({
      id: crypto.randomUUID(),
      topic: 'excise',
      state: 'CA',
      effectiveFrom: '2026-01-01',
      ruleBody: { ...washington, state: 'CA', effectiveFrom: '2026-01-01' },
      recordedAt: new Date().toISOString(),
      recordedById: null,
    })
    .execute();
}

const lastEstimate = () => fake.objects('Estimate').at(-1) as { Line: unknown[] };

describe('the excise tax on the Online push (decision 0302)', () => {
  it('adds no line where the purchaser remits (California), and holds nothing', async () => {
    await profilePump();
    const id = await newOrder();
    expect((await push()).counts.pushed).toBe(1);
    expect(lastEstimate().Line).toHaveLength(1);
    expect((await pushRow(id)).status).toBe('pushed');
  });

  it('holds an order with tax the company remits while no excise tax item is chosen, saying why', async () => {
    await recordCompanyRemitsInCalifornia();
    const before = fake.objects('Estimate').length;
    const id = await newOrder();
    expect((await push()).counts.refused).toBe(1);
    expect(fake.objects('Estimate')).toHaveLength(before);
    const row = await pushRow(id);
    expect(row.status).toBe('failed');
    // 95 % of $4.00 a cigar capped at $0.65 × 2 boxes × 20 cigars = $26.00.
    expect(row.error).toContain('$26.00 of California excise tax');
  });

  it('adds the tax as its own line of the chosen item once it is chosen', async () => {
    await putSetting(db(), 'exciseTaxItem', { listId: 'QBO-5' }, null);
    const id = await newOrder();
    expect((await push()).counts.pushed).toBe(1);
    expect(lastEstimate().Line).toEqual([
      expect.objectContaining({
        SalesItemLineDetail: expect.objectContaining({ ItemRef: expect.objectContaining({ value: '11' }) }),
      }),
      expect.objectContaining({
        Amount: 26,
        Description: 'California excise tax (RCW 82.26.020)',
        SalesItemLineDetail: expect.objectContaining({
          ItemRef: expect.objectContaining({ value: '5' }),
          Qty: 1,
          UnitPrice: 26,
        }),
      }),
    ]);
    expect((await pushRow(id)).status).toBe('pushed');
  });
});
