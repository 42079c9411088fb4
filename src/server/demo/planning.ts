import { sameHoursEveryDay, type WeekHours } from '../../domain/visit-planning/hours.js';
import type { PlaceInput, WorkingDaysInput } from '../../domain/visit-planning/working-days.js';
import type { Db } from '../db/database.js';
import { internetOutbound } from '../shared/outbound.js';
import { placeWorkingDays, writeWorkingDays } from '../visit-planning/working-days.js';

/**
 * What the demo's plans start from (issue 47): lounges, cigar bars and clubs open 16:00–22:00 every
 * day; every fourth other shop closed on Mondays (10:00–19:00 the other days); the rest keep the
 * admin's default. The same on every run.
 */
const eveningWords = ['Lounge', 'Cigar Bar', 'Cigar Club'];

export const loungeHours = sameHoursEveryDay('16:00', '22:00');
export const closedMondays = sameHoursEveryDay('10:00', '19:00', ['mon']);

export function demoOpeningHours(
  customers: readonly { listId: string; fullName: string }[],
): { customerListId: string; hours: WeekHours }[] {
  const sorted = [...customers].sort((a, b) => (a.listId < b.listId ? -1 : a.listId > b.listId ? 1 : 0));
  let shops = 0;
  return sorted.flatMap((customer) => {
    if (eveningWords.some((word) => customer.fullName.includes(word)))
      return [{ customerListId: customer.listId, hours: loungeHours }];
    shops += 1;
    return shops % 4 === 0 ? [{ customerListId: customer.listId, hours: closedMondays }] : [];
  });
}

/**
 * The demo reps' weeks by rep code: Monday to Friday, 8 to 5, from home and back, but for one night
 * away: Wednesday ends in a city of the territory and Thursday starts where it ended. The city is
 * within half a day's drive at the default travel figures (Orlando 2.9 h, Waco 3.5 h), so the day
 * still has room for stops; Savannah and Dallas, before, left Wednesday empty or nearly.
 */
const repWeeks: Record<string, { home: string; away: string }> = {
  FL: { home: '100 N Tampa St, Tampa, FL 33602', away: 'Orlando, FL 32801' },
  SW: { home: '500 E 7th St, Austin, TX 78701', away: 'Waco, TX 76701' },
};

export function demoWorkingDays(repCode: string | null): WorkingDaysInput | null {
  const week = repCode ? repWeeks[repCode] : undefined;
  if (!week) return null;
  const home: PlaceInput = { kind: 'home' };
  const day = { from: '08:00', to: '17:00', start: home, end: home };
  return {
    home: week.home,
    days: {
      mon: day,
      tue: day,
      wed: { ...day, end: { kind: 'address', address: week.away } },
      thu: { ...day, start: { kind: 'yesterday' } },
      fri: day,
    },
  };
}

/**
 * On a database without planning data, writes the demo's hours and the reps' working days (their
 * places from the ZIP codes' table: a fresh database has no geocoder chosen). Returns whether it did.
 */
export async function seedDemoPlanning(db: Db, now = new Date()): Promise<boolean> {
  const [hours, days] = await Promise.all([
    db.selectFrom('customerHours').select('customerListId').limit(1).executeTakeFirst(),
    db.selectFrom('repWorkingDays').select('userId').limit(1).executeTakeFirst(),
  ]);
  if (hours || days) return false;
  const updatedAt = now.toISOString();
  const rows = demoOpeningHours(await db.selectFrom('customers').select(['listId', 'fullName']).execute());
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('customerHours')
      .values(
        rows.slice(i, i + 500).map((row) => ({
          customerListId: row.customerListId,
          openingHours: row.hours,
          updatedAt,
          updatedBy: null,
        })),
      )
      .execute();
  const reps = await db.selectFrom('users').select(['id', 'repCode']).where('role', '=', 'rep').execute();
  for (const rep of reps) {
    const input = demoWorkingDays(rep.repCode ?? null);
    if (input)
      await writeWorkingDays(db, rep.id, await placeWorkingDays(db, internetOutbound, input), null, now);
  }
  return true;
}
