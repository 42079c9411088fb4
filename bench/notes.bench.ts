/**
 * Notes feed, server-side, on a cached SQLite dataset of 1,000,000 notes (bench/notes-dataset.ts):
 * - GET /api/notes pages of 50 with tag, task and date filters through app.inject, as the admin and as
 *   a rep with two states, page 1 and page 2 (keyset cursor). Goal: p95 ≤ 25 ms.
 * - GET /api/notes/export.csv of 10,000 and 100,000 notes over real HTTP (127.0.0.1, port 0), reading
 *   the stream: time to first byte, total time, and the peak memory increase while it runs, sampled
 *   every few milliseconds. Goal: streams, memory does not grow with the export's size.
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../src/server/app.js';
import { demoPassword } from '../src/server/bootstrap/demo-users.js';
import { signIn } from '../src/server/test/harness.js';
import {
  combinations,
  feedSummaryHeader,
  measureFeedPerUser,
  ms,
  table,
  type Benchmark,
  type FilterValue,
} from './lib.js';
import { openScaleDataset } from './scale-dataset.js';

const goalMs = 25;
const rounds = 1;
const users = ['admin@humidor.test', 'rep.fl@humidor.test'];

/** The feed screen's filters (date, tags, author, tasks, attachments, comments), a few values each. */
function filters(now: Date, authorId: string): FilterValue[][] {
  const iso = (date: Date) => encodeURIComponent(date.toISOString());
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return [
    [
      ['', ''],
      ['Last Month', `from=${iso(lastMonth)}&to=${iso(thisMonth)}`],
    ],
    [
      ['', ''],
      ['Visit', 'tags=Visit'],
      ['Call or Email', 'tags=Call&tags=Email'],
      ['Complaint', 'tags=Complaint'],
      ['Damaged-Cigars or -Boxes', 'tags=Damaged-Cigars&tags=Damaged-Boxes'],
    ],
    [
      ['', ''],
      ['by the office user', `authorId=${authorId}`],
    ],
    [
      ['', ''],
      ['All Tasks', 'tasks=All%20Tasks'],
      ['Open Tasks', 'tasks=Open%20Tasks'],
      ['Resolved Tasks', 'tasks=Resolved%20Tasks'],
    ],
    [
      ['', ''],
      ['with attachments', 'withAttachments=true'],
    ],
    [
      ['', ''],
      ['with comments', 'withComments=true'],
    ],
  ];
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
  rssBefore: number;
}

