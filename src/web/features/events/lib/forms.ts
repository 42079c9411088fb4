import type { z } from 'zod';
import { appointmentInputSchema, eventInputSchema } from '../../../../domain/events/schemas';

/** A form read for sending: the checked input, or the one problem to show. */
export type Read<T> = { ok: true; input: T } | { ok: false; problem: string };

/** The checked input, or the first problem in the schema's own words for the form's one alert. */
function read<S extends z.ZodType>(schema: S, values: unknown): Read<z.output<S>> {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, problem: parsed.error.issues[0]?.message ?? 'Please check the form' };
}

export const readEventForm = (fields: { name: string; starting: string; ending: string; active: boolean }) =>
  read(eventInputSchema, fields);

/** A new appointment takes its date and time from the slot tapped; a select left empty reads as ''. */
export const readAppointmentForm = (
  slot: { day: string; time: string },
  fields: { accountName: string; repCode: string | null; type: string | null },
) =>
  read(appointmentInputSchema, {
    accountName: fields.accountName,
    startDate: slot.day,
    startTime: slot.time,
    repCode: fields.repCode ?? '',
    type: fields.type ?? '',
  });
