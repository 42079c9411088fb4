import { exciseMonthsKeeper } from '../compliance-reports/excise-months.js';
import type { Db } from '../db/database.js';
import { salesRollupsKeeper, salesSummaryKeeper } from '../insights/keepers.js';
import { fillMarked, type Keeper } from '../shared/keeper.js';
import { customerGradesKeeper, mapPlacementKeeper } from '../visits/keepers.js';

/**
 * Every keeper of data derived from the import, in the order the import tells them of a batch and
 * the start fills the marked ones (decision 0264): a new derived table is a keeper in its feature's
 * folder and one line here. `keepers.test.ts` fails for a keeper left out.
 */
export const keepers: readonly Keeper[] = [
  salesSummaryKeeper,
  // after the summary, whose fill marks it
  salesRollupsKeeper,
  customerGradesKeeper,
  mapPlacementKeeper,
  exciseMonthsKeeper,
];

/** At start: fills the keepers a migration or a first load that died marked for a refill. */
export const fillMarkedKeepers = (db: Db): Promise<void> => fillMarked(db, keepers);
