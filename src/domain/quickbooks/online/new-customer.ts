import type { NewCustomerInfo } from '../../orders/schemas.js';

type Json = Record<string, unknown>;

const cut = (text: string, max: number) => text.trim().slice(0, max);
const present = (fields: Json): Json =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined));

/** The DisplayName a new customer gets in QuickBooks Online, and is looked up by (Intuit's limit: 500). */
export const displayNameOf = (info: NewCustomerInfo): string => cut(info.name, 500);

/**
 * The query that finds a customer by DisplayName, so an order's new customer is added once even when
 * an answer was lost; Intuit's query language escapes an apostrophe with a backslash.
 */
export function customerByNameQuery(name: string): string {
  return `select * from Customer where DisplayName = '${name.replaceAll("'", "\\'")}'`;
}

/** The body of `POST customer` for an order's new customer, within Intuit's field limits. */
export function onlineCustomerBody(info: NewCustomerInfo): Json {
  const address = present({
    Line1: cut(info.street, 500),
    Line2: cut(info.street2, 500),
    City: cut(info.city, 255),
    CountrySubDivisionCode: cut(info.state, 255),
    PostalCode: cut(info.zip, 30),
  });
  const phone = cut(info.phone, 30);
  const email = cut(info.email, 100);
  return {
    DisplayName: displayNameOf(info),
    CompanyName: cut(info.name, 100),
    ...present({ GivenName: cut(info.firstName, 100), FamilyName: cut(info.lastName, 100) }),
    ...(Object.keys(address).length ? { BillAddr: address, ShipAddr: address } : {}),
    ...(phone ? { PrimaryPhone: { FreeFormNumber: phone } } : {}),
    ...(email ? { PrimaryEmailAddr: { Address: email } } : {}),
  };
}
