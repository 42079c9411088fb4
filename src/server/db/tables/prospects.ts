import type { NewCustomerInfo } from '../../../domain/orders/schemas.js';
import type { ProspectShop } from '../../../domain/prospects/read.js';

/** A shop that is not a customer yet (issue 47, part 5), under the state that scopes it. */
export interface ProspectsTable extends ProspectShop {
  id: string;
  state: string;
  source: 'list' | 'osm';
  sourceKey: string;
  latitude: number;
  longitude: number;
  placedBy: 'point' | 'zip';
  status: 'open' | 'not-interested' | 'customer';
  note: string | null;
  noteUpdatedAt: string | null;
  noteById: string | null;
  newCustomerInfo: NewCustomerInfo | null;
  /** Waiting for QuickBooks, then pushed (with the new customer's id) or refused (with its words); decision 0347. */
  customerPush: 'waiting' | 'pushed' | 'failed' | null;
  customerListId: string | null;
  customerPushError: string | null;
  /** The push's attempt, one more each retry: Online's requestid is new each time (decision 0360). */
  customerPushGeneration: number;
  convertedAt: string | null;
  convertedById: string | null;
  importId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The columns of a state's prospects CSV, chosen once and remembered (field → CSV header). */
export interface ProspectMappingsTable {
  state: string;
  columnMapping: Record<string, string>;
  updatedAt: string;
  updatedById: string | null;
}

export interface ProspectImportsTable {
  id: string;
  state: string;
  format: 'csv' | 'geojson';
  fileName: string;
  rowCount: number;
  importSummary: Record<string, unknown>;
  createdAt: string;
  createdById: string | null;
}

export interface ProspectsTables {
  prospects: ProspectsTable;
  prospectMappings: ProspectMappingsTable;
  prospectImports: ProspectImportsTable;
}

/** Their JSON columns' names are the orders' and the license lists' already; listed again for clarity. */
export const prospectsCodecColumns = {
  json: ['newCustomerInfo', 'columnMapping', 'importSummary'],
  boolean: [] as string[],
};
