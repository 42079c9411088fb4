import { placementOf, type PlaceAddress, type StoredLocation } from '../../domain/visits/placement.js';
import type { Tx } from '../db/database.js';
import { zipCentre } from './zip-centres.js';

export interface ImportedCustomer {
  listId: string;
  billAddress: PlaceAddress | null;
  shipAddress: PlaceAddress | null;
}

/**
 * Keeps the places of just-imported customers current, in the import's own transaction: a new or
 * moved customer gets its ZIP centre, a hand-set pin stays while its address does (placementOf).
 */
export async function placeImportedCustomers(tx: Tx, customers: readonly ImportedCustomer[]): Promise<void> {
  if (customers.length === 0) return;
  const stored = new Map<string, StoredLocation>();
  const ids = customers.map((c) => c.listId);
  for (let i = 0; i < ids.length; i += 5_000) {
    const rows = await tx
      .selectFrom('customerLocations')
      .select(['customerListId', 'latitude', 'longitude', 'source', 'addressKey'])
      .where('customerListId', 'in', ids.slice(i, i + 5_000))
      .execute();
    for (const row of rows) stored.set(row.customerListId, row);
  }
  const now = new Date().toISOString();
  const set = [];
  const clear: string[] = [];
  for (const customer of customers) {
    const placement = placementOf(customer, stored.get(customer.listId) ?? null, zipCentre);
    if (placement.action === 'set') {
      set.push({ customerListId: customer.listId, ...placement.location, updatedAt: now, updatedBy: null });
    } else if (placement.action === 'clear') clear.push(customer.listId);
  }
  for (let i = 0; i < set.length; i += 2_000) {
    await tx
      .insertInto('customerLocations')
      .values(set.slice(i, i + 2_000))
      .onConflict((conflict) =>
        conflict.column('customerListId').doUpdateSet((eb) => ({
          latitude: eb.ref('excluded.latitude'),
          longitude: eb.ref('excluded.longitude'),
          source: eb.ref('excluded.source'),
          zip: eb.ref('excluded.zip'),
          addressKey: eb.ref('excluded.addressKey'),
          updatedAt: eb.ref('excluded.updatedAt'),
          updatedBy: eb.ref('excluded.updatedBy'),
        })),
      )
      .execute();
  }
  await forgetLocations(tx, clear);
}

/** Customers deleted in QuickBooks (or left without a known ZIP) leave the map. */
export async function forgetLocations(tx: Tx, customerListIds: readonly string[]): Promise<void> {
  for (let i = 0; i < customerListIds.length; i += 5_000) {
    await tx
      .deleteFrom('customerLocations')
      .where('customerListId', 'in', customerListIds.slice(i, i + 5_000))
      .execute();
  }
}
