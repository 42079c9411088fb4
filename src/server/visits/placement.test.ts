import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { mirrorSender } from '../test/sales-fixtures.js';
import { zipCentre } from './zip-centres.js';

let t: TestApp;
let send: Awaited<ReturnType<typeof mirrorSender>>;

beforeAll(async () => {
  t = await createTestApp();
  send = await mirrorSender(t);
});
afterAll(async () => {
  await t?.close();
});

const customer = (
  id: string,
  ship: object | null,
  bill: object = { City: 'Tampa', State: 'FL', PostalCode: '33602' },
) => ({
  ListID: id,
  FullName: id,
  CompanyName: id,
  IsActive: 'true',
  BillAddress: bill,
  ...(ship && { ShipAddress: ship }),
});
const locationOf = (listId: string) =>
  t.runtime.database.db
    .selectFrom('customerLocations')
    .select(['latitude', 'longitude', 'source', 'zip'])
    .where('customerListId', '=', listId)
    .executeTakeFirst();

describe('customers on the map, kept by the import', () => {
  it('places each imported customer at its ZIP centre: the ship-to when it has one, else the bill-to', async () => {
    await send('customers', {
      CustomerRet: [
        customer('P-SHIP', { Addr1: '1 Main St', City: 'Orlando', State: 'FL', PostalCode: '32801-1234' }),
        customer('P-BILL', { City: 'Somewhere', State: 'FL' }),
        customer('P-NONE', null, { City: 'Toronto', PostalCode: 'M5V 2T6' }),
      ],
    });
    expect(await locationOf('P-SHIP')).toEqual({ ...zipCentre('32801'), source: 'zip', zip: '32801' });
    expect(await locationOf('P-BILL')).toEqual({ ...zipCentre('33602'), source: 'zip', zip: '33602' });
    expect(await locationOf('P-NONE')).toBeUndefined();
    // The table really is the ZIP's centre, not a made-up point.
    expect(zipCentre('32801')).toEqual({
      latitude: expect.closeTo(28.54, 1),
      longitude: expect.closeTo(-81.38, 1),
    });
  });

  it('keeps a hand-set pin while the address stays, and moves the customer when the address changes', async () => {
    const pin = { latitude: 28.5, longitude: -81.4 };
    await t.runtime.database.db
      .updateTable('customerLocations')
      .set({ ...pin, source: 'pin', zip: null })
      .where('customerListId', '=', 'P-SHIP')
      .execute();
    const ship = { Addr1: '1 Main St', City: 'Orlando', State: 'FL', PostalCode: '32801-1234' };
    await send('customers', { CustomerRet: customer('P-SHIP', { ...ship, Addr1: '1 MAIN ST' }) });
    expect(await locationOf('P-SHIP')).toEqual({ ...pin, source: 'pin', zip: null });

    await send('customers', { CustomerRet: customer('P-SHIP', { ...ship, PostalCode: '33602' }) });
    expect(await locationOf('P-SHIP')).toEqual({ ...zipCentre('33602'), source: 'zip', zip: '33602' });
  });

  it('takes a customer off the map when its ZIP becomes unknown or QuickBooks deletes it', async () => {
    await send('customers', {
      CustomerRet: customer('P-BILL', null, { City: 'Nowhere', PostalCode: '00000' }),
    });
    expect(await locationOf('P-BILL')).toBeUndefined();
    await send('deleted', {
      ListDeletedRet: { ListDelType: 'Customer', ListID: 'P-SHIP', TimeDeleted: '2026-11-27T10:00:00' },
    });
    expect(await locationOf('P-SHIP')).toBeUndefined();
  });
});
