/** QuickBooks Online's connection as every root names it; no zod, so the web page loads none for it. */
export const onlineConnectionStatuses = ['connected', 'needs-reconnecting'] as const;
export type OnlineConnectionStatus = (typeof onlineConnectionStatuses)[number];

/** The one scope Humidor asks Intuit for: the company's accounting data. */
export const onlineScope = 'com.intuit.quickbooks.accounting';

/**
 * How a connection attempt ended, carried back to the admin page in its address
 * (`/admin/quickbooks?online=…`) so no word of QuickBooks' answer, nor a token, passes through it.
 */
export const connectOutcomes = {
  connected: 'QuickBooks Online is connected.',
  denied: 'QuickBooks Online was not connected: the connection was cancelled on Intuit’s page.',
  'state-refused':
    'QuickBooks Online was not connected: this link was already used, has expired or belongs to another sign-in. Please start again with “Connect to QuickBooks Online”.',
  failed:
    'QuickBooks Online was not connected: Intuit did not accept the connection. Please try again; the page shows what Intuit said.',
} as const;
export type ConnectOutcome = keyof typeof connectOutcomes;
