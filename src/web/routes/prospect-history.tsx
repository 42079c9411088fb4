import { HistoryPanel } from '../features/history';
import type { ProspectHistory } from '../features/prospects';

/**
 * A prospect card's History panel (decision 0348), as a customer's page shows its own: the pages
 * that show prospects (the map, Near me) hand it to the prospects feature, which may not import the
 * history feature itself.
 */
export const prospectHistory: ProspectHistory = (prospectId) => (
  <HistoryPanel subject="prospect" id={prospectId} />
);
