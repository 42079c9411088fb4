import type { Db } from '../../db/database.js';
import type { EventBus } from '../../live/bus.js';

/** What a Web Connector run and its order push work with. */
export interface DesktopDeps {
  db: Db;
  bus: EventBus;
}
