/** Trade events and the appointment grid: its front door, all that pages and the app shell import of it. */
export type { EventRow } from './api/events';
export { AppointmentGrid, type Slot } from './components/AppointmentGrid';
export { AppointmentModal } from './components/AppointmentModal';
export { EventFormModal } from './components/EventFormModal';
export { EventsTable } from './components/EventsTable';
export { NewAppointmentModal } from './components/NewAppointmentModal';
export { useActiveEvents, useAppointments, useEvent } from './hooks/useEvents';
export { chosenRep } from './lib/grid';
