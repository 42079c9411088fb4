/** The fixed choice lists of notes-and-shell.md §9. Admin-editable lists live in src/domain/settings. */

export const appointmentTypes = [
  'Call',
  'Return-Call',
  'Visit',
  'Email',
  'Text',
  'Incoming',
  'Outgoing',
  'Follow-up',
  'Backorder-add',
  'Event',
] as const;

export const yesNo = ['Yes', 'No'] as const;
