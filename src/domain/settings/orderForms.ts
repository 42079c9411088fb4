import { z } from 'zod';

/**
 * The order forms: the standard form and event forms, each an ordered list of products (item Names,
 * so a default needs no database). The products tab shows a form's products in this order.
 */
const orderFormSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kind: z.enum(['standard', 'event']),
  items: z.array(z.string().trim().min(1).max(60)).max(1000),
});

export const orderFormsSchema = z
  .array(orderFormSchema)
  .min(1)
  .refine((forms) => forms.filter((f) => f.kind === 'standard').length === 1, {
    message: 'There must be exactly one standard order form',
  })
  .refine((forms) => new Set(forms.map((f) => f.name)).size === forms.length, {
    message: 'Order form names must be unique',
  });

export type OrderForm = z.infer<typeof orderFormSchema>;
export type OrderForms = z.infer<typeof orderFormsSchema>;

/** `series('p-DR', 3)` is p-DR01, p-DR02, p-DR03: the demo catalogue's naming. */
export function series(prefix: string, count: number, pad = 2): string[] {
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(pad, '0')}`);
}

const standardLines: [string, number][] = [
  ['p-AC3', 8],
  ['p-CO40', 10],
  ['p-ADF1', 12],
  ['p-RC', 6],
  ['p-DR', 12],
  ['p-CV', 12],
  ['p-HC', 10],
  ['p-SO', 10],
  ['p-MR', 12],
  ['p-TD', 10],
  ['p-NP', 10],
  ['p-CR', 10],
  ['p-VA', 10],
  ['p-LF', 12],
];

export const orderFormsDefault: OrderForms = [
  {
    name: 'Standard',
    kind: 'standard',
    items: [
      ...standardLines.flatMap(([prefix, count]) => series(prefix, count)),
      ...series('ps-DR', 2),
      ...series('ps-CV', 2),
      ...series('pt-DR', 2),
      ...series('pt-HC', 2),
    ],
  },
  {
    name: 'TAA 2025',
    kind: 'event',
    items: [
      ...series('p-CO40', 10),
      ...series('p-ADF1', 12),
      ...series('p-AC3', 8),
      ...series('p-RC', 6),
      'p-YOS25',
      'p-EHT10',
      'p-HUM25',
      'p-ANV25',
      'p-ADF3PK',
    ],
  },
];
