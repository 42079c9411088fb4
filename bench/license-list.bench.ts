/**
 * A state's license list (issue 46, part 1): a generated 50,000-row CSV imported through
 * `POST /api/admin/compliance/license-lists/CA/imports` (app.inject: session, the body read and
 * sniffed, the CSV read, matched against 2,000 customers of the state, written in one transaction)
 * on a fresh SQLite database. Goal: ≤ 10 s. The ratio is against the raw SQL insert of the same
 * 50,000 rows into the list's table (`insertRows`, one transaction), measured in the same run.
 *
 *   npx tsx bench/license-list.bench.ts [rows]     (default 50000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.js';
import { demoPassword, ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { insertRows } from '../src/server/db/bulk-insert.js';
import { importBatch } from '../src/server/mirror/import.js';
import { signIn } from '../src/server/test/harness.js';
import { openBenchRuntime, printWhenRunAsScript, table, timed, type Benchmark } from './lib.js';
import { licenseRow } from '../src/server/test/license-fixtures.js';

const goalMs = 10_000;
const customers = 2_000;
/** Of the customers: this many hold a license the list names by number, as many more are found by name and address. */
const licensed = 500;

const street = (i: number) => `${100 + i} Mission Street`;
const zip = (i: number) => String(90001 + (i % 900));

/** The list: the licensed customers' numbers, then shops named as customers, then shops Humidor does not know. */
function listCsv(rows: number, expiry: (i: number) => string): string {
  const lines = [
    'License Number,Business Name,Street Address,City,Zip,License Type,Issue Date,Expiration Date',
  ];
  for (let i = 0; i < rows; i++) {
    const known = i < 2 * licensed;
    const name = known ? `Shop ${i}` : `Other Shop ${i}`;
    lines.push(`CA-${i},"${name}",${street(i)},Los Angeles,${zip(i)},Retailer,01/01/2025,${expiry(i)}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function runLicenseListBench(rows = 50_000) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'humidor-license-list-bench-'));
  const runtime = await openBenchRuntime(dir);
  try {
    const { db } = runtime.database;
    await ensureDemoUsers(runtime);
    for (let from = 0; from < customers; from += 500) {
      const batch = Array.from({ length: 500 }, (_, k) => {
        const i = from + k;
        const address = {
          Addr1: `Shop ${i}`,
          Addr2: street(i),
          City: 'Los Angeles',
          State: 'CA',
          PostalCode: zip(i),
        };
        return {
          ListID: `C-${i}`,
          FullName: `Shop ${i}`,
          CompanyName: `Shop ${i}`,
          IsActive: 'true',
          BillAddress: address,
          ShipAddress: address,
        };
      });
      await importBatch({ db, bus: runtime.bus }, 'customers', { CustomerRet: batch });
    }
    const now = new Date().toISOString();
    await insertRows(
      db,
      'customerLicenses',
      Array.from({ length: licensed }, (_, i) => ({
        ...licenseRow({ id: `L-${i}`, customerListId: `C-${i}`, state: 'CA', number: `CA-${i}` }, now),
      })),
    );

    const app = await buildApp(runtime);
    await app.ready();
    const cookie = await signIn(app, 'admin@humidor.test', demoPassword);
    const call = (method: 'PUT' | 'POST', url: string, payload: string, contentType: string) =>
      app.inject({ method, url, headers: { cookie, 'content-type': contentType }, payload });
    const base = '/api/admin/compliance/license-lists/CA';
    const mapping = {
      number: 'License Number',
      name: 'Business Name',
      address: 'Street Address',
      city: 'City',
      zip: 'Zip',
      kind: 'License Type',
      issuedOn: 'Issue Date',
      expiresOn: 'Expiration Date',
    };
    await call('PUT', `${base}/mapping`, JSON.stringify(mapping), 'application/json');
    const importOnce = async (csv: string) => {
      const { result, wall, cpu } = await timed(() => call('POST', `${base}/imports`, csv, 'text/csv'));
      if (result.statusCode !== 201)
        throw new Error(`the import answered ${result.statusCode}: ${result.body}`);
      return { wall, cpu, counts: result.json<{ counts: Record<string, number | boolean> }>().counts };
    };
    const first = listCsv(rows, () => '12/31/2027');
    const megabytes = Buffer.byteLength(first) / 1024 / 1024;
    const firstRun = await importOnce(first);
    const again = await importOnce(first);
    // A year on: every tenth license renewed, the last 2 % of the list gone.
    const renewed = listCsv(Math.floor(rows * 0.98), (i) => (i % 10 === 0 ? '12/31/2028' : '12/31/2027'));
    const changed = await importOnce(renewed);

    const raw = Array.from({ length: rows }, (_, i) => ({
      state: 'ZZ',
      number: `CA-${i}`,
      kind: 'retailer',
      name: `Shop ${i}`,
      address: street(i),
      city: 'Los Angeles',
      zip: zip(i),
      issuedOn: '2025-01-01',
      expiresOn: '2027-12-31',
      importId: 'raw',
    }));
    const rawInsert = await timed(() =>
      db.transaction().execute((tx) => insertRows(tx, 'licenseListEntries', raw)),
    );
    await app.close();
    return { rows, megabytes, first: firstRun, again, changed, raw: rawInsert.wall, rawCpu: rawInsert.cpu };
  } finally {
    await runtime.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function report(rows?: number): Promise<string> {
  const r = await runLicenseListBench(rows);
  const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const line = (
    label: string,
    run: { wall: number; cpu: number; counts: Record<string, number | boolean> },
  ) => [
    label,
    seconds(run.wall),
    seconds(run.cpu),
    (run.wall / r.raw).toFixed(1),
    (run.cpu / r.rawCpu).toFixed(1),
    (run.wall / goalMs).toFixed(3),
    `${run.counts.matched} matched (${run.counts.added} added), ${run.counts.changed} changed, ${run.counts.gone} gone`,
  ];
  return [
    `A generated list of ${r.rows.toLocaleString('en-US')} rows (${r.megabytes.toFixed(1)} MB) imported through the API against ${customers.toLocaleString('en-US')} customers of the state, ${licensed} of them holding a license it names, on a fresh SQLite database. Goal: ≤ 10 s (issue 46). Raw SQL insert of the same rows into \`licenseListEntries\` (one transaction): ${seconds(r.raw)} wall, ${seconds(r.rawCpu)} CPU. CPU is the process's own time, which a busy shared machine does not inflate as it does the wall time.`,
    '',
    table(
      ['import', 'wall', 'CPU', 'wall ÷ raw insert', 'CPU ÷ raw insert', 'wall ÷ goal', 'result'],
      [
        line('first (the list new)', r.first),
        line('the same file again', r.again),
        line('a year on (10 % renewed, 2 % gone)', r.changed),
      ],
    ),
    '',
    'Repeat: `npx tsx bench/license-list.bench.ts` (or `npm run bench -- license`).',
  ].join('\n');
}

export const licenseListBenchmark: Benchmark = {
  name: 'License list import (issue 46)',
  run: () => report(),
};

printWhenRunAsScript(import.meta.url, (rows) => report(rows), 50_000);
