import { stateScopeOf, type Principal } from '../../domain/access/policy.js';
import type { EventBus } from '../live/bus.js';

/**
 * What changes a map answer: the mirror (customers, invoices), visits, admin settings (cadence,
 * grades) and a customer's licenses ("License expired", decision 0306).
 */
const changesThatMove = new Set([
  'import.completed',
  'visit.changed',
  'settings.changed',
  'customer.licenses',
]);

/**
 * The map's answer, kept serialized per state scope and company day (decision 0229). At 45,000
 * customers, building, validating and serializing it costs several times the 150 ms the map may
 * take, and every user of one scope gets the same bytes. A kept answer is forgotten on any change
 * that moves it (across instances, through the bus) and after `maxAgeMs` at the latest, so a pin
 * moved on another instance shows within a minute.
 */
export function mapAnswers(bus: EventBus, { maxAgeMs = 60_000, maxScopes = 64 } = {}) {
  const kept = new Map<string, { at: number; json: Promise<string> }>();
  const forget = () => kept.clear();
  const unsubscribe = bus.subscribe((event) => {
    if (changesThatMove.has(event.kind)) forget();
  }, forget);
  return {
    get(user: Principal, today: string, build: () => Promise<string>): Promise<string> {
      const key = `${today} ${JSON.stringify(stateScopeOf(user))}`;
      const entry = kept.get(key);
      if (entry && Date.now() - entry.at < maxAgeMs) return entry.json;
      if (kept.size >= maxScopes) kept.delete(kept.keys().next().value!);
      const json = build();
      kept.set(key, { at: Date.now(), json });
      // A failed build is not kept: the next request tries again.
      json.catch(() => {
        if (kept.get(key)?.json === json) kept.delete(key);
      });
      return json;
    },
    forget,
    close: unsubscribe,
  };
}
