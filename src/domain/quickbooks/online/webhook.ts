import { onlineEntities } from './mapping.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const mirrored = new Set(onlineEntities.map((e) => e.toLowerCase()));

/**
 * The changes of one notification read at most: Intuit sends a few, and a change left unread is
 * still pulled by the next scheduled change data capture (decision 0252).
 */
export const webhookChangesRead = 1000;

/**
 * The companies a verified webhook asks Humidor to pull, each once: those with a change to an entity
 * the mirror keeps. Intuit's payload names each change (`eventNotifications[].dataChangeEvent
 * .entities[]`, or in its CloudEvents form one event per change, `type: "qbo.invoice.updated.v1"`
 * with `intuitaccountid`); change data capture then reads them all from the watermark, so only the
 * company matters, never the object.
 */
export function companiesToPull(payload: unknown, maxChanges = webhookChangesRead): string[] {
  const realms = new Set<string>();
  let read = 0;
  for (const [realmId, entity] of changesOf(payload)) {
    read += 1;
    if (read > maxChanges) break;
    if (
      (typeof realmId === 'string' || typeof realmId === 'number') &&
      mirrored.has(String(entity).toLowerCase())
    )
      realms.add(String(realmId));
  }
  return [...realms];
}

/** Each change a notification names, as its company and entity, in order: read only as far as needed. */
function* changesOf(payload: unknown): Generator<[realmId: unknown, entity: unknown]> {
  if (Array.isArray(payload)) {
    for (const event of payload)
      if (isObject(event)) yield [event.intuitaccountid, /^qbo\.(\w+)\./i.exec(String(event.type))?.[1]];
  } else if (isObject(payload) && Array.isArray(payload.eventNotifications)) {
    for (const notification of payload.eventNotifications) {
      if (!isObject(notification)) continue;
      const change = isObject(notification.dataChangeEvent) ? notification.dataChangeEvent : {};
      const entities: unknown[] = Array.isArray(change.entities) ? change.entities : [];
      for (const entity of entities) if (isObject(entity)) yield [notification.realmId, entity.name];
    }
  }
}
