/**
 * Notes feed, server-side, on a cached SQLite dataset of 1,000,000 notes (bench/notes-dataset.ts):
 * - GET /api/notes pages of 50 with tag, task and date filters through app.inject, as the admin and as
 *   a rep with two states, page 1 and page 2 (keyset cursor). Goal: p95 ≤ 25 ms.
 * - GET /api/notes/export.csv of 10,000 and 100,000 notes over real HTTP (127.0.0.1, port 0), reading
 *   the stream: time to first byte, total time, and the peak memory increase while it runs, sampled
 *   every few milliseconds. Goal: streams, memory does not grow with the export's size.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp, type App } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { signIn } from '../src/server/test/harness.js';
import { ms, percentile, table, type Benchmark } from './lib.js';
import { noteCount, openNotesDataset } from './notes-dataset.js';

const goalMs = 25;
const users = ['admin@humidor.test', 'rep.fl@humidor.test'];

function feedQueries(now: Date): [string, string][] {
  const iso = (date: Date) => encodeURIComponent(date.toISOString());
  const thisYear = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return [
    ['no filter', ''],
    ['Visit, Open Tasks', 'tags=Visit&tasks=Open%20Tasks'],
    ['Call or Email, All Tasks', 'tags=Call&tags=Email&tasks=All%20Tasks'],
    ['Complaint, Resolved Tasks', 'tags=Complaint&tasks=Resolved%20Tasks'],
    ['Damaged-Cigars or -Boxes, Open Tasks', 'tags=Damaged-Cigars&tags=Damaged-Boxes&tasks=Open%20Tasks'],
    ['This Year, Follow-up, Open Tasks', `from=${iso(thisYear)}&tags=Follow-up&tasks=Open%20Tasks`],
    ['Last Month, Visit', `from=${iso(lastMonth)}&to=${iso(thisMonth)}&tags=Visit`],
  ];
}

async function measureFeed(app: App, cookie: string, queries: [string, string][]) {
  const get = async (url: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    return { elapsed, body: response.json() as { notes: unknown[]; nextCursor: string | null } };
  };
  const perQuery = new Map<string, number[]>(queries.map(([label]) => [label, []]));
  for (let round = 0; round < 12; round += 1) {
    for (const [label, query] of queries) {
      const url = `/api/notes?limit=50${query ? `&${query}` : ''}`;
      const first = await get(url);
      if (first.body.notes.length !== 50 || !first.body.nextCursor) throw new Error(`${label}: short page`);
      const next = await get(`${url}&cursor=${first.body.nextCursor}`);
      if (round >= 2) perQuery.get(label)?.push(first.elapsed, next.elapsed);
    }
  }
  return perQuery;
}

/** `global.gc` without --expose-gc, so the memory baselines start from a collected heap. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

interface ExportFigures {
  rows: number;
  bytes: number;
  firstByteMs: number;
  totalMs: number;
  peakRss: number;
  peakHeap: number;
}

async function measureExport(base: string, cookie: string, from: string, gc: () => void): Promise<ExportFigures> {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 2);
  const started = performance.now();
  const figures = await new Promise<Omit<ExportFigures, 'peakRss' | 'peakHeap' | 'totalMs'>>((resolve, reject) => {
    const url = `${base}/api/notes/export.csv?from=${encodeURIComponent(from)}`;
    http
      .get(url, { headers: { cookie } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`export answered ${response.statusCode}`));
        let firstByteMs = 0;
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          if (!bytes) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        });
        response.on('end', () => resolve({ rows: lines - 1, bytes, firstByteMs }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  return { ...figures, totalMs, peakRss: peakRss - before.rss, peakHeap: peakHeap - before.heapUsed };
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

export const notesBenchmark: Benchmark = {
  name: 'Notes feed',
  async run() {
    const { runtime, seeded } = await openNotesDataset();
    const app = await buildApp(runtime);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const queries = feedQueries(new Date());
      const feedRows: (string | number)[][] = [];
      const overall: (string | number)[][] = [];
      for (const email of users) {
        const cookie = await signIn(app, email, demoPassword);
        const perQuery = await measureFeed(app, cookie, queries);
        for (const [label, times] of perQuery) {
          feedRows.push([email, label, ms(percentile(times, 50)), ms(percentile(times, 95))]);
        }
        const all = [...perQuery.values()].flat();
        const p95 = percentile(all, 95);
        overall.push([email, all.length, ms(percentile(all, 50)), ms(p95), p95 <= goalMs ? 'yes' : 'no']);
      }

      const { db } = runtime.database;
      const fromOf = async (count: number) =>
        (
          await db
            .selectFrom('notes')
            .select('createdAt')
            .orderBy('createdAt', 'desc')
            .orderBy('id', 'desc')
            .offset(count - 1)
            .limit(1)
            .executeTakeFirstOrThrow()
        ).createdAt;
      const cookie = await signIn(app, users[0] ?? '', demoPassword);
      const gc = collector();
      await measureExport(base, cookie, await fromOf(10_000), gc);
      const exports: ExportFigures[] = [];
      for (const count of [10_000, 100_000]) exports.push(await measureExport(base, cookie, await fromOf(count), gc));
      const exportRows = exports.map((e) => [
        e.rows.toLocaleString('en-US'),
        mib(e.bytes),
        ms(e.firstByteMs),
        `${(e.totalMs / 1000).toFixed(2)} s`,
        Math.round(e.rows / (e.totalMs / 1000)).toLocaleString('en-US'),
        mib(e.peakHeap),
        mib(e.peakRss),
      ]);
      return [
        `SQLite, ${noteCount.toLocaleString('en-US')} notes over three years: 30 states, about 20 authors, 1–2 tags`,
        'per note (Call and Visit common, complaints and errors rare), 15% tasks (60% of them resolved), 3% with',
        'damaged items, 6% personal notes; with the noteTags and noteInvolvedUsers rows the app writes.',
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache`); delete it to reseed.',
        '',
        `### Feed page of 50 (GET /api/notes)`,
        '',
        'Page 1 and page 2 (keyset cursor) of each filter below; two warm-up rounds, then 10 rounds per user.',
        `Time per request through \`app.inject\` (session, validation, scoped query, serialization). Goal p95 ≤ ${goalMs} ms.`,
        '',
        table(['user', 'requests', 'p50', 'p95', 'within goal'], overall),
        '',
        table(['user', 'filter', 'p50', 'p95'], feedRows),
        '',
        '### CSV export (GET /api/notes/export.csv)',
        '',
        'The admin exports the newest 10,000 and 100,000 notes (a `from` date) from a real HTTP server on',
        '127.0.0.1, reading the response stream as it arrives. Memory: the peak increase over the value',
        'before the request (after a garbage collection), sampled every 2 ms in the server process. Goal:',
        'the export streams (the first byte arrives at once) and its memory does not grow with its size.',
        '',
        table(
          ['notes', 'size', 'first byte', 'total', 'notes/s', 'peak heap increase', 'peak RSS increase'],
          exportRows,
        ),
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
