import { z } from 'zod';
import { clientIdSchema } from '../idempotency/client-id.js';
import { usStateCodes } from '../constants/states.js';
import { multiplyOrderMax, multiplyOrderMin, orderLimits, orderTypes } from './constants.js';
import { gateOverrideSchema } from './gate-override.js';

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`).default('');

/** The new customer's details; each is required at submit (see orderDraftMessages). */
export const newCustomerInfoSchema = z.object({
  name: text('Customer Name', orderLimits.name),
  street: text('Street Address', orderLimits.street),
  street2: text('Street Address 2', orderLimits.street),
  city: text('City', orderLimits.city),
  /** A US state or territory code; empty until chosen. */
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((s) => s === '' || (usStateCodes as readonly string[]).includes(s), 'Choose a US state')
    .default(''),
  zip: text('ZipCode', orderLimits.zip),
  firstName: text('Contact First Name', orderLimits.firstName),
  lastName: text('Contact Last Name', orderLimits.lastName),
  phone: text('Contact Phone', orderLimits.phone),
  email: text('Contact Email', orderLimits.email),
});
export type NewCustomerInfo = z.infer<typeof newCustomerInfoSchema>;

/** A new customer's form before anything is typed. */
export const emptyNewCustomer: NewCustomerInfo = {
  name: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zip: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
};

const orderProductInputSchema = z.object({
  listId: z.string().trim().min(1).max(60),
  qty: z.number().int('Quantities are whole numbers').min(0).max(100_000),
});

/**
 * What the rep types on an order that the order keeps as typed: the same fields in the form's input,
 * the stored row and the presented order. A new field of this kind is one line here, its migration,
 * and where the form and the order page show it (docs/ARCHITECTURE.md, "Adding a field to orders").
 */
export const orderEntrySchema = z.object({
  repCode: text('Rep Code', 20),
  orderFormType: text('Order form', 60),
  instructions: text('Order instructions', orderLimits.instructions),
  raffleEmail: text('Raffle email', orderLimits.email),
});
export type OrderEntry = z.infer<typeof orderEntrySchema>;

/** The same fields as the order shows them: as stored, whatever the limits were when they were typed. */
export const orderEntryShownSchema = z.object({
  repCode: z.string(),
  orderFormType: z.string(),
  instructions: z.string(),
  raffleEmail: z.string(),
}) satisfies z.ZodType<OrderEntry>;

const orderEntryKeys = orderEntrySchema.keyof().options;

/** The typed fields of an input or a draft alone, as they are (the server validates what arrives). */
export function orderEntryOf(source: OrderEntry): OrderEntry {
  return Object.fromEntries(orderEntryKeys.map((key) => [key, source[key]])) as OrderEntry;
}

/** An order's typed fields before anything is typed (also what fixtures and demo rows start from). */
export const emptyOrderEntry: OrderEntry = orderEntrySchema.parse({});

/**
 * What the order form sends. Totals, prices and benefits are not part of it: the server computes
 * them from its own item list (any extra keys a client sends are dropped).
 */
export const orderInputSchema = z.object({
  newCustomer: z.boolean().default(false),
  customerListId: z.string().trim().max(60).nullable().default(null),
  newCustomerInfo: newCustomerInfoSchema.nullable().default(null),
  /** The User selector: the user the order is taken for (defaults to the signed-in user). */
  authorId: z.string().max(60).nullable().default(null),
  ...orderEntrySchema.shape,
  orderType: z.enum(orderTypes).or(z.literal('')).default(''),
  /** Empty: the customer's price level ('0%' when it has none). */
  priceLevelListId: z.string().max(60).nullable().default(null),
  /** Empty: the customer's terms, or 'Credit Card' for a new customer. */
  terms: z.string().trim().max(60).nullable().default(null),
  multiplyOrder: z
    .number()
    .int('Multiply order is a whole number from 1 to 10')
    .min(multiplyOrderMin, 'Multiply order is a whole number from 1 to 10')
    .max(multiplyOrderMax, 'Multiply order is a whole number from 1 to 10')
    .default(1),
  orderTags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  products: z.array(orderProductInputSchema).max(2000).default([]),
  /**
   * An admin lets an order the compliance gate holds go through, with a written reason (decision
   * 0299); anyone else sending it is refused (403). Ignored when the gate lets the order go.
   */
  gateOverride: gateOverrideSchema.nullable().default(null),
  clientId: clientIdSchema,
});

export type OrderInput = z.infer<typeof orderInputSchema>;
export type OrderInputDraft = z.input<typeof orderInputSchema>;
