import { z } from 'zod';
import { clientIdSchema } from '../idempotency/client-id.js';
import { usStateCodes } from '../constants/states.js';
import { multiplyOrderMax, multiplyOrderMin, orderLimits, orderTypes } from './constants.js';

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
 * What the order form sends. Totals, prices and benefits are not part of it: the server computes
 * them from its own item list (any extra keys a client sends are dropped).
 */
export const orderInputSchema = z.object({
  newCustomer: z.boolean().default(false),
  customerListId: z.string().trim().max(60).nullable().default(null),
  newCustomerInfo: newCustomerInfoSchema.nullable().default(null),
  /** The User selector: the user the order is taken for (defaults to the signed-in user). */
  authorId: z.string().max(60).nullable().default(null),
  repCode: text('Rep Code', 20),
  orderType: z.enum(orderTypes).or(z.literal('')).default(''),
  /** Empty: the customer's price level ('0%' when it has none). */
  priceLevelListId: z.string().max(60).nullable().default(null),
  /** Empty: the customer's terms, or 'Credit Card' for a new customer. */
  terms: z.string().trim().max(60).nullable().default(null),
  orderFormType: text('Order form', 60),
  instructions: text('Order instructions', orderLimits.instructions),
  multiplyOrder: z
    .number()
    .int('Multiply order is a whole number from 1 to 10')
    .min(multiplyOrderMin, 'Multiply order is a whole number from 1 to 10')
    .max(multiplyOrderMax, 'Multiply order is a whole number from 1 to 10')
    .default(1),
  orderTags: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
  products: z.array(orderProductInputSchema).max(2000).default([]),
  raffleEmail: text('Raffle email', orderLimits.email),
  clientId: clientIdSchema,
});

export type OrderInput = z.infer<typeof orderInputSchema>;
export type OrderInputDraft = z.input<typeof orderInputSchema>;
