import { prospectShopFields } from '../../domain/prospects/read.js';
import type { ProspectsTable } from '../db/tables/prospects.js';

/** The fields an import writes; a rep's status and note are theirs and stay. */
export const importedProspectFields = [
  'source',
  'licenseNumber',
  ...prospectShopFields,
  'placedBy',
  'hours',
] as const satisfies readonly (keyof ProspectsTable)[];
export type ImportedProspect = Pick<ProspectsTable, (typeof importedProspectFields)[number]>;

/** A prospect as first written (by an import, or the demo): open, with nothing of a rep's yet. */
export const newProspectRow = (
  shop: ImportedProspect & Pick<ProspectsTable, 'id' | 'state' | 'sourceKey'>,
  now: string,
): ProspectsTable => ({
  ...shop,
  status: 'open',
  note: null,
  noteUpdatedAt: null,
  noteById: null,
  newCustomerInfo: null,
  customerPush: null,
  customerListId: null,
  customerPushError: null,
  customerPushGeneration: 0,
  convertedAt: null,
  convertedById: null,
  importId: null,
  createdAt: now,
  updatedAt: now,
});
