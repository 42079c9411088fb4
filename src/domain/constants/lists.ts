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

export const orderTypes = ['Regular', 'TAA2025', 'PCA2024', 'PCA2025', 'TPE2024'] as const;
export type OrderType = (typeof orderTypes)[number];
