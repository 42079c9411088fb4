import { describe, expect, it } from 'vitest';
import { insertProspect, prospectAs, turnIntoCustomer } from '../../../test/prospect-fixtures.js';
import { db, fake, push, rep, usePushBed } from '../../../test/fake-quickbooks-online/push-bed.js';

usePushBed();

const named = (name: string) => fake.objects('Customer').filter((c) => c.DisplayName === name);

describe('a prospect turned into a customer, through QuickBooks Online (decision 0347)', () => {
  it('is created once through a lost answer and keeps its Online id', async () => {
    const id = await insertProspect(db(), { name: 'Fresno Leaf', state: 'CA' });
    await turnIntoCustomer(rep, id, {
      name: 'Fresno Leaf Lounge',
      street: '9 Fulton St',
      city: 'Fresno',
      state: 'CA',
      zip: '93721',
      email: 'leaf@example.test',
    });
    fake.creates.dropAfterCreate = 1;
    const lost = await push();
    expect(lost.errors).toEqual([expect.stringMatching(/^Prospect /)]);
    expect(await prospectAs(rep, id)).toMatchObject({ customerPush: 'waiting' });
    await push();
    expect(named('Fresno Leaf Lounge')).toHaveLength(1);
    expect(named('Fresno Leaf Lounge')[0]).toMatchObject({
      BillAddr: { City: 'Fresno' },
      PrimaryEmailAddr: { Address: 'leaf@example.test' },
    });
    expect(await prospectAs(rep, id)).toMatchObject({
      customerPush: 'pushed',
      customerListId: `QBO-${named('Fresno Leaf Lounge')[0]?.Id}`,
    });
    const sent = fake.requests.filter((r) => r === 'POST customer').length;
    await push();
    expect(fake.requests.filter((r) => r === 'POST customer').length).toBe(sent);
  });

  it('keeps QuickBooks’s refusal on the prospect, in its words', async () => {
    // A vendor has the name: QuickBooks Online refuses a customer of the same DisplayName (6240).
    fake.put('Vendor', { Id: '72', DisplayName: 'Smoke Vendor', Active: true });
    const id = await insertProspect(db(), { name: 'Smoke Vendor', state: 'CA' });
    await turnIntoCustomer(rep, id, { name: 'Smoke Vendor', state: 'CA' });
    await push();
    expect(named('Smoke Vendor')).toEqual([]);
    const refused = await prospectAs(rep, id);
    expect(refused).toMatchObject({ customerPush: 'failed', customerListId: null });
    expect(refused.customerPushError).toMatch(/^The new customer: .*already exists/);
  });
});
