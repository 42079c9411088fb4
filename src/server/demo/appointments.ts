import type { Runtime } from '../runtime/runtime.js';

const dayMs = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/** On a database without events, adds one active 4-day trade show around today; returns whether it did. */
export async function seedDemoEvents(runtime: Runtime, now = new Date()): Promise<boolean> {
  const { db } = runtime.database;
  const any = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const author = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('role', '=', 'admin')
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
  const today = Date.parse(`${isoDay(now.getTime())}T00:00:00Z`);
  const at = now.toISOString();
  await db
    .insertInto('events')
    .values({
      id: crypto.randomUUID(),
      name: `Trade Show ${now.getUTCFullYear()}`,
      starting: isoDay(today - dayMs),
      ending: isoDay(today + 2 * dayMs),
      active: true,
      authorId: author?.id ?? null,
      authorName: author?.name ?? 'Humidor',
      createdAt: at,
      updatedAt: at,
    })
    .execute();
  return true;
}
