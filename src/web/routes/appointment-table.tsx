import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { formatDay } from '../../domain/events/slots';
import {
  AppointmentGrid,
  type Slot,
  AppointmentModal,
  NewAppointmentModal,
  useAppointments,
  useEvent,
  chosenRep,
} from '../features/events';
import { useSession } from '../features/session';
import { ApiError } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';
import { EmptyState, ErrorState, Loading, readFailed } from '../ui/PageState';

const errorTitle = (error: Error) => `Error ${error instanceof ApiError ? error.code : ''}`.trim();

export default function AppointmentTablePage() {
  const eventId = useParams().id ?? '';
  const event = useEvent(eventId);
  const { me } = useSession();
  const [search, setSearch] = useSearchParams();
  const participants = event.data?.participants ?? [];
  const rep = chosenRep(participants, search.get('rep'), me?.user.repCode);
  const appointments = useAppointments(eventId, rep);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = appointments.data?.appointments.find((a) => a.id === openId) ?? null;

  if (event.isPending) return <Loading />;
  if (readFailed(event)) {
    return event.error instanceof ApiError && event.error.status === 404 ? (
      <EmptyState>{event.error.message}</EmptyState>
    ) : (
      <ErrorState error={event.error} title={errorTitle(event.error)} />
    );
  }
  const { event: shown } = event.data;
  return (
    <Stack>
      <PageHeader
        title={shown.name}
        subtitle={`${formatDay(shown.starting)} to ${formatDay(shown.ending)}`}
      />
      {participants.length === 0 ? (
        <EmptyState>No reps with a rep code to show appointments for</EmptyState>
      ) : (
        <Select
          label="Rep"
          maw={320}
          allowDeselect={false}
          value={rep}
          onChange={(value) => value && setSearch({ rep: value }, { replace: true })}
          data={participants.map((p) => ({ value: p.repCode, label: `${p.repCode} · ${p.name}` }))}
        />
      )}
      {rep &&
        (appointments.isPending ? (
          <Loading />
        ) : readFailed(appointments) ? (
          <ErrorState error={appointments.error} title={errorTitle(appointments.error)} />
        ) : (
          <AppointmentGrid
            event={shown}
            appointments={appointments.data.appointments}
            onBook={setSlot}
            onOpen={(a) => setOpenId(a.id)}
          />
        ))}
      <NewAppointmentModal
        eventId={eventId}
        slot={slot}
        participants={participants}
        rep={rep}
        onClose={() => setSlot(null)}
      />
      <AppointmentModal eventId={eventId} appointment={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
