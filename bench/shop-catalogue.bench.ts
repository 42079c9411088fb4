/**
 * The shop's catalogue (issue 48; goal p95 ≤ 50 ms at scale 30): `shopCatalogue` for one customer,
 * every active item of every brand offered, half of them with a photo and a description, priced at
 * the customer's QuickBooks price level. Timed three ways in the same run, interleaved: the route
 * staff preview it through (`GET /api/customers/:listId/shop-preview` by `app.inject`: session,
 * visibility, the catalogue, serialization), the function alone, and the raw SQL it stands on (the
 * customer, its price level, the offered items with their descriptions, their photos) as the floor.
 *
 *   npx tsx bench/shop-catalogue.bench.ts [rounds]     (default 5; also `npm run bench -- shop`)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import type { Db } from '../src/server/db/database.js';
import { loadDemoCompany } from '../src/server/demo/load.js';
import { createRandom } from '../src/server/demo/random.js';
import { putSetting } from '../src/server/settings/queries.js';
import { shopCatalogue } from '../src/server/shop/catalogue.js';
import { signIn } from '../src/server/test/harness.js';
import { ms, percentile, printWhenRunAsScript, rowCount, table, type Benchmark } from './lib.js';
import { openCachedRuntime } from './scale-dataset.js';

const scale = 30;
const cacheDir = path.resolve('bench/.cache/shop-catalogue-scale30');
const readyFile = path.join(cacheDir, 'ready.json');
const goalMs = 50;
const sampled = 100;

/** The customers and items of scale 30 (the catalogue reads no transactions), shops' words and photos on half the items. */
async function openDataset() {
  const runtime = await openCachedRuntime(cacheDir);
  const { db } = runtime.database;
  let seeded: string | null = null;
  if (!fs.existsSync(readyFile)) {
    const result = await loadDemoCompany(
      { db, bus: runtime.bus },
      { scale, batchSize: 1000, transactions: false },
    );
    await ensureDemoUsers(runtime);
    const items = await db
      .selectFrom('items')
      .select('listId')
      .where('isActive', '=', true)
      .orderBy('listId')
      .execute();
    const now = new Date().toISOString();
    const described = items.filter((_, i) => i % 2 === 0);
    await db
      .insertInto('shopItemDetails')
      .values(
        described.map(({ listId }) => ({
          itemListId: listId,
          description: `A shop's words for ${listId}.`,
          updatedAt: now,
          updatedById: null,
        })),
      )
      .execute();
    // Photo rows as an upload leaves them (the bytes are not read by the catalogue); two for some items, the newer one shown.
    const photos = described.flatMap(({ listId }, i) =>
      Array.from({ length: i % 3 === 0 ? 2 : 1 }, (_, n) => ({
        id: `PHOTO-${listId}-${n}`,
        ownerType: 'item' as const,
        ownerId: listId,
        name: 'box.png',
        size: 1000,
        contentType: 'image/png',
        storagePath: `item/${listId}/${n}-box.png`,
        previewStoragePath: null,
        previewContentType: null,
        uploadedById: null,
        uploadedByName: 'Bench',
        uploadedByEmail: 'bench@humidor.test',
        createdAt: new Date(Date.now() - n * 1000).toISOString(),
      })),
    );
    for (let i = 0; i < photos.length; i += 200)
      await db
        .insertInto('attachments')
        .values(photos.slice(i, i + 200))
        .execute();
    await sql`analyze`.execute(db);
    seeded = `Seeded ${result.documents.toLocaleString('en-US')} documents (customers and items, no transactions) in ${(result.milliseconds / 1000).toFixed(0)} s.`;
    fs.writeFileSync(readyFile, JSON.stringify({ scale, seeded }));
  }
  // Every brand offered: the largest catalogue a shop can be shown.
  const brands = await db
    .selectFrom('items')
    .select('brand')
    .distinct()
    .where('isActive', '=', true)
    .execute();
  await putSetting(
    db,
    'shopPortal',
    {
      enabled: true,
      welcomeText: '',
      brands: brands.map((b) => b.brand),
      items: [],
      minimumOrderCents: 0,
      paymentInstructions: '',
      fewLeftAt: 10,
    },
    null,
  );
  return { runtime, seeded, brands: brands.length };
}

