/** Every few minutes, change data capture for every connected company; each run queues the next. */
export const onlineSyncTickKind = 'quickbooks-online-sync';
/** One company, now: a webhook's changes, "Sync now", a company just connected. */
export const onlinePullKind = 'quickbooks-online-pull';
