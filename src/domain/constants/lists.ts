/** The fixed choice lists of notes-and-shell.md §9. Admin-editable lists live in src/domain/settings. */

export const regionCodes = ['-', 'NSD', 'KAM', 'SW', 'MSOU', 'MW', 'ROUSA', 'FL', 'CA', 'MATL'] as const;
export type RegionCode = (typeof regionCodes)[number];

export const customerTypes = ['-', 'Regular', 'TAA2025'] as const;
export type CustomerType = (typeof customerTypes)[number];

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
export type AppointmentType = (typeof appointmentTypes)[number];

export const yesNo = ['Yes', 'No'] as const;
export type YesNo = (typeof yesNo)[number];
