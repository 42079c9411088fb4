import type { QbElement } from './qbxml.js';

/** What a sales order needs to become a QuickBooks SalesOrderAdd. */
interface PushOrder {
  refNumber: string;
  externalGuid: string;
  customerListId: string;
  txnDate: string;
  memo: string;
  lines: { itemListId: string; description: string; qty: number; price: number }[];
}

/** What a new customer needs to become a QuickBooks CustomerAdd. */
interface PushCustomer {
  name: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** QuickBooks refuses longer values of these fields (name 41, address lines 41, ref number 11). */
const cut = (text: string, max: number) => text.trim().slice(0, max);
const nonEmpty = <T extends Record<string, unknown>>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

/**
 * The RefNumber Humidor gives an order in QuickBooks: "H" and the first ten hexadecimal digits of
 * its id, 11 characters, so the same order always carries the same number and can be looked up.
 */
export function refNumberOf(orderId: string): string {
  return `H${orderId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
}

/** An order id that is a UUID is its own ExternalGUID; QuickBooks wants it in braces and upper case. */
export function externalGuidOf(orderId: string): string {
  return `{${orderId.toUpperCase()}}`;
}

export function salesOrderAdd(requestId: string, order: PushOrder): QbElement {
  return {
    SalesOrderAddRq: {
      '@requestID': requestId,
      SalesOrderAdd: {
        CustomerRef: { ListID: order.customerListId },
        TxnDate: order.txnDate,
        RefNumber: cut(order.refNumber, 11),
        ...nonEmpty({ Memo: cut(order.memo, 4095) }),
        ExternalGUID: order.externalGuid,
        SalesOrderLineAdd: order.lines.map((line) => ({
          ItemRef: { ListID: line.itemListId },
          ...nonEmpty({ Desc: cut(line.description, 4095) }),
          Quantity: String(line.qty),
          Rate: line.price.toFixed(2),
        })),
      },
    },
  };
}

export function customerAdd(requestId: string, customer: PushCustomer): QbElement {
  const address = nonEmpty({
    Addr1: cut(customer.street, 41),
    Addr2: cut(customer.street2, 41),
    City: cut(customer.city, 31),
    State: cut(customer.state, 21),
    PostalCode: cut(customer.zip, 13),
  });
  return {
    CustomerAddRq: {
      '@requestID': requestId,
      CustomerAdd: {
        Name: cut(customer.name, 41),
        CompanyName: cut(customer.name, 41),
        ...nonEmpty({ FirstName: cut(customer.firstName, 25), LastName: cut(customer.lastName, 25) }),
        ...(Object.keys(address).length ? { BillAddress: address, ShipAddress: address } : {}),
        ...nonEmpty({ Phone: cut(customer.phone, 21), Email: cut(customer.email, 1023) }),
      },
    },
  };
}

/** Looks an order up by its RefNumber, to learn whether an add whose answer was lost went through. */
export function salesOrderByRefNumber(requestId: string, refNumber: string): QbElement {
  return { SalesOrderQueryRq: { '@requestID': requestId, RefNumber: refNumber } };
}

/** Looks a customer up by name, so a new customer is added once even when an answer was lost. */
export function customerByName(requestId: string, name: string): QbElement {
  return { CustomerQueryRq: { '@requestID': requestId, FullName: cut(name, 41), OwnerID: '0' } };
}
