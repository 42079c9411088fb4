// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eventsContract as contract } from '../../../../domain/events/contract';
import { mockApi } from '../../../test/api';
import { renderHookWithApp } from '../../../test/hooks';
import type { Appointment, EventRow } from '../api/events';
import { useActiveEvents, useAppointments, useCreateAppointment, useSaveEvent } from './useEvents';

const anEvent = (patch: Partial<EventRow> = {}): EventRow => ({
  id: 'E-1',
  name: 'Big Smoke',
  starting: '2026-12-03',
  ending: '2026-12-05',
  active: true,
  authorName: 'Ben Office',
  createdAt: '2026-11-01T12:00:00.000Z',
  ...patch,
});

const anAppointment = (patch: Partial<Appointment> = {}): Appointment => ({
  id: 'A-1',
  eventId: 'E-1',
  participant: 'AR',
  startDate: '2026-12-03',
  startTime: '09:30',
  accountName: 'Smoke House',
  type: 'Visit',
  authorId: 'u-ana',
  authorName: 'Ana Rep',
  createdAt: '2026-11-27T12:00:00.000Z',
  ...patch,
});

const input = { name: 'Big Smoke', starting: '2026-12-03', ending: '2026-12-05', active: true };

describe('useAppointments, one rep’s grid', () => {
  it('asks for nothing until a rep is chosen, then for that rep’s appointments', async () => {
    const api = mockApi().on(contract.listAppointments, { appointments: [anAppointment()] });
    const view = renderHookWithApp(({ rep }) => useAppointments('E-1', rep), {
      initialProps: { rep: null as string | null },
    });
    expect(view.result.current.fetchStatus).toBe('idle');
    view.rerender({ rep: 'AR' });
    await waitFor(() => expect(view.result.current.data?.appointments).toHaveLength(1));
    expect(api.calls(contract.listAppointments).map((r) => [r.path, r.query.get('rep')])).toEqual([
      ['/api/events/E-1/appointments', 'AR'],
    ]);
  });

  it.each([
    ['appointment.changed', 2],
    ['event.changed', 1],
    ['note.changed', 1],
  ] as const)('a live %s reads the grid again: %i read(s) in all', async (kind, reads) => {
    const api = mockApi().on(contract.listAppointments, { appointments: [] });
    const view = renderHookWithApp(() => useAppointments('E-1', 'AR'));
    await waitFor(() => expect(view.result.current.isSuccess).toBe(true));
    await act(() => view.live(kind));
    await waitFor(() => expect(view.result.current.isFetching).toBe(false));
    expect(api.calls(contract.listAppointments)).toHaveLength(reads);
  });
});

describe('useSaveEvent', () => {
  it.each([
    ['a new event is created', null, contract.createEvent, '/api/events'],
    ['an existing one is updated in place', 'E-1', contract.updateEvent, '/api/events/E-1'],
  ] as const)('%s, and the table of events is read again', async (_, id, route, path) => {
    const api = mockApi()
      .on(contract.listActiveEvents, { events: [anEvent()] })
      .on(route, { event: anEvent() });
    const view = renderHookWithApp(() => ({ events: useActiveEvents(), save: useSaveEvent() }));
    await waitFor(() => expect(view.result.current.events.isSuccess).toBe(true));
    await act(() => view.result.current.save.mutateAsync({ id, input }));
    expect(api.calls(route).map((r) => [r.path, r.body])).toEqual([[path, input]]);
    await waitFor(() => expect(api.calls(contract.listActiveEvents)).toHaveLength(2));
  });
});

describe('useCreateAppointment', () => {
  it('reads every rep’s grid of that event again, even when the slot was taken meanwhile', async () => {
    const api = mockApi()
      .on(contract.listAppointments, { appointments: [] })
      .on(contract.createAppointment, {
        failure: { status: 409, code: 'SLOT_TAKEN', message: 'That slot is taken' },
      });
    const view = renderHookWithApp(() => ({
      ana: useAppointments('E-1', 'AR'),
      ben: useAppointments('E-1', 'BO'),
      create: useCreateAppointment('E-1'),
    }));
    await waitFor(() => expect(view.result.current.ben.isSuccess).toBe(true));
    const booking = {
      accountName: 'Smoke House',
      startDate: '2026-12-03',
      startTime: '09:30',
      repCode: 'AR',
      type: 'Visit' as const,
    };
    await act(() => view.result.current.create.mutateAsync(booking).catch(() => undefined));
    // the mutation's error reaches the hook with a render of its own, which may come after act
    await waitFor(() => expect(view.result.current.create.error?.message).toBe('That slot is taken'));
    await waitFor(() =>
      expect(
        api
          .calls(contract.listAppointments)
          .map((r) => r.query.get('rep'))
          .sort(),
      ).toEqual(['AR', 'AR', 'BO', 'BO']),
    );
  });
});
