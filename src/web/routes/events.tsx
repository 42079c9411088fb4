import { Button } from '@mantine/core';
import { useState } from 'react';
import { EventFormModal, EventsTable, useActiveEvents } from '../features/events';
import type { EventRow } from '../features/events';
import { useSession } from '../features/session';
import { ApiError } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';
import { EmptyState, ErrorState, Loading } from '../ui/PageState';

export default function EventsPage() {
  const events = useActiveEvents();
  const { me } = useSession();
  const canManage = Boolean(me?.abilities['events.manage']);
  const [editing, setEditing] = useState<EventRow | 'new' | null>(null);

  return (
    <>
      <PageHeader
        title="Events"
        actions={canManage && <Button onClick={() => setEditing('new')}>New Event</Button>}
      />
      {events.isPending ? (
        <Loading />
      ) : events.error ? (
        <ErrorState
          error={events.error}
          title={`Error ${events.error instanceof ApiError ? events.error.code : ''}`.trim()}
        />
      ) : events.data.events.length === 0 ? (
        <EmptyState>No Event to show, go back</EmptyState>
      ) : (
        <EventsTable events={events.data.events} onEdit={canManage ? setEditing : undefined} />
      )}
      {canManage && (
        <EventFormModal
          opened={editing !== null}
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
