import type { Principal } from '../../domain/access/policy.js';
import type { Candidate } from '../../domain/visit-planning/contract.js';
import { licenseConcernOf } from '../../domain/visit-planning/license-concern.js';
import { priorityOf, type PriorityFacts } from '../../domain/visit-planning/priority.js';
import { visitMinutesOf } from '../../domain/visit-planning/settings.js';
import { daysBetween } from '../../domain/visits/cadence.js';
import type { LicenseLapseFacts } from '../../domain/compliance/licenses.js';
import { visibleCustomers } from '../access/visibility.js';
import type { Db } from '../db/database.js';
import { riskFacts } from '../insights/customer-risk.js';
import { companyToday } from '../insights/figures.js';
import { atRiskRows } from '../insights/presenters.js';
import { getSetting } from '../settings/queries.js';
import { gradedCustomersOf, standingOf } from '../visits/standing.js';
import { customersWithHours, hoursByCustomer } from './hours.js';
import { pinsOf } from './pins.js';

/** The note tag that asks for a follow-up (the shipped tag list's "Follow-up"). */
export const followUpTag = 'Follow-up';

const group = <T>(rows: readonly T[], keyOf: (row: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
};

/**
 * Each visible customer's open tasks, and its follow-ups: notes tagged Follow-up, not resolved,
 * written after the customer's last visit (a visit since answers them; decision 0316).
 */
async function openWorkOf(db: Db, user: Principal) {
  const rows = await db
    .selectFrom('notes')
    .innerJoin('customers', 'customers.listId', 'notes.customerListId')
    .where(visibleCustomers(user))
    .where('notes.isResolved', '=', false)
    .where((eb) =>
      eb.or([
        eb('notes.isTask', '=', true),
        eb.exists(
          eb
            .selectFrom('noteTags')
            .select('noteTags.noteId')
            .whereRef('noteTags.noteId', '=', 'notes.id')
            .where('noteTags.tag', '=', followUpTag),
        ),
      ]),
    )
    .select(['notes.customerListId', 'notes.isTask', 'notes.createdAt'])
    .execute();
  return group(rows, (row) => row.customerListId!);
}

/** The licenses of every customer the user may see, for their standing today. */
async function licensesByCustomer(db: Db, user: Principal) {
  const rows = await db
    .selectFrom('customerLicenses')
    .innerJoin('customers', 'customers.listId', 'customerLicenses.customerListId')
    .where(visibleCustomers(user))
    .where('customerLicenses.deletedAt', 'is', null)
    .select([
      'customerLicenses.customerListId',
      'customerLicenses.state',
      'customerLicenses.kind',
      'customerLicenses.issuedOn',
      'customerLicenses.expiresOn',
      'customerLicenses.goneFromListAt',
    ])
    .execute();
  return group<LicenseLapseFacts & { customerListId: string }>(rows, (row) => row.customerListId);
}

/**
 * The user's candidates to visit: every active customer they may see, with its priority and its
 * words (decision 0316), its hours, visit length, place and the user's pin; most pressing first,
 * then by name. With the admin's travel figures (decision 0361): the phone keeps this answer to plan
 * offline with the same figures as the server.
 */
export async function prioritiesOf(db: Db, user: Principal, now = new Date()) {
  const { today } = await companyToday(db, now.getTime());
  const [customers, cadence, minutes, weights, risks, work, licenses, pins, travel] = await Promise.all([
    gradedCustomersOf(db, user, now),
    getSetting(db, 'visitCadence'),
    getSetting(db, 'visitMinutes'),
    getSetting(db, 'priorityWeights'),
    riskFacts(db, user, {}, today),
    openWorkOf(db, user),
    licensesByCustomer(db, user),
    pinsOf(db, user),
    getSetting(db, 'planTravel'),
  ]);
  const atRisk = new Map(atRiskRows(risks, today).map((row) => [row.customerListId, row]));
  const hours = await hoursByCustomer(db, customersWithHours(db).where(visibleCustomers(user)));
  const candidates: Candidate[] = customers.map((customer) => {
    const { cadenceDays } = standingOf(customer, customer.grade, cadence, now);
    const daysSinceVisit = customer.lastVisitAt ? daysBetween(new Date(customer.lastVisitAt), now) : null;
    const open = work.get(customer.customerId) ?? [];
    const followUps = open.filter(
      (note) => !note.isTask && (!customer.lastVisitAt || note.createdAt > customer.lastVisitAt),
    );
    const facts: PriorityFacts = {
      cadenceDays,
      daysSinceVisit,
      risk: atRisk.get(customer.customerId) ?? null,
      openTasks: open.filter((note) => note.isTask).length,
      openFollowUps: followUps.length,
      license: licenseConcernOf(licenses.get(customer.customerId) ?? [], today),
      pin: pins.get(customer.customerId) ?? null,
    };
    const priority = priorityOf(facts, weights);
    return {
      customerId: customer.customerId,
      name: customer.name,
      city: customer.city,
      state: customer.shipState ?? customer.state,
      grade: customer.grade,
      latitude: customer.latitude,
      longitude: customer.longitude,
      cadenceDays,
      daysSinceVisit,
      ...priority,
      hours: hours.get(customer.customerId)!,
      visitMinutes: visitMinutesOf(customer.grade, minutes),
      pin: facts.pin,
    };
  });
  candidates.sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name));
  return { day: today, candidates, travel };
}
