import { z } from 'zod';
import { customerSearchText } from '../customers/search.js';
import {
  dataExtValue,
  oneOrMany,
  parseDocument,
  qbAddress,
  qbDataExt,
  qbFlag,
  qbNumber,
  qbOptionalText,
  qbRef,
  qbText,
  qbTimestamp,
  type NameValue,
} from './qb.js';

const contact = z
  .object({ ContactName: qbText, ContactValue: qbOptionalText })
  .transform((c): NameValue => ({ name: c.ContactName, value: c.ContactValue ?? '' }));

const customerRet = z
  .object({
    ListID: qbText,
    Name: qbOptionalText,
    FullName: qbOptionalText,
    IsActive: qbFlag(true),
    CompanyName: qbOptionalText,
    FirstName: qbOptionalText,
    LastName: qbOptionalText,
    AccountNumber: qbOptionalText,
    Phone: qbOptionalText,
    Email: qbOptionalText,
    Balance: qbNumber,
    BillAddress: qbAddress,
    ShipAddress: qbAddress,
    TermsRef: qbRef,
    PriceLevelRef: qbRef,
    SalesRepRef: qbRef,
    AdditionalContactRef: oneOrMany(contact),
    DataExtRet: qbDataExt,
    TimeCreated: qbTimestamp,
    TimeModified: qbTimestamp,
    EditSequence: qbOptionalText,
  })
  .refine((c) => c.FullName !== null || c.Name !== null, {
    message: 'needs a FullName or a Name',
    path: ['FullName'],
  });

/** isTAAMember=YES (or true) in the customer's DataExtRet. */
function isTaaMember(dataExt: NameValue[]): boolean {
  const value = dataExtValue(dataExt, 'isTAAMember')?.toLowerCase();
  return value === 'yes' || value === 'true' || value === 'y';
}

/** A CustomerRet as a customers row; the raw document is kept as sent. */
export function normalizeCustomer(doc: unknown) {
  const parsed = parseDocument(customerRet, doc);
  if (!parsed.ok) return parsed;
  const c = parsed.row;
  const city = c.BillAddress.city ?? null;
  const shipCity = c.ShipAddress.city ?? null;
  return {
    ok: true as const,
    row: {
      listId: c.ListID,
      fullName: (c.FullName ?? c.Name) as string,
      companyName: c.CompanyName,
      firstName: c.FirstName,
      lastName: c.LastName,
      accountNumber: c.AccountNumber,
      phone: c.Phone,
      email: c.Email,
      balance: c.Balance,
      isActive: c.IsActive,
      state: c.BillAddress.state ?? null,
      shipState: c.ShipAddress.state ?? null,
      city,
      shipCity,
      billAddress: c.BillAddress,
      shipAddress: c.ShipAddress,
      termsName: c.TermsRef.fullName,
      priceLevelListId: c.PriceLevelRef.listId,
      priceLevelName: c.PriceLevelRef.fullName,
      salesRepName: c.SalesRepRef.fullName,
      isTaaMember: isTaaMember(c.DataExtRet),
      dataExt: c.DataExtRet,
      additionalContacts: c.AdditionalContactRef,
      searchText: customerSearchText({
        companyName: c.CompanyName,
        firstName: c.FirstName,
        lastName: c.LastName,
        accountNumber: c.AccountNumber,
        city,
        shipCity,
      }),
      timeCreated: c.TimeCreated,
      timeModified: c.TimeModified,
      editSequence: c.EditSequence,
      raw: doc as Record<string, unknown>,
    },
  };
}

export type CustomerRow = Extract<ReturnType<typeof normalizeCustomer>, { ok: true }>['row'];
