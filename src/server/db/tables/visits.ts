import type { WeekHours } from '../../../domain/visit-planning/hours.js';
import type { Pin } from '../../../domain/visit-planning/priority.js';
import type { WorkingDays } from '../../../domain/visit-planning/working-days.js';
import type { LocationSource } from '../../../domain/visits/geo.js';

/** Where each mirrored customer sits on the map (docs/decisions: location sources). */
export interface CustomerLocationsTable {
  customerListId: string;
  latitude: number;
  longitude: number;
  source: LocationSource;
  /** The ZIP code whose centre it is, when `source` is 'zip'. */
  zip: string | null;
  /** The address it was found for; a pin stays while the imported address does. */
  addressKey: string;
  updatedAt: string;
  /** Who set a pin; null for the import's placements. */
  updatedBy: string | null;
  /** The `addressKey` last sent to the geocoder (decision 0243); null until then. */
  geocodedKey: string | null;
}

/** A rep's stop at a customer: started by a check-in, ended by a check-out. */
export interface VisitsTable {
  id: string;
  customerListId: string;
  userId: string;
  startedAt: string;
  endedAt: string | null;
  /** Where the phone was at check-in, when the rep let it say. */
  latitude: number | null;
  longitude: number | null;
  /** Miles from the customer's location at check-in. */
  distanceMiles: number | null;
  /** The note written during the visit. */
  noteId: string | null;
  createdAt: string;
}

/** The newest visit of each customer: a check-in or a note tagged Visit (server/visits/last-visit.ts). */
export interface CustomerLastVisitsTable {
  customerListId: string;
  lastVisitAt: string;
}

/**
 * Each customer's count of assortment SKUs bought in the 9 months before a day, the number its
 * grade is read from (server/visits/customer-grades.ts; decision 0192). A row is good for a
 * day whose window starts between `windowFrom` and `oldestCounted`; the import empties
 * `windowFrom` and raises `version` when a batch may change it.
 */
export interface CustomerGradesTable {
  customerListId: string;
  skus: number;
  /** The first day of the window counted ('YYYY-MM-DD'); null when the count must be made again. */
  windowFrom: string | null;
  /** The oldest last purchase among the SKUs counted: the window may move up to it unchanged. */
  oldestCounted: string | null;
  version: number;
}

/** A user's route for a day: the start and the stops in the order to drive (issue 27, part 6). */
export interface RoutePlansTable {
  userId: string;
  /** 'YYYY-MM-DD' as the rep's page named it. */
  day: string;
  startLatitude: number;
  startLongitude: number;
  startLabel: string;
  /** Customer ListIDs in the order to drive. */
  routeStopIds: string[];
  updatedAt: string;
}

/** A customer's own opening hours (issue 47); without a row, its type's default (admin setting). */
export interface CustomerHoursTable {
  customerListId: string;
  openingHours: WeekHours;
  updatedAt: string;
  updatedBy: string | null;
}

/** A rep's working days and the places they start and end at (issue 47). */
export interface RepWorkingDaysTable {
  userId: string;
  workingDays: WorkingDays;
  updatedAt: string;
  /** Who saved them: the rep, or an admin for them. */
  updatedBy: string | null;
}

/** A rep's pin on a customer: always in their plans, or never. */
export interface VisitPinsTable {
  userId: string;
  customerListId: string;
  pin: Pin;
  updatedAt: string;
}

export interface VisitsTables {
  customerLocations: CustomerLocationsTable;
  visits: VisitsTable;
  customerLastVisits: CustomerLastVisitsTable;
  customerGrades: CustomerGradesTable;
  routePlans: RoutePlansTable;
  customerHours: CustomerHoursTable;
  repWorkingDays: RepWorkingDaysTable;
  visitPins: VisitPinsTable;
}

export const visitsCodecColumns = {
  json: ['routeStopIds', 'openingHours', 'workingDays'],
  boolean: [] as string[],
};
