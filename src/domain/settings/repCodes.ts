import { z } from 'zod';

/** '-' means no rep code; it is always offered first. */
export const noRepCode = '-';

/** The rep codes an order or appointment can carry (16 codes plus '-'). */
export const repCodesSchema = z
  .array(z.string().trim().min(1).max(20))
  .max(100)
  .refine((codes) => new Set(codes).size === codes.length, { message: 'Rep codes must be unique' })
  .refine((codes) => codes[0] === noRepCode, { message: `The first rep code must be '${noRepCode}'` });

type RepCodes = z.infer<typeof repCodesSchema>;

/** The demo team's codes; the demo company's sales reps carry the same initials. */
export const repCodesDefault: RepCodes = [
  noRepCode,
  'FL',
  'SW',
  'NSD',
  'KAM',
  'MSOU',
  'MW',
  'CA',
  'MATL',
  'NE',
  'NY',
  'CAR',
  'TN',
  'PNW',
  'RM',
  'GL',
  'HSE',
];
