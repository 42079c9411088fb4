import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';

/** What the Web Connector's run and its order push both work with. */
export interface QbwcDeps {
  db: Db;
  bus: EventBus;
}
