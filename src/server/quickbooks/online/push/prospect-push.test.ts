import { describe, expect, it } from 'vitest';
import { insertProspect, prospectAs, turnIntoCustomer } from '../../../test/prospect-fixtures.js';
import { admin, db, fake, push, rep, usePushBed } from '../../../test/fake-quickbooks-online/push-bed.js';

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

  it('is sent again after an admin’s Retry, under a new requestid, and is in the queue throughout (decision 0360)', async () => {
    fake.put('Vendor', { Id: '73', DisplayName: 'Tampa Vendor', Active: true });
    const id = await insertProspect(db(), { name: 'Tampa Vendor', state: 'CA' });
    await turnIntoCustomer(rep, id, { name: 'Tampa Vendor', state: 'CA' });
    await push();
    const queued = async () =>
      (await admin.request('GET', '/api/admin/quickbooks'))
        .json()
        .customerPushes.find((entry: { prospectId: string }) => entry.prospectId === id);
    expect(await queued()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/already exists/),
    });

    // Only a refused one can be retried, and only by an admin.
    expect((await rep.request('POST', `/api/admin/quickbooks/customers/${id}/retry`)).statusCode).toBe(403);
    // The office renames the vendor in QuickBooks, then the admin retries.
    fake.put('Vendor', { Id: '73', DisplayName: 'Tampa Vendor Supply', Active: true });
    const retried = await admin.request('POST', `/api/admin/quickbooks/customers/${id}/retry`);
    expect(retried.json()).toEqual({ prospectId: id });
    expect(await prospectAs(rep, id)).toMatchObject({ customerPush: 'waiting', customerPushError: null });
    expect((await admin.request('POST', `/api/admin/quickbooks/customers/${id}/retry`)).statusCode).toBe(404);

    // The first requestid would answer the refusal again: the retry's is new, and QuickBooks adds it.
    await push();
    expect(named('Tampa Vendor')).toHaveLength(1);
    expect(await prospectAs(rep, id)).toMatchObject({
      customerPush: 'pushed',
      customerListId: `QBO-${named('Tampa Vendor')[0]?.Id}`,
    });
    expect(await queued()).toMatchObject({ status: 'pushed', error: null });
    const history = (await admin.request('GET', `/api/history/prospect/${id}`)).json().entries as {
      userName: string;
      changes: Record<string, { after: unknown }>;
    }[];
    expect(history.map((entry) => entry.changes.customerPush?.after)).toEqual([
      'pushed',
      'waiting',
      'failed',
      undefined,
    ]);
  });
});
