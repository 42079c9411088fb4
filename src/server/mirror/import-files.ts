import fs from 'node:fs/promises';
import path from 'node:path';
import { isImportEntity, importEntities, type ImportEntity } from '../../domain/mirror/batch.js';
import type { Db } from '../db/database.js';
import type { EventBus } from '../live/bus.js';
import { firstLoad } from './bulk.js';
import { importBatch } from './import.js';

/** Documents per importBatch call, so a huge file commits and reports progress as it goes. */
const documentsPerBatch = 5_000;

interface ImportTotals {
  files: number;
  accepted: number;
  rejected: number;
}

/** The .json files to import: the file itself, or every .json of a folder in name order. */
async function filesToImport(target: string): Promise<string[]> {
  const stat = await fs.stat(target);
  if (!stat.isDirectory()) return [target];
  const names = (await fs.readdir(target)).filter((n) => n.toLowerCase().endsWith('.json')).sort();
  return names.map((n) => path.join(target, n));
}

interface Batch {
  body: unknown;
  /** Index, within the entity's documents, of the batch's first document. */
  offset: number;
  size: number;
}

/** The entity's body cut into batches of at most documentsPerBatch, with the index of each one's first document. */
function batchesOf(body: unknown): Batch[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [{ body, offset: 0, size: 0 }];
  const out: Batch[] = [];
  let offset = 0;
  for (const [key, value] of Object.entries(body)) {
    const list: unknown[] = Array.isArray(value)
      ? value
      : value === null || value === undefined
        ? []
        : [value];
    for (let i = 0; i < list.length; i += documentsPerBatch) {
      const part = list.slice(i, i + documentsPerBatch);
      out.push({ body: { [key]: part }, offset: offset + i, size: part.length });
    }
    offset += list.length;
  }
  // An empty body still goes through importBatch: it counts as a successful import.
  return out.length ? out : [{ body, offset: 0, size: 0 }];
}

/**
 * Imports a file (one JSON object whose keys are import entities and whose values are what that
 * endpoint takes) or a folder of them, entities in dependency order, through importBatch.
 */
export async function importPath(
  deps: { db: Db; bus: EventBus },
  target: string,
  log: (line: string) => void,
): Promise<ImportTotals> {
  const totals: ImportTotals = { files: 0, accepted: 0, rejected: 0 };
  await firstLoad(deps.db, async () => {
    for (const file of await filesToImport(target)) {
      const name = path.basename(file);
      let content: unknown;
      try {
        content = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (error) {
        throw new Error(`${name}: not valid JSON (${(error as Error).message})`, { cause: error });
      }
      if (content === null || typeof content !== 'object' || Array.isArray(content)) {
        throw new Error(`${name}: must be a JSON object whose keys are ${importEntities.join(', ')}`);
      }
      const unknown = Object.keys(content).filter((k) => !isImportEntity(k));
      if (unknown.length) {
        throw new Error(`${name}: unknown entity "${unknown[0]}". Use ${importEntities.join(', ')}.`);
      }
      totals.files += 1;
      const entities = content as Partial<Record<ImportEntity, unknown>>;
      for (const entity of importEntities) {
        if (!(entity in entities)) continue;
        let accepted = 0;
        const rejected: string[] = [];
        for (const batch of batchesOf(entities[entity])) {
          const result = await importBatch(deps, entity, batch.body, { trusted: true }).catch(
            (error: unknown) => {
              throw new Error(`${name} ${entity}: ${(error as Error).message}`, { cause: error });
            },
          );
          accepted += result.accepted;
          for (const r of result.rejected) rejected.push(`  #${r.index + batch.offset}: ${r.reason}`);
          if (batch.size === documentsPerBatch)
            log(`${name} ${entity}: ${accepted + rejected.length} documents…`);
        }
        log(
          `${name} ${entity}: ${accepted} accepted${rejected.length ? `, ${rejected.length} rejected` : ''}`,
        );
        for (const line of rejected) log(line);
        totals.accepted += accepted;
        totals.rejected += rejected.length;
      }
    }
  });
  return totals;
}
