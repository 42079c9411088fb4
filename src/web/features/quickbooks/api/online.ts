import { adminContract } from '../../../../domain/admin/contract';
import { onlineConnectionContract as contract } from '../../../../domain/quickbooks/online/connection-contract';
import { onlineSyncContract } from '../../../../domain/quickbooks/online/sync-contract';
import type { RouteResult } from '../../../../domain/contract/route';
import { quickbooksSourceDefault, type QuickbooksSource } from '../../../../domain/settings/quickbooksSource';
import { call, hrefOf } from '../../../lib/api';

export type OnlineStatus = RouteResult<typeof contract.status>;
export type { QuickbooksSource };

export const onlineKey = ['admin', 'quickbooks', 'online'] as const;
export const sourceKey = ['admin', 'quickbooks', 'source'] as const;

export const fetchOnline = () => call(contract.status);
export const disconnectOnline = () => call(contract.disconnect);
/** Queues a sync of the connected company; the page follows it live. */
export const syncOnlineNow = () => call(onlineSyncContract.syncNow);
/** A link, not a request: the browser itself goes to Intuit and comes back to the callback. */
export const connectOnlineHref = hrefOf(contract.connect, {});

export async function fetchSource(): Promise<QuickbooksSource> {
  const { settings } = await call(adminContract.listSettings);
  const entry = settings.find((setting) => setting.key === 'quickbooksSource');
  return (entry?.value ?? quickbooksSourceDefault) as QuickbooksSource;
}

export const saveSource = (value: QuickbooksSource) =>
  call(adminContract.saveSetting, { params: { key: 'quickbooksSource' }, body: value });
