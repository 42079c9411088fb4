import { onlineEntities } from './mapping.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);
const mirrored = new Set(onlineEntities.map((e) => e.toLowerCase()));

/**
 * The companies a verified webhook asks Humidor to pull, each once: those with a change to an entity
 * the mirror keeps. Intuit's payload names each change (`eventNotifications[].dataChangeEvent
 * .entities[]`, or in its CloudEvents form one event per change, `type: "qbo.invoice.updated.v1"`
 * with `intuitaccountid`); change data capture then reads them all from the watermark, so only the
 * company matters, never the object.
 */
export function companiesToPull(payload: unknown): string[] {
  const realms = new Set<string>();
  const add = (realmId: unknown, entity: unknown) => {
    if (
      (typeof realmId === 'string' || typeof realmId === 'number') &&
      mirrored.has(String(entity).toLowerCase())
    )
      realms.add(String(realmId));
  };
  if (Array.isArray(payload)) {
    for (const event of payload.filter(isObject))
      add(event.intuitaccountid, /^qbo\.(\w+)\./i.exec(String(event.type))?.[1]);
  } else if (isObject(payload) && Array.isArray(payload.eventNotifications)) {
    for (const notification of payload.eventNotifications.filter(isObject)) {
      const change = isObject(notification.dataChangeEvent) ? notification.dataChangeEvent : {};
      const entities = Array.isArray(change.entities) ? change.entities.filter(isObject) : [];
      for (const entity of entities) add(notification.realmId, entity.name);
    }
  }
  return [...realms];
}
