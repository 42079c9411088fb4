import type { Tx } from '../db/database.js';
import { recordChange, type Actor } from '../history-writes/record.js';
import type { EventBus } from '../live/bus.js';

/**
 * A prospect's change, recorded and told (issue 47; decision 0348): its history entry written in
 * the change's transaction and, after the commit, a live `prospect.changed` to the users who see
 * its state, as every customer-owned row is scoped.
 */

interface ProspectRef {
  id: string;
  name: string;
  state: string;
}

export async function recordProspectChange(
  tx: Tx,
  actor: Actor,
  prospect: ProspectRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  await recordChange(tx, {
    actor,
    entityType: 'prospect',
    entityId: prospect.id,
    action: 'update',
    label: prospect.name,
    // A prospect is seen through its one state (visibleProspects); its history likewise.
    scope: { scope: 'states', customerListId: null, customerState: prospect.state, customerShipState: null },
    before,
    after,
  });
}

export const publishProspectChanged = (bus: EventBus, prospect: Pick<ProspectRef, 'id' | 'state'>) =>
  bus.publish({ kind: 'prospect.changed', id: prospect.id, scopeStates: [prospect.state] });
