import { z } from 'zod';

export const contactPositions = ['-', 'Manager', 'Owner', 'Staff', 'Website-Contact', 'Other'] as const;
export type ContactPosition = (typeof contactPositions)[number];

/** The birthday year list: 2020 down 100 years. */
export const birthdayYears: number[] = Array.from({ length: 100 }, (_, i) => 2020 - i);

/** Days in a month (1–12); without a year, February allows the 29th. */
export function daysInMonth(month: number, year?: number | null): number {
  return new Date(Date.UTC(year ?? 2020, month, 0)).getUTCDate();
}

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => v || null);

const birthdaySchema = z
  .object({
    month: z.number().int().min(1, 'Please choose a month').max(12, 'Please choose a month'),
    day: z.number().int().min(1, 'Please choose a day').max(31, 'Please choose a day'),
    year: z
      .number()
      .int()
      .min(birthdayYears[birthdayYears.length - 1] as number, 'Please choose a year from the list')
      .max(birthdayYears[0] as number, 'Please choose a year from the list')
      .nullable()
      .optional()
      .transform((v) => v ?? null),
  })
  .refine((b) => b.day <= daysInMonth(b.month, b.year), {
    message: 'That day does not exist in the chosen month',
    path: ['day'],
  });

/** Contact rules (notes-and-shell §5), shared by the modal and the API. */
export const contactInputSchema = z.object({
  firstName: z
    .string({ error: 'First Name is required' })
    .trim()
    .min(1, 'First Name is required')
    .max(60, 'First Name must be at most 60 characters'),
  middleName: optionalText('Middle Name', 60),
  lastName: optionalText('Last Name', 60),
  position: z.enum(contactPositions, { error: 'Position is required' }),
  telephone: optionalText('Phone', 40),
  email: optionalText('Email', 60).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: 'Please enter a valid email',
  }),
  birthday: birthdaySchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  about: optionalText('About Contact', 900),
});
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactValues = z.output<typeof contactInputSchema>;

/** Description rules: text required, max 2000. */
export const descriptionInputSchema = z.object({
  text: z
    .string({ error: 'Description is required' })
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be at most 2000 characters'),
});
export type DescriptionInput = z.input<typeof descriptionInputSchema>;

export interface CustomerContact extends ContactValues {
  id: string;
  customerListId: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerDescription {
  id: string;
  customerListId: string;
  text: string;
  authorId: string | null;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}
