import { z } from 'zod';

/** The company details printed on estimates, invoices, sales orders and credit memos. */
export const companySchema = z.object({
  name: z.string().trim().min(1).max(120),
  addressLines: z.array(z.string().trim().max(120)).max(4),
  phone: z.string().trim().max(40),
  email: z.string().trim().max(120),
  website: z.string().trim().max(120),
});

export const companyDefault: z.infer<typeof companySchema> = {
  name: 'Humidor Cigar Co.',
  addressLines: ['1200 Tobacco Row', 'Miami, FL 33135'],
  phone: '(305) 555-0142',
  email: 'support@humidor.test',
  website: 'humidor.test',
};
