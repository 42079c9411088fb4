import type { OfflineAdapter } from '../../offline/adapter';
import { environmentKey } from './api/environment';

/** The settings and lists every page reads, as the working set fetched them for every adapter. */
export const environmentOffline: OfflineAdapter = {
  feature: 'environment',
  keep: async ({ client, environment }) => client.setQueryData(environmentKey, environment),
};
