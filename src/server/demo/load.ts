import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { firstLoad } from '../mirror/bulk.js';
import { importBatch } from '../mirror/import.js';
import { generateDemoCompany, type DemoOptions } from './index.js';

interface LoadProgress {
  documents: number;
  batches: number;
  entity: string;
}

interface LoadResult {
  documents: number;
  byEntity: Record<string, number>;
  milliseconds: number;
}

/** Feeds the demo company through the same import as QuickBooks' connector; a refused document is a bug. */
export async function loadDemoCompany(
  deps: { db: Db; bus: EventBus },
  options: DemoOptions = {},
  onProgress?: (progress: LoadProgress) => void,
): Promise<LoadResult> {
  const started = performance.now();
  const byEntity: Record<string, number> = {};
  let documents = 0;
  let batches = 0;
  await firstLoad(deps.db, async () => {
    for (const batch of generateDemoCompany(options)) {
      const result = await importBatch(deps, batch.entity, batch.body, { trusted: true });
      if (result.rejected.length > 0) {
        const first = result.rejected[0];
        throw new Error(
          `The import refused ${result.rejected.length} demo ${batch.entity}: ${first?.reason}`,
        );
      }
      documents += batch.count;
      batches += 1;
      byEntity[batch.entity] = (byEntity[batch.entity] ?? 0) + batch.count;
      onProgress?.({ documents, batches, entity: batch.entity });
    }
  });
  return { documents, byEntity, milliseconds: performance.now() - started };
}
