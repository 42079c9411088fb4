/**
 * Answers as the server sends them, built from the contract types. `mockApi` parses every answer
 * with the route's response schema, so these cannot drift from the contract unnoticed.
 */
import type { Abilities } from '../../domain/access/policy';
import type { RouteReturn } from '../../domain/contract/route';
import type { customerRecordsContract } from '../../domain/customer-records/contract';
import type { customersContract } from '../../domain/customers/contract';
import type { environmentContract } from '../../domain/environment/contract';
import type { notesContract } from '../../domain/notes/contract';
import { untouchedNote } from '../../domain/notes/card';
import { noteTagsDefault } from '../../domain/settings/noteTags';
import type { sessionContract } from '../../domain/session/contract';
import type { Candidate } from '../../domain/visit-planning/contract';

type EnvironmentAnswer = RouteReturn<typeof environmentContract.environment>;
type CustomerSummaryAnswer = RouteReturn<typeof customersContract.search>['customers'][number];
type CustomerDetailAnswer = RouteReturn<typeof customersContract.customer>['customer'];
type NoteAnswer = RouteReturn<typeof notesContract.get>['note'];
type MeAnswer = RouteReturn<typeof sessionContract.me>;
type ContactAnswer = RouteReturn<typeof customerRecordsContract.createContact>['contact'];

export function anEnvironment(patch: Partial<EnvironmentAnswer> = {}): EnvironmentAnswer {
  return {
    settings: { noteTags: noteTagsDefault },
    users: [
      { id: 'u-ana', displayName: 'Ana Rep', repCode: 'AR', active: true, untaggable: false },
      { id: 'u-ben', displayName: 'Ben Office', repCode: null, active: true, untaggable: false },
    ],
    priceLevels: [],
    terms: [],
    salesReps: [],
    ...patch,
  };
}

export function aCustomer(patch: Partial<CustomerSummaryAnswer> = {}): CustomerSummaryAnswer {
  return {
    listId: 'C-100',
    fullName: 'Smoke House',
    companyName: 'Smoke House LLC',
    firstName: 'Rita',
    lastName: 'Moreno',
    city: 'Miami',
    state: 'FL',
    accountNumber: '4411',
    isActive: true,
    ...patch,
  };
}

/** A customer's page, as the working set keeps it. */
export function aCustomerDetail(patch: Partial<CustomerDetailAnswer> = {}): CustomerDetailAnswer {
  return {
    listId: 'C-100',
    fullName: 'Smoke House',
    companyName: 'Smoke House',
    firstName: null,
    lastName: null,
    accountNumber: null,
    phone: null,
    email: null,
    balance: 0,
    isActive: true,
    state: null,
    shipState: 'FL',
    city: null,
    shipCity: 'Miami',
    billAddress: {},
    shipAddress: {},
    termsName: null,
    priceLevelListId: null,
    priceLevelName: null,
    salesRepName: null,
    isTaaMember: false,
    dataExt: [],
    additionalContacts: [],
    timeCreated: null,
    timeModified: null,
    editSequence: null,
    lastVisitAt: null,
    ...patch,
  };
}

let noteSeq = 0;
export function aNote(patch: Partial<NoteAnswer> = {}): NoteAnswer {
  noteSeq += 1;
  return {
    id: `N-${noteSeq}`,
    createdAt: '2026-11-23T15:00:00.000Z',
    noteClass: 'standard',
    customerListId: 'C-100',
    customerName: 'Smoke House',
    customerState: 'FL',
    subject: `Visit ${noteSeq}`,
    text: 'Talked about the new blends.',
    tags: ['Visit'],
    authorId: 'u-ana',
    authorName: 'Ana Rep',
    damagedItems: [],
    ...untouchedNote,
    ...patch,
  };
}

/** `count` notes, newest first. */
export const someNotes = (count: number, patch: Partial<NoteAnswer> = {}) =>
  Array.from({ length: count }, () => aNote(patch));

/** What a rep may do: write notes and orders, nothing of the admin's. */
export const repAbilities = {
  'users.manage': false,
  'settings.manage': false,
  'tokens.manage': false,
  'events.manage': false,
  'reports.view': false,
  'orders.changeStatus': false,
  'orders.retryPush': false,
  'orders.create': true,
  'orders.overrideGate': false,
  'notes.create': true,
  'visits.viewTeam': false,
  'map.movePins': true,
  'offline.keepCopy': true,
  'digest.yourWeek': true,
  'docs.view': false,
  'history.viewAll': false,
  'compliance.manage': false,
} satisfies Abilities;

/** Ana, a rep for Florida, signed in (`/api/me`). */
export function aRepSignedIn(patch: Partial<MeAnswer['user']> = {}): MeAnswer {
  return {
    user: {
      id: 'u-ana',
      role: 'rep',
      email: 'ana@humidor.test',
      displayName: 'Ana Rep',
      states: ['FL'],
      repCode: 'AR',
      canChangeOrderStatus: false,
      reportUrl: null,
      ...patch,
    },
    abilities: repAbilities,
    email: { available: false },
  };
}

/** Rita, the owner, a contact of Smoke House written by Ana. */
export function aContact(patch: Partial<ContactAnswer> = {}): ContactAnswer {
  return {
    id: 'K-1',
    customerListId: 'C-100',
    authorId: 'u-ana',
    authorName: 'Ana Rep',
    createdAt: '2026-11-23T15:00:00.000Z',
    updatedAt: '2026-11-23T15:00:00.000Z',
    firstName: 'Rita',
    middleName: null,
    lastName: null,
    position: 'Owner',
    telephone: null,
    email: null,
    birthday: null,
    about: null,
    ...patch,
  };
}

/** A customer of Whom to see, as `GET /api/visits/priorities` lists it: a Tampa lounge, overdue. */
export function aCandidate(patch: Partial<Candidate> = {}): Candidate {
  return {
    customerId: 'C-1',
    name: 'Ybor Cigar Lounge',
    city: 'Tampa',
    state: 'FL',
    grade: 'B',
    latitude: 27.96,
    longitude: -82.44,
    cadenceDays: 30,
    daysSinceVisit: 53,
    priority: 82,
    explanation:
      'overdue by 23 days on a 30-day cadence; at risk: no invoice for 71 days against a usual 28; 2 open tasks',
    parts: [],
    hours: { source: 'default', customerType: 'Lounge', hours: null },
    visitMinutes: 30,
    pin: null,
    ...patch,
  };
}
