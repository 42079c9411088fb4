import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestSession } from '../test/harness.js';
import { listenToChanges, type LiveEvents } from '../test/live-events.js';

let t: TestApp;
let admin: TestSession;
let office: TestSession;
let repFl: TestSession;
let repTx: TestSession;
let eventId: string;
let live: LiveEvents;

const show = { name: 'Trade Show 2025', starting: '2025-04-11', ending: '2025-04-14' };
const booking = {
  accountName: 'Smoke Shop',
  startDate: '2025-04-12',
  startTime: '10:30',
  repCode: 'FL',
  type: 'Visit',
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userSession({ email: 'admin@e.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  office = await t.userSession({ email: 'office@e.test', role: 'office' });
  repFl = await t.userSession({ email: 'fl@e.test', role: 'rep', states: ['FL'], repCode: 'FL' });
  repTx = await t.userSession({ email: 'tx@e.test', role: 'rep', states: ['TX'], repCode: 'SW' });
  live = listenToChanges(t.runtime.bus);
  const created = await admin.request('POST', '/api/events', show);
  expect(created.statusCode).toBe(201);
  eventId = created.json().event.id;
});
afterAll(() => t.close());

describe('events', () => {
  it('lets admins and office create and edit events, not reps', async () => {
    expect((await repFl.request('POST', '/api/events', show)).statusCode).toBe(403);
    const created = await office.request('POST', '/api/events', { ...show, name: 'Office Show' });
    expect(created.statusCode).toBe(201);
    const id = created.json().event.id;
    expect(created.json().event).toMatchObject({
      name: 'Office Show',
      active: true,
      authorName: 'Test User',
    });
    expect((await repFl.request('PUT', `/api/events/${id}`, show)).statusCode).toBe(403);
    const edited = await admin.request('PUT', `/api/events/${id}`, {
      ...show,
      name: 'Renamed',
      active: false,
    });
    expect(edited.json().event).toMatchObject({ name: 'Renamed', active: false });
    await live.arrived([{ kind: 'event.changed', id }]);
    const missing = await admin.request('PUT', '/api/events/nope', show);
    expect(missing.statusCode).toBe(404);
  });

  it('records who created and changed an event in the audit log', async () => {
    const audited = { ...show, name: 'Audited Show', active: false };
    const created = await admin.request('POST', '/api/events', audited);
    const id = created.json().event.id;
    await office.request('PUT', `/api/events/${id}`, { ...audited, ending: '2025-04-15' });
    const audit = await admin.request('GET', '/api/admin/audit?entityType=event');
    expect(audit.statusCode).toBe(200);
    const entries = (
      audit.json().entries as { entityId: string; action: string; userName: string; changes: unknown }[]
    )
      .filter((entry) => entry.entityId === id)
      .map(({ action, userName, changes }) => ({ action, userName, changes }));
    expect(entries).toContainEqual({
      action: 'update',
      userName: 'Test User',
      changes: { ending: { before: '2025-04-14', after: '2025-04-15' } },
    });
    expect(entries).toContainEqual(expect.objectContaining({ action: 'create', userName: 'Ada Admin' }));
  });

  it('lists active events only, oldest start first, for any user', async () => {
    await admin.request('POST', '/api/events', {
      name: 'Earlier',
      starting: '2024-01-02',
      ending: '2024-01-03',
    });
    const response = await repTx.request('GET', '/api/events/active');
    expect(response.statusCode).toBe(200);
    const names = response.json().events.map((e: { name: string }) => e.name);
    expect(names).toEqual(['Earlier', 'Trade Show 2025']);
  });

  it('refuses an event ending before it starts', async () => {
    const response = await admin.request('POST', '/api/events', { ...show, ending: '2025-04-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The event cannot end before it starts');
  });

  it('shows one event with the reps its grid can show', async () => {
    const response = await repFl.request('GET', `/api/events/${eventId}`);
    expect(response.json().event.name).toBe('Trade Show 2025');
    expect(response.json().participants).toEqual([
      { repCode: 'FL', name: 'Test User' },
      { repCode: 'SW', name: 'Test User' },
    ]);
    expect((await repFl.request('GET', '/api/events/nope')).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No Event to show, go back',
    });
  });
});

describe('appointments', () => {
  it('requires an account name with the spec message', async () => {
    const response = await repFl.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      accountName: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter an account name');
  });

  it('refuses a day outside the event and an unknown type', async () => {
    const outside = await repFl.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      startDate: '2025-04-15',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('Choose a day of the event (04/11/2025 to 04/14/2025).');
    const type = await repFl.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      type: 'Lunch',
    });
    expect(type.statusCode).toBe(400);
  });

  it('books a slot, lists it per rep, and refuses a second booking of it with 409', async () => {
    const created = await repFl.request('POST', `/api/events/${eventId}/appointments`, booking);
    expect(created.statusCode).toBe(201);
    expect(created.json().appointment).toMatchObject({
      participant: 'FL',
      accountName: 'Smoke Shop',
      authorId: repFl.userId,
    });
    await live.arrived([{ kind: 'appointment.changed', id: eventId }]);

    const again = await repTx.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      accountName: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'FL already has an appointment on 04/12/2025 at 10:30 AM. Choose another slot.',
    );

    const otherRep = await repTx.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      repCode: 'SW',
    });
    expect(otherRep.statusCode).toBe(201);

    const forFl = await repTx.request('GET', `/api/events/${eventId}/appointments?rep=FL`);
    expect(forFl.json().appointments.map((a: { accountName: string }) => a.accountName)).toEqual([
      'Smoke Shop',
    ]);
    const all = await repTx.request('GET', `/api/events/${eventId}/appointments`);
    expect(all.json().appointments).toHaveLength(2);
  });

  it('lets only one of two parallel bookings of the same slot win', async () => {
    const slot = { ...booking, startTime: '15:00' };
    const responses = await Promise.all([
      repFl.request('POST', `/api/events/${eventId}/appointments`, slot),
      repTx.request('POST', `/api/events/${eventId}/appointments`, slot),
      office.request('POST', `/api/events/${eventId}/appointments`, slot),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('lets only the author delete, admins included', async () => {
    const created = await repFl.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      startTime: '16:00',
    });
    const id = created.json().appointment.id;
    for (const other of [admin, repTx]) {
      const refused = await other.request('DELETE', `/api/appointments/${id}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the author of this appointment can delete it');
    }
    expect((await repFl.request('DELETE', `/api/appointments/${id}`)).statusCode).toBe(204);
    expect((await repFl.request('DELETE', `/api/appointments/${id}`)).statusCode).toBe(404);
    const rebooked = await repTx.request('POST', `/api/events/${eventId}/appointments`, {
      ...booking,
      startTime: '16:00',
    });
    expect(rebooked.statusCode).toBe(201);
  });

  it('refuses bookings for an inactive or missing event', async () => {
    const created = await admin.request('POST', '/api/events', { ...show, name: 'Closed', active: false });
    const closed = await repFl.request(
      'POST',
      `/api/events/${created.json().event.id}/appointments`,
      booking,
    );
    expect(closed.statusCode).toBe(404);
    expect((await repFl.request('GET', '/api/events/nope/appointments')).statusCode).toBe(404);
  });
});
