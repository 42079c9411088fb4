import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import { appointmentTypes } from '../constants/lists.js';
import { isSlotTime } from './slots.js';

const accountNameMessage = 'Please enter an account name';
export const authorOnlyDeleteMessage = 'Only the author of this appointment can delete it';

const day = calendarDateSchema;

/** An event as admins and office create or edit it. */
export const eventInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the event name')
      .max(120, 'The event name can be at most 120 characters'),
    starting: day,
    ending: day,
    active: z.boolean().default(true),
  })
  .refine((e) => e.ending >= e.starting, {
    message: 'The event cannot end before it starts',
    path: ['ending'],
  });
export type EventInput = z.input<typeof eventInputSchema>;

/** A new appointment in one slot of an event, for one rep (participant). */
export const appointmentInputSchema = z.object({
  accountName: z
    .string()
    .trim()
    .min(1, accountNameMessage)
    .max(60, 'The account name can be at most 60 characters'),
  startDate: day,
  startTime: z.string().refine(isSlotTime, 'Choose one of the grid times'),
  repCode: z.string().trim().min(1, 'Please choose a rep code').max(20),
  type: z.enum(appointmentTypes, 'Please choose an appointment type'),
});
export type AppointmentInput = z.input<typeof appointmentInputSchema>;
