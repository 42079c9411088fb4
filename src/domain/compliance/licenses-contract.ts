import { z } from 'zod';
import { defineRoute } from '../contract/route.js';
import { customerLicenseSchema, licenseInputSchema } from './licenses.js';

const customerParams = z.object({ listId: z.string().min(1).max(60) });
const licenseParams = customerParams.extend({ id: z.string().min(1).max(60) });

/**
 * A file a document check may point at: one attached to a note of the same customer
 * (decision 0291), named with the note it is on.
 */
export const licenseDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  noteSubject: z.string(),
});
export type LicenseDocument = z.infer<typeof licenseDocumentSchema>;

const tags = ['licenses'];

/**
 * A customer's licenses (issue 46, part 1): read and changed by whoever sees the customer (the
 * account's rep by state, the office, admins), like its contacts.
 */
export const licensesContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/customers/:listId/licenses',
    access: 'user',
    tags,
    summary:
      "The customer's licenses by state and kind, and the files on its notes a document check may link",
    params: customerParams,
    response: z.object({
      licenses: z.array(customerLicenseSchema),
      documents: z.array(licenseDocumentSchema),
    }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/customers/:listId/licenses',
    access: 'user',
    tags,
    summary: 'Adds a license; the server stamps who checked it and when',
    params: customerParams,
    body: licenseInputSchema,
    status: 201,
    response: z.object({ license: customerLicenseSchema }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/customers/:listId/licenses/:id',
    access: 'user',
    tags,
    summary: 'Changes a license; a new number, date or check stamps who checked it and when anew',
    params: licenseParams,
    body: licenseInputSchema,
    response: z.object({ license: customerLicenseSchema }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/customers/:listId/licenses/:id',
    access: 'user',
    tags,
    summary: 'Deletes a license to the Trash, from where its author or an admin may restore it',
    params: licenseParams,
    response: z.object({ ok: z.literal(true) }),
  }),
};
