import type { OfflineAdapter } from '../offline/adapter';

/**
 * Every feature that keeps something on the device or writes through the outbox (decision 0180):
 * each `features/<name>/offline.ts` exports its adapter, found here by the build, so a new one
 * (a check-in, a route) is that one file. The shell hands the list to the offline runtime.
 */
const modules = import.meta.glob<Record<string, unknown>>('../features/*/offline.ts', { eager: true });

const isAdapter = (value: unknown): value is OfflineAdapter =>
  typeof value === 'object' && value !== null && typeof (value as OfflineAdapter).feature === 'string';

export const offlineAdapters: readonly OfflineAdapter[] = Object.values(modules).flatMap((module) =>
  Object.values(module).filter(isAdapter),
);