/** The catalogue's reads as plain SQL, nothing shaped: the floor under the function. */
async function rawReads(db: Db, listId: string, brands: string[]) {
  const customer = await sql<{
    priceLevelListId: string | null;
  }>`select "priceLevelListId" from customers where "listId" = ${listId}`.execute(db);
  await sql`select "listId", name, "percentOff" from "priceLevels"`.execute(db);
  const items = await sql<{
    listId: string;
  }>`select i."listId", i.name, i.brand, i."salesDesc", i."salesPrice", i.sticks,
      i."quantityOnHand", i."quantityOnSalesOrder", d.description
    from items i left join "shopItemDetails" d on d."itemListId" = i."listId"
    where i."isActive" = 1 and i.brand in (${sql.join(brands)})`.execute(db);
  await sql`select id, "ownerId" from attachments where "ownerType" = 'item'
    and "ownerId" in (${sql.join(items.rows.map((r) => r.listId))}) order by "createdAt" desc, id desc`.execute(
    db,
  );
  return customer.rows.length;
}

async function report(rounds: number): Promise<string> {
  const { runtime, seeded, brands } = await openDataset();
  const { db } = runtime.database;
  const app = await buildApp(runtime);
  await app.ready();
  try {
    const cookie = await signIn(app, 'admin@humidor.test', demoPassword);
    const all = await db
      .selectFrom('customers')
      .select(['listId', 'priceLevelListId'])
      .orderBy('listId')
      .execute();
    const random = createRandom(48);
    const ids = Array.from({ length: sampled }, () => random.pick(all).listId);
    const withLevel = all.filter((c) => c.priceLevelListId).length;
    const offered = (await shopCatalogue(db, ids[0]!))!.brands;
    const itemCount = offered.reduce((n, b) => n + b.items.length, 0);
    const brandNames = offered.map((b) => b.brand);
    const times = { route: [] as number[], fn: [] as number[], raw: [] as number[] };
    const cpu = { route: 0, fn: 0, raw: 0 };
    /** Runs one read, keeping its wall time and the process CPU time it took (past the warm-up round). */
    const measure = async (kind: keyof typeof times, counted: boolean, work: () => Promise<unknown>) => {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await work();
      const wall = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      if (!counted) return;
      times[kind].push(wall);
      cpu[kind] += (used.user + used.system) / 1000;
    };
    for (let round = 0; round <= rounds; round += 1) {
      for (const id of ids) {
        const counted = round > 0;
        await measure('route', counted, async () => {
          const response = await app.inject({
            method: 'GET',
            url: `/api/customers/${id}/shop-preview`,
            headers: { cookie },
          });
          if (response.statusCode !== 200)
            throw new Error(`the preview of ${id} answered ${response.statusCode}`);
        });
        await measure('fn', counted, () => shopCatalogue(db, id));
        await measure('raw', counted, () => rawReads(db, id, brandNames));
      }
    }
    const rawP50 = percentile(times.raw, 50);
    const row = (label: string, kind: keyof typeof times) => [
      label,
      times[kind].length,
      ms(percentile(times[kind], 50)),
      ms(percentile(times[kind], 95)),
      ms(cpu[kind] / times[kind].length),
      `${(percentile(times[kind], 50) / rawP50).toFixed(1)}×`,
      `${(cpu[kind] / cpu.raw).toFixed(1)}×`,
    ];
    const p95 = percentile(times.route, 95);
    const n = (v: number) => v.toLocaleString('en-US');
    return [
      `SQLite, the demo company's customers and items at scale ${scale}: ${n(await rowCount(db, 'customers'))} customers`,
      `(${n(withLevel)} with a price level), ${n(itemCount)} items offered from ${brands} brands, half of them with a description`,
      `and a photo. ${sampled} random customers; one warm-up round, then ${rounds} rounds, the three reads interleaved.`,
      `Goal p95 ≤ ${goalMs} ms through the route: ${p95 <= goalMs ? 'met' : 'not met'} (${ms(p95)}); load average`,
      `${os.loadavg()[0]!.toFixed(1)} at the end of the run. CPU is the process's own time per read, which a busy machine does not inflate.`,
      seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
      '',
      table(
        ['read', 'requests', 'p50', 'p95', 'CPU per read', 'p50 ÷ raw SQL', 'CPU ÷ raw SQL'],
        [
          row('GET /api/customers/:listId/shop-preview', 'route'),
          row('shopCatalogue (the function)', 'fn'),
          row('raw SQL of the same reads', 'raw'),
        ],
      ),
    ].join('\n');
  } finally {
    await app.close();
    await runtime.close();
  }
}

export const shopCatalogueBenchmark: Benchmark = { name: 'Shop catalogue', run: () => report(5) };

printWhenRunAsScript(import.meta.url, report, 5);
