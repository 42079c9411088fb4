import { describe, expect, it } from 'vitest';
import {
  admin,
  creates,
  db,
  fake,
  newOrder,
  office,
  orderOf,
  push,
  pushRow,
  usePushBed,
} from '../../../test/fake-quickbooks-online/push-bed.js';

usePushBed();

/**
 * An order the compliance gate holds never reaches QuickBooks Online (issue 46, part 3; decision
 * 0298): its push is refused in the gate's words before anything is sent, and goes on a Retry once
 * an admin lets it through.
 */
describe('an order the compliance gate holds, pushed to QuickBooks Online', () => {
  it('is refused in the gate’s words with nothing sent, and goes after an admin lets it through and the office retries', async () => {
    const id = await newOrder();
    // The law changed after the order was submitted: California's rule of today asks for a retailer
    // license, which the shop (Online customer 24) does not hold.
    const today = new Date().toISOString().slice(0, 10);
    await db()
      .insertInto('complianceRules')
      .values({
        id: 'RULE-CA-LATER',
        topic: 'license',
        state: 'CA',
        effectiveFrom: today,
        ruleBody: {
          source: { citation: 'Cal. Bus. & Prof. Code 22980.1', url: null },
          retailerNeeds: ['retailer'],
          summary: 'A California retailer needs a state license.',
        },
        recordedAt: new Date().toISOString(),
        recordedById: null,
      })
      .execute();
    const requests = fake.requests.length;
    const round = await push();
    expect(round.counts.refused).toBe(1);
    // Nothing written to QuickBooks (the round still reads its preferences).
    expect(fake.requests.slice(requests).filter((r) => !r.startsWith('GET'))).toEqual([]);
    expect(creates('estimate')).toBe(0);
    const row = await pushRow(id);
    expect(row.status).toBe('failed');
    expect(row.error).toContain(
      'Held by the compliance gate, not sent: California: a retailer needs a valid California state tobacco retailer license to buy tobacco, and Sonnenschein Family Store has none valid on',
    );
    expect(row.error).toContain('— Cal. Bus. & Prof. Code 22980.1');
    // A Retry without a fix is refused again, still without a word to QuickBooks.
    expect((await office.request('POST', `/api/orders/${id}/quickbooks/online/retry`)).statusCode).toBe(200);
    expect((await push()).counts.refused).toBe(1);
    expect(creates('estimate')).toBe(0);

    const let_ = await admin.request('POST', `/api/orders/${id}/gate-override`, {
      reason: 'License renewal confirmed by CDTFA on the phone.',
    });
    expect(let_.statusCode, let_.body).toBe(200);
    expect((await office.request('POST', `/api/orders/${id}/quickbooks/online/retry`)).statusCode).toBe(200);
    expect((await push()).counts.pushed).toBe(1);
    expect(creates('estimate')).toBe(1);
    expect((await orderOf(id)).status).toBe('OrderInQBooks');
  });
});
