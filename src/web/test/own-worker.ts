/**
 * Unit test files that each run in a worker of their own (the `unit-own-worker` vitest project,
 * decision 0363); every other unit file shares its worker's modules and globals with the files run
 * before it. A file belongs here when it changes, at import, what a shared worker would carry into
 * the next file: `fake-indexeddb/auto` sets the global IndexedDB, which Dexie reads once, when it is
 * first imported, and which turns the offline store on in every later component (`keepsOffline`);
 * `vi.mock` replaces a module for every module first imported under it, which the next file then
 * gets. `own-worker.test.ts` checks that every such file is listed. `ui/Loading.test.tsx` marks the
 * device's copy as read (`offline/restored.ts`), once for the page's life: in a shared worker every
 * later page offline would say at once that it is not on the device.
 */
export const unitOwnWorker = [
  'src/web/features/comments/components/CommentsPanel.test.tsx',
  'src/web/offline/OfflineStatus.test.tsx',
  'src/web/offline/bundles.test.ts',
  'src/web/offline/cache.test.ts',
  'src/web/offline/replayer.test.ts',
  'src/web/offline/restore.test.ts',
  'src/web/offline/runtime.test.ts',
  'src/web/offline/submit.test.ts',
  'src/web/offline/upgraded-elsewhere.test.ts',
  'src/web/offline/working-set.test.ts',
  'src/web/routes/outbox.test.tsx',
  'src/web/ui/Loading.test.tsx',
];

/** What in a test file's text puts it in `unitOwnWorker`. */
export const needsOwnWorker = /fake-indexeddb|\bvi\.(?:mock|doMock)\(/;
