/** Trade events (orders-and-records.md §3 Event) and the appointments booked in their grid. */
export interface EventsTable {
  id: string;
  name: string;
  /** First and last day, 'YYYY-MM-DD'. */
  starting: string;
  ending: string;
  active: boolean;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}

interface AppointmentsTable {
  id: string;
  eventId: string;
  /** The rep code the appointment is for. */
  participant: string;
  startDate: string;
  /** 'HH:MM', one of the grid's slot times. */
  startTime: string;
  accountName: string;
  type: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
}

export interface EventTables {
  events: EventsTable;
  appointments: AppointmentsTable;
}

export const eventCodecColumns = { json: [] as string[], boolean: ['active'] };
