import { stateScopeOf, type Principal } from '../../domain/access/policy.js';
import { mapChanges } from '../../domain/map/contract.js';
import type { EventBus } from '../live/bus.js';

const changesThatMove = new Set<string>(mapChanges);

/**
 * The map's answer, kept serialized per state scope and company day (decision 0229). At 45,000
 * customers, building, validating and serializing it costs several times the 150 ms the map may
 * take, and every user of one scope gets the same bytes. A kept answer is forgotten on any change
 * that moves it (across instances, through the bus) and after `maxAgeMs` at the latest, should a
 * change be lost on its way.
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
