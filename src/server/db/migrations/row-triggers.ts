/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not as it is now. */
import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types.js';

/**
 * A trigger after each row's insert, update or delete, written once for both databases (the tables
 * kept by triggers of migrations 0046–0048). Each event's statements may read `new` and `old` and
 * end with `;`; on SQLite they make a trigger of their own per event (`<name>_ai`, `_au`, `_ad`), on
 * PostgreSQL one PL/pgSQL function and trigger named `<name>`. `updateOf` limits the update to
 * changes of those columns.
 */
export interface RowTrigger {
  name: string;
  table: string;
  insert?: string;
  update?: string;
  delete?: string;
  updateOf?: string[];
}

const events = [
  ['insert', 'ai', 'INSERT'],
  ['update', 'au', 'UPDATE'],
  ['delete', 'ad', 'DELETE'],
] as const;

export async function createRowTrigger(db: Kysely<any>, trigger: RowTrigger): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const on = events.filter(([event]) => trigger[event]);
  const when = (event: 'insert' | 'update' | 'delete') =>
    event === 'update' && trigger.updateOf
      ? `update of ${trigger.updateOf.map((column) => `"${column}"`).join(', ')}`
      : event;
  if (columnTypes(db).postgres) {
    const branches = on.map(([event, , op]) => `if tg_op = '${op}' then ${trigger[event]} end if;`);
    await run(`create function "${trigger.name}"() returns trigger language plpgsql as $$
      begin ${branches.join('\n')} return null; end $$`);
    await run(
      `create trigger "${trigger.name}" after ${on.map(([event]) => when(event)).join(' or ')} ` +
        `on "${trigger.table}" for each row execute function "${trigger.name}"()`,
    );
    return;
  }
  for (const [event, suffix] of on)
    await run(
      `create trigger "${trigger.name}_${suffix}" after ${when(event)} on "${trigger.table}" begin ${trigger[event]} end`,
    );
}

export async function dropRowTrigger(db: Kysely<any>, trigger: Pick<RowTrigger, 'name' | 'table'>) {
  const run = (text: string) => sql.raw(text).execute(db);
  if (columnTypes(db).postgres) {
    await run(`drop trigger if exists "${trigger.name}" on "${trigger.table}"`);
    await run(`drop function if exists "${trigger.name}"()`);
  } else for (const [, suffix] of events) await run(`drop trigger if exists "${trigger.name}_${suffix}"`);
}

/** The UTC hour of an instant column as `YYYY-MM-DDTHH` (text on SQLite, timestamptz on PostgreSQL). */
export const utcHourOf = (db: Kysely<any>, instant: string) =>
  columnTypes(db).postgres
    ? `to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24')`
    : `substr(${instant}, 1, 13)`;
