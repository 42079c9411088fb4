import type { OrderDestination } from '../../../../domain/quickbooks/destination';

const withArticle = (document: OrderDestination['document']) =>
  document === 'estimate' || document === 'invoice' ? `an ${document}` : `a ${document}`;

/** Where an app order goes, in the words the order page and the cutover's question share. */
export function destinationPlace(destination: OrderDestination): string {
  return destination.system === 'online'
    ? `QuickBooks Online as ${withArticle(destination.document)}`
    : 'QuickBooks Desktop through the Web Connector, as a sales order';
}

/** The order page's line for an order not in QuickBooks yet (decision 0257). */
export const goesTo = (destination: OrderDestination) => `Goes to ${destinationPlace(destination)}.`;
