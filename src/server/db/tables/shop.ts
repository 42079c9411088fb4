/**
 * An item's description for the shops (issue 48, Admin → Items), an admin's words beside the
 * mirrored item: the import rewrites `items`, never this. The item's photo is an attachment
 * (ownerType `item`).
 */
interface ShopItemDetailsTable {
  itemListId: string;
  description: string;
  updatedAt: string;
  updatedById: string | null;
}

export interface ShopTables {
  shopItemDetails: ShopItemDetailsTable;
}

export const shopCodecColumns = { json: [] as string[], boolean: [] as string[] };
