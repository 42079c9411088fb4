import { describe, expect, it } from 'vitest';
import { importBatch } from '../../../mirror/import.js';
import {
  deps,
  fake,
  newCustomerOrder,
  office,
  orderOf,
  push,
  pushRow,
  rep,
  usePushBed,
} from '../../../test/fake-quickbooks-online/push-bed.js';

usePushBed();

describe('an app order for a customer not yet in QuickBooks Online', () => {
  it('adds a new customer once through a lost answer, reuses a customer of that name, and estimates for it', async () => {
    const order = (name: string) =>
      newCustomerOrder({
        name,
        street: '1 Ocean Dr',
        city: 'Miami',
        state: 'CA',
        zip: '33139',
        firstName: 'Eva',
        lastName: 'Luz',
        phone: '305-555-0199',
        email: 'eva@example.test',
      });
    const named = (name: string) => fake.objects('Customer').filter((c) => c.DisplayName === name);
    const id = await order("Nuevo Puro's");
    fake.creates.dropAfterCreate = 1;
    expect((await push()).counts.later).toBe(1);
    expect(named("Nuevo Puro's")).toHaveLength(1);
    expect((await push()).counts.pushed).toBe(1);
    const [customer] = named("Nuevo Puro's");
    expect(customer).toMatchObject({
      BillAddr: { City: 'Miami' },
      PrimaryEmailAddr: { Address: 'eva@example.test' },
    });
    // It ships to the address typed on the order: the new customer has none in the mirror yet.
    expect(fake.objects('Estimate').at(-1)).toMatchObject({
      CustomerRef: { value: customer?.Id },
      ShipAddr: { Line1: '1 Ocean Dr', City: 'Miami', CountrySubDivisionCode: 'CA', PostalCode: '33139' },
    });
    expect((await orderOf(id)).status).toBe('OrderInQBooks');

    const sent = fake.requests.filter((r) => r === 'POST customer').length;
    const second = await order("Nuevo Puro's");
    expect((await push()).counts.pushed).toBe(1);
    expect(fake.requests.filter((r) => r === 'POST customer').length).toBe(sent);
    expect(named("Nuevo Puro's")).toHaveLength(1);
    expect((await orderOf(second)).status).toBe('OrderInQBooks');
  });

  it('refuses a new customer QuickBooks will not add, in its words, and adds it on a Retry once the name is free', async () => {
    // A vendor has the name: QuickBooks Online refuses a customer of the same DisplayName (6240).
    fake.put('Vendor', { Id: '71', DisplayName: 'Humo Supply', Active: true });
    const id = await newCustomerOrder({
      name: 'Humo Supply',
      street: '9 Fulton St',
      city: 'Fresno',
      state: 'CA',
      zip: '93721',
      phone: '559-555-0100',
    });
    const named = () => fake.objects('Customer').filter((c) => c.DisplayName === 'Humo Supply');
    const estimates = fake.objects('Estimate').length;
    expect((await push()).counts.refused).toBe(1);
    expect(named()).toEqual([]);
    expect(fake.objects('Estimate')).toHaveLength(estimates);
    expect(await orderOf(id)).toEqual({ status: 'OrderSubmitted', qbTxnId: null });
    const shown = (await rep.request('GET', `/api/orders/${id}/quickbooks`)).json().push;
    expect(shown).toMatchObject({ status: 'failed' });
    expect(shown.error).toMatch(/^The new customer: .*already exists/);

    fake.put('Vendor', { Id: '71', DisplayName: 'Humo Supply Co. (vendor)', Active: true });
    expect((await office.request('POST', `/api/orders/${id}/quickbooks/online/retry`)).statusCode).toBe(200);
    expect((await push()).counts.pushed).toBe(1);
    expect(named()).toHaveLength(1);
    expect(fake.objects('Estimate').at(-1)).toMatchObject({ CustomerRef: { value: named()[0]?.Id } });
  });

  it('refuses a new customer’s order whose item is not in QuickBooks Online before adding the customer', async () => {
    const desktopItem = '80000099-1600000001';
    await importBatch(deps(), 'items', {
      ItemInventoryRet: [{ ListID: desktopItem, Name: 'Pump', FullName: 'Pump', IsActive: 'true' }],
    });
    const customersSent = fake.requests.filter((r) => r === 'POST customer').length;
    const id = await newCustomerOrder(
      { name: 'Desktop Items Only', street: '2 Bay St', city: 'Bayshore', state: 'CA', zip: '94010' },
      [{ listId: desktopItem, qty: 1 }],
    );
    expect((await push()).counts.refused).toBe(1);
    expect((await pushRow(id)).error).toBe('These items are not in QuickBooks Online: Pump.');
    expect(fake.requests.filter((r) => r === 'POST customer').length).toBe(customersSent);
    expect(fake.objects('Customer').filter((c) => c.DisplayName === 'Desktop Items Only')).toEqual([]);
  });
});
