import { connectOutcomes, type ConnectOutcome } from '../../../../domain/quickbooks/online/connection';
import type { OnlineConnection } from '../../../../domain/quickbooks/online/connection-contract';
import { when } from '../../../lib/when';

/** The message for the `?online=` a connection attempt came back with, or null for none or an unknown one. */
export function connectOutcomeOf(search: string): { outcome: ConnectOutcome; message: string } | null {
  const outcome = new URLSearchParams(search).get('online');
  if (!outcome || !Object.hasOwn(connectOutcomes, outcome)) return null;
  return { outcome: outcome as ConnectOutcome, message: connectOutcomes[outcome as ConnectOutcome] };
}

/** The connection's lines on the admin page, in words. */
export function connectionLines(connection: OnlineConnection): { label: string; value: string }[] {
  return [
    { label: 'Company', value: connection.companyName ?? `Company ${connection.realmId}` },
    {
      label: 'Status',
      value: connection.status === 'connected' ? 'Connected' : 'Needs reconnecting',
    },
    { label: 'Connected', value: when(connection.connectedAt) },
    { label: 'Last successful sync', value: when(connection.lastSyncAt) },
    {
      label: 'Next sync',
      value:
        connection.status === 'needs-reconnecting'
          ? 'None until QuickBooks Online is connected again'
          : connection.nextSyncAt
            ? when(connection.nextSyncAt)
            : 'Soon',
    },
    { label: 'Last problem', value: connection.lastError ?? 'None' },
  ];
}