async function measureExport(
  base: string,
  cookie: string,
  from: string,
  gc: () => void,
): Promise<ExportFigures> {
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
  const figures = await new Promise<Omit<ExportFigures, 'peakRss' | 'peakHeap' | 'totalMs' | 'rssBefore'>>(
    (resolve, reject) => {
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
    },
  );
  const totalMs = performance.now() - started;
  clearInterval(sampler);
  return {
    ...figures,
    totalMs,
    peakRss: peakRss - before.rss,
    peakHeap: peakHeap - before.heapUsed,
    rssBefore: before.rss,
  };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

export const notesBenchmark: Benchmark = {
  name: 'Notes feed',
  async run() {
    const { runtime, seeded, counts } = await openScaleDataset();
    const loadAtStart = loadAverage();
    const app = await buildApp(runtime);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const office = await runtime.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'office@humidor.test')
        .executeTakeFirstOrThrow();
      const combos = combinations(filters(new Date(), office.id));
      const {
        rows: feedRows,
        slow,
        empty,
        perUser,
      } = await measureFeedPerUser(
        users,
        async (email) => {
          const cookie = await signIn(app, email, demoPassword);
          return (url) => app.inject({ method: 'GET', url, headers: { cookie } });
        },
        { path: '/api/notes', combos, rounds, goalMs },
      );
      const named = perUser.flatMap(({ email, perCombo }) =>
        perCombo
          .filter((c) =>
            ['Visit, Open Tasks', 'Last Month, Visit, Open Tasks', 'no filter'].includes(c.label),
          )
          .map((c) => [email, c.label, c.rows, ms(c.p50), ms(c.p95)]),
      );
      const loadAfterFeed = loadAverage();

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
      for (const count of [10_000, 100_000])
        exports.push(await measureExport(base, cookie, await fromOf(count), gc));
      const [small, large] = exports as [ExportFigures, ExportFigures];
      const streams = large.firstByteMs < large.totalMs / 10;
      const constant =
        large.peakHeap <= small.peakHeap + 8 * 2 ** 20 && large.peakRss <= small.peakRss + 8 * 2 ** 20;
      const met = (yes: boolean) => (yes ? 'met' : 'not met');
      const exportRows = exports.map((e) => [
        e.rows.toLocaleString('en-US'),
        mib(e.bytes),
        ms(e.firstByteMs),
        `${(e.totalMs / 1000).toFixed(2)} s`,
        Math.round(e.rows / (e.totalMs / 1000)).toLocaleString('en-US'),
        mib(e.peakHeap),
        mib(e.peakRss),
        mib(e.rssBefore),
      ]);
      return [
        `SQLite, the scale-30 dataset (bench/scale-dataset.ts): ${(counts.notes ?? 0).toLocaleString('en-US')} notes over three years about`,
        `${(counts.customers ?? 0).toLocaleString('en-US')} customers, by the demo users about customers in their states; 1–2 tags per note (Call and`,
        'Visit common, complaints and errors rare), 15% tasks (60% of them resolved), 3% with damaged items, 6% personal',
        'notes, 10% with comments, 5% with attachments; with the noteTags and noteInvolvedUsers rows the app writes.',
        `\nMachine: ${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node.js ${process.versions.node};`,
        `load average ${loadAtStart} when the feed measurement started and ${loadAfterFeed} when the export`,
        'measurement started (1, 5, 15 minutes; the machine is shared with other work).',
        seeded ? `\n${seeded}` : '\nDataset from the cache (`bench/.cache/scale-30`); delete it to reseed.',
        '',
        `### Feed page of 50 (GET /api/notes)`,
        '',
        'Every combination of: date (any, Last Month) × tags (none, Visit, Call or Email, Complaint, Damaged-Cigars or',
        `-Boxes) × author (any, the office user) × tasks (4) × with attachments (2) × with comments (2): ${combos.length}`,
        `combinations, ${empty} of which match nothing for the rep. Page 1 and page 2 (keyset cursor) of each; one warm-up round,`,
        `then ${rounds} rounds per user. Time per request through \`app.inject\` (session, validation, scoped query,`,
        `serialization), and the process CPU time per request. Goal p95 ≤ ${goalMs} ms.`,
        'Repeat: `npm run bench -- "notes feed"`.',
        '',
        table(feedSummaryHeader, feedRows),
        '',
        'The slowest combinations (by median), and the cases the issue named:',
        '',
        table(['user', 'filters', 'rows on page 1', 'p50', 'p95', 'CPU p95'], slow),
        '',
        table(['user', 'filters', 'rows on page 1', 'p50', 'p95'], named),
        '',
        'On a loaded 2-core machine the wall-clock figures include waiting for a core.',
        '',
        '### CSV export (GET /api/notes/export.csv)',
        '',
        'The admin exports the newest 10,000 and 100,000 notes (a `from` date) from a real HTTP server on',
        '127.0.0.1, reading the response stream as it arrives. Memory: the peak increase over the value',
        'before the request (after a garbage collection), sampled every 2 ms in the server process. Goal:',
        'the export streams (the first byte arrives at once) and its memory does not grow with its size.',
        'The client runs in the same process (its chunks are counted and dropped at once); a warm-up export of',
        '10,000 notes runs first. An RSS increase of 0 means RSS never rose above its level before the export.',
        '',
        table(
          [
            'notes',
            'size',
            'first byte',
            'total',
            'notes/s',
            'peak heap increase',
            'peak RSS increase',
            'RSS before',
          ],
          exportRows,
        ),
        '',
        `**Goal:** streaming ${met(streams)} (first byte after ${ms(large.firstByteMs)} of ${(large.totalMs / 1000).toFixed(2)} s);`,
        `constant memory ${met(constant)} (peak heap increase ${mib(small.peakHeap)} for 10,000 notes, ${mib(large.peakHeap)} for 100,000).`,
        'Between pages of 500 the export yields to the event loop, so other requests keep being served.',
      ].join('\n');
    } finally {
      await app.close();
      await runtime.close();
    }
  },
};
