import type { Db } from '../db/database.js';

/** Test rows for the accounting mirror tables notes refer to. */
export async function insertCustomer(
  db: Db,
  listId: string,
  companyName: string,
  state: string,
  shipState: string | null = null,
): Promise<void> {
  await db
    .insertInto('customers')
    .values({
      listId,
      fullName: companyName,
      companyName,
      firstName: null,
      lastName: null,
      accountNumber: null,
      phone: null,
      email: null,
      balance: 0,
      isActive: true,
      state,
      shipState,
      city: null,
      shipCity: null,
      billAddress: {},
      shipAddress: {},
      termsName: null,
      priceLevelListId: null,
      priceLevelName: null,
      salesRepName: null,
      isTaaMember: false,
      dataExt: [],
      additionalContacts: [],
      searchText: companyName.toLowerCase(),
      timeCreated: null,
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
}

export async function insertItem(db: Db, listId: string, name: string, salesDesc: string, isActive = true) {
  await db
    .insertInto('items')
    .values({
      listId,
      name,
      fullName: name,
      salesDesc,
      salesPrice: 0,
      quantityOnHand: 0,
      quantityOnSalesOrder: 0,
      brand: 'Misc',
      sticks: 0,
      itemType: 'Misc',
      msrp: null,
      isActive,
      kind: 'inventory',
      timeModified: null,
      editSequence: null,
      raw: {},
    })
    .execute();
}

/** A customer's place on the map, as the import's ZIP-centre placement writes it. */
export async function insertPlace(
  db: Db,
  customerListId: string,
  at: { latitude: number; longitude: number },
): Promise<void> {
  await db
    .insertInto('customerLocations')
    .values({
      customerListId,
      ...at,
      source: 'zip',
      zip: null,
      addressKey: '',
      updatedAt: new Date().toISOString(),
      updatedBy: null,
    })
    .execute();
}
