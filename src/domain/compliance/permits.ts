import { z } from 'zod';
import { calendarDateSchema } from '../dates/calendar.js';
import { stateCodeSchema } from './dated.js';

/**
 * The kinds of permit the company itself holds in a state: to distribute or wholesale tobacco
 * there (Texas's distributor permit), to manufacture, or to ship cigars in (South Dakota's cigar
 * shipper license, SDCL 10-50C-9), and the rest.
 */
export const permitKinds = ['distributor', 'wholesaler', 'manufacturer', 'cigar-shipper', 'other'] as const;
export type PermitKind = (typeof permitKinds)[number];

export const permitKindLabels: Record<PermitKind, string> = {
  distributor: 'Distributor permit',
  wholesaler: 'Wholesaler license',
  manufacturer: 'Manufacturer permit',
  'cigar-shipper': 'Cigar shipper license',
  other: 'Other',
};

export const permitInputSchema = z
  .object({
    state: stateCodeSchema,
    kind: z.enum(permitKinds, { error: 'Choose the kind of permit' }),
    number: z
      .string({ error: 'Type the permit number' })
      .trim()
      .min(1, 'Type the permit number')
      .max(60, 'A permit number has at most 60 characters'),
    issuedOn: calendarDateSchema.nullable().default(null),
    expiresOn: calendarDateSchema.nullable().default(null),
    note: z.string().trim().max(500).default(''),
  })
  .refine((p) => !p.issuedOn || !p.expiresOn || p.expiresOn >= p.issuedOn, {
    error: 'The expiry date is before the issue date',
    path: ['expiresOn'],
  });
export type PermitInput = z.infer<typeof permitInputSchema>;

export const companyPermitSchema = z.object({
  id: z.string(),
  state: z.string(),
  kind: z.enum(permitKinds),
  number: z.string(),
  issuedOn: z.string().nullable(),
  expiresOn: z.string().nullable(),
  note: z.string(),
  updatedAt: z.string(),
});
export type CompanyPermit = z.infer<typeof companyPermitSchema>;

/** Whether the company's permit is good on a day: issued by then and not expired before it. */
export const isPermitValidOn = (permit: Pick<CompanyPermit, 'issuedOn' | 'expiresOn'>, day: string) =>
  (permit.issuedOn === null || permit.issuedOn <= day) &&
  (permit.expiresOn === null || permit.expiresOn >= day);
