import type { FormerPath } from '../../contract/route.js';

/**
 * QuickBooks Online's routes were spelled two ways, `/api/…/quickbooks-online/…` and
 * `/api/…/quickbooks/online/…`; they are all under `quickbooks/online` now, like its folders
 * (decision 0272), and each old path answers as a deprecated alias until the sunset (decision 0271).
 */
export const formerOnlinePath = (path: `/${string}`): FormerPath => ({
  path,
  deprecated: '2026-12-06',
  sunset: '2027-03-06',
});
