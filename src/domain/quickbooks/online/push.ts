import { onlineIdPrefix } from './mapping.js';

/**
 * An app order as the Estimate or Invoice QuickBooks Online creates from it
 * (docs/decisions/0238-quickbooks-online-push-document.md): the inverse of `mapping.ts`, so the
 * document the sync later reads back shows the same lines, ship address, PO number and memo.
 */
export const onlineOrderDocuments = ['estimate', 'invoice'] as const;
export type OnlineOrderDocument = (typeof onlineOrderDocuments)[number];

/** The API path (and entity name) of each document. */
export const documentEntity = { estimate: 'Estimate', invoice: 'Invoice' } as const;

export interface OnlinePushOrder {
  /** Humidor's reference for the order ("H…", the Desktop push's RefNumber): the document's PO number. */
  reference: string;
  txnDate: string;
  customerListId: string | null;
  customerName: string;
  shipAddress: {
    addr1?: string;
    addr2?: string;
    city?: string;
    state?: string;
    postalCode?: string;
  } | null;
  repCode: string;
  authorName: string;
  orderType: string;
  freeShipping: boolean;
  instructions: string;
  lines: { itemListId: string; name: string; description: string; qty: number; price: number }[];
}

/** Custom fields the company defined on its sales forms, by the DefinitionId a write must name. */
export interface SalesCustomFields {
  poNumber?: string;
  rep?: string;
}

type Json = Record<string, unknown>;

/** The Online Id inside a mirrored `QBO-<Id>`, or null for a Desktop id (or none). */
export function onlineIdIn(listId: string | null | undefined): string | null {
  return listId?.startsWith(onlineIdPrefix) ? listId.slice(onlineIdPrefix.length) : null;
}

const cents = (n: number) => Math.round(n * 100) / 100;
const cut = (text: string, max: number) => text.trim().slice(0, max);
const present = <T extends Json>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;

/** The words stored in the document's private note: what Desktop's sales order carries in its Memo. */
export function memoOf(order: OnlinePushOrder): string {
  return [
    `Humidor order ${order.reference} by ${order.authorName}`,
    order.repCode && `Rep ${order.repCode}`,
    order.orderType,
    order.freeShipping && 'FREE SHIPPING',
    order.instructions,
  ]
    .filter(Boolean)
    .join(' | ');
}

/** Why an order's lines cannot go to QuickBooks Online (an item the sync did not bring, or none), or null. */
export function linesProblem(lines: OnlinePushOrder['lines']): string | null {
  const notOnline = lines.filter((line) => !onlineIdIn(line.itemListId)).map((line) => line.name);
  if (notOnline.length) return `These items are not in QuickBooks Online: ${notOnline.join(', ')}.`;
  return lines.length ? null : 'The order has no lines.';
}

/**
 * The body of `POST estimate` or `POST invoice`, or why the order cannot go to QuickBooks Online in
 * words the order page shows: its customer or an item is not one the Online sync brought in.
 */
export function onlineOrderBody(
  order: OnlinePushOrder,
  fields: SalesCustomFields = {},
): { body: Json } | { problem: string } {
  const customerId = onlineIdIn(order.customerListId);
  if (!customerId)
    return {
      problem: `${order.customerName || 'This customer'} is not a QuickBooks Online customer yet: add them in QuickBooks Online, let Humidor sync, then make the order again for them.`,
    };
  const lines = linesProblem(order.lines);
  if (lines) return { problem: lines };
  const ship = order.shipAddress;
  const custom = [
    fields.poNumber && { DefinitionId: fields.poNumber, Type: 'StringType', StringValue: order.reference },
    fields.rep &&
      order.repCode && { DefinitionId: fields.rep, Type: 'StringType', StringValue: cut(order.repCode, 31) },
  ].filter(Boolean);
  return {
    body: {
      CustomerRef: { value: customerId },
      TxnDate: order.txnDate,
      Line: order.lines.map((line) => ({
        DetailType: 'SalesItemLineDetail',
        Amount: cents(line.qty * line.price),
        ...present({ Description: cut(line.description, 4000) }),
        SalesItemLineDetail: {
          ItemRef: { value: onlineIdIn(line.itemListId), name: line.name },
          Qty: line.qty,
          UnitPrice: line.price,
        },
      })),
      ...(ship && Object.values(ship).some(Boolean)
        ? {
            ShipAddr: present({
              Line1: cut(ship.addr1 ?? '', 500),
              Line2: cut(ship.addr2 ?? '', 500),
              City: cut(ship.city ?? '', 255),
              CountrySubDivisionCode: cut(ship.state ?? '', 255),
              PostalCode: cut(ship.postalCode ?? '', 30),
            }),
          }
        : {}),
      PrivateNote: cut(memoOf(order), 4000),
      ...(custom.length ? { CustomField: custom } : {}),
    },
  };
}

/** Names a company may give its PO number and sales rep custom fields (the sync reads the PO back). */
const poName = /^p\.?\s?o\.?\s*(number|no\.?|#)?$/i;
const repName = /^(sales\s*)?rep(\s*code)?$/i;

/**
 * The DefinitionIds of the PO number and rep fields from `GET preferences`: Intuit lists sales-form
 * custom fields as `SalesFormsPrefs.UseSalesCustomN` (on or off) and `SalesFormsPrefs.SalesCustomNameN`.
 */
export function salesCustomFieldsOf(preferences: unknown): SalesCustomFields {
  const prefs = (preferences as { Preferences?: { SalesFormsPrefs?: { CustomField?: unknown } } })
    ?.Preferences?.SalesFormsPrefs?.CustomField;
  const settings = (Array.isArray(prefs) ? prefs : [])
    .flatMap((group: { CustomField?: unknown }) =>
      Array.isArray(group?.CustomField) ? group.CustomField : [],
    )
    .filter((f): f is Json => typeof f === 'object' && f !== null);
  const found: SalesCustomFields = {};
  for (const setting of settings) {
    const number = /^SalesFormsPrefs\.SalesCustomName(\d)$/.exec(String(setting.Name))?.[1];
    if (!number) continue;
    const used = settings.some(
      (s) => s.Name === `SalesFormsPrefs.UseSalesCustom${number}` && s.BooleanValue === true,
    );
    const label = String(setting.StringValue ?? '').trim();
    if (!used) continue;
    if (poName.test(label)) found.poNumber ??= number;
    else if (repName.test(label)) found.rep ??= number;
  }
  return found;
}

/** The created document in QuickBooks' answer: its Id and number, or null when the answer has none. */
export function createdDocumentOf(
  answer: unknown,
  document: OnlineOrderDocument,
): { id: string; docNumber: string | null } | null {
  const created = (answer as Json | null)?.[documentEntity[document]] as Json | undefined;
  if (created?.Id === undefined) return null;
  return {
    id: String(created.Id),
    docNumber: created.DocNumber === undefined ? null : String(created.DocNumber),
  };
}
