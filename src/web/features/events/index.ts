/** The front door of trade events and the appointment grid. */
export type { EventRow } from './api/events';
export { AppointmentGrid, type Slot } from './components/AppointmentGrid';
export { AppointmentModal } from './components/AppointmentModal';
export { EventFormModal } from './components/EventFormModal';
export { EventsTable } from './components/EventsTable';
export { NewAppointmentModal } from './components/NewAppointmentModal';
export { useActiveEvents, useAppointments, useEvent } from './hooks/useEvents';
export { chosenRep } from './lib/grid';
