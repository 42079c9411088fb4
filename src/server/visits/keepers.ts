import { markGradesOfBatch, markGradesOfDeletion, refreshKeptSkus } from './customer-grades.js';
import { forgetLocations, placeImportedCustomers, type ImportedCustomer } from './placement.js';
import { defineKeeper } from '../shared/keeper.js';

/**
 * Each customer's assortment count, which its grade is read from (decision 0192): a batch or a
 * deletion marks the customers whose count it may change, read before the mirror changes; Due,
 * Near me and the week count the marked ones again before reading.
 */
export const customerGradesKeeper = defineKeeper({
  name: 'customer-grades',
  tables: ['customerGrades'],
  async onBatch(tx, { table, rows }) {
    await markGradesOfBatch(tx, table, rows);
    return undefined;
  },
  async onDeletion(tx, { table, ids }) {
    await markGradesOfDeletion(tx, table, ids);
  },
  async fill(tx) {
    await tx.deleteFrom('customerGrades').execute();
    await refreshKeptSkus(tx, new Date().toISOString().slice(0, 10));
  },
});

/**
 * Where each customer stands on the map (`customerLocations`): its ZIP code's centre, kept while a
 * hand-set pin's or the geocoder's address stays (domain/visits/placement.ts).
 */
export const mapPlacementKeeper = defineKeeper({
  name: 'map-placement',
  tables: ['customerLocations'],
  async onBatch(_tx, { table, rows }) {
    if (table !== 'customers') return undefined;
    return (written) => placeImportedCustomers(written, rows as unknown as ImportedCustomer[]);
  },
  async onDeletion(tx, { table, ids }) {
    if (table === 'customers') await forgetLocations(tx, ids);
  },
  async fill(tx) {
    // Every mirrored customer placed again, a page at a time; pins and their addresses stay.
    for (let after = ''; ;) {
      const customers = await tx
        .selectFrom('customers')
        .select(['listId', 'billAddress', 'shipAddress'])
        .where('listId', '>', after)
        .orderBy('listId')
        .limit(2_000)
        .execute();
      if (customers.length === 0) return;
      await placeImportedCustomers(tx, customers as ImportedCustomer[]);
      after = customers.at(-1)!.listId;
    }
  },
});
