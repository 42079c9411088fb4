/**
 * The notes benchmark's dataset: 1,000,000 notes over three years in a cached SQLite file, written
 * straight through better-sqlite3 prepared statements in large transactions (the app's insert path
 * is measured by its own tests; here only the volume matters). Rows carry what the app writes:
 * JSON as text, booleans as 0/1, ISO timestamps, plus the noteTags and noteInvolvedUsers rows.
 */
import SqliteDatabase from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { damagedTags, noteTagsDefault, personalNoteTag } from '../src/domain/settings/noteTags.js';
import { tagSelectionProblem } from '../src/domain/tags/exclusivity.js';
import { ensureDemoUsers } from '../src/server/bootstrap/demo-users.js';
import { loadConfig } from '../src/server/config.js';
import { createRandom, type Random } from '../src/server/demo/random.js';
import { openRuntime, type Runtime } from '../src/server/runtime.js';

export const noteCount = 1_000_000;
const batchSize = 50_000;
const cacheDir = path.resolve('bench/.cache/notes-1m');
const readyFile = path.join(cacheDir, 'ready.json');
const yearMs = 365 * 86_400_000;

/** Thirty states, weighted roughly like a distributor's customer base. */
const stateWeights: [string, number][] = [
  ['FL', 10], ['TX', 8], ['CA', 8], ['NY', 7], ['GA', 5], ['NJ', 5], ['IL', 4], ['PA', 4], ['OH', 4],
  ['NC', 4], ['AZ', 3], ['NV', 3], ['VA', 3], ['MI', 3], ['TN', 3], ['LA', 3], ['MA', 3], ['MD', 3],
  ['CO', 2], ['WA', 2], ['SC', 2], ['AL', 2], ['KY', 2], ['MO', 2], ['IN', 2], ['OK', 1], ['NM', 1],
  ['CT', 1], ['MN', 1], ['WI', 1],
]; // prettier-ignore

/** Everyday tags are common, complaints and errors rare (§9 tags without Personal and damaged). */
const tagWeights: [string, number][] = [
  ['Call', 20], ['Visit', 18], ['Email', 10], ['Follow-up', 10], ['Text', 6], ['Return-Call', 5],
  ['Incoming', 4], ['Outgoing', 4], ['Event', 3], ['Brand Building', 3], ['Back-Order Not Wanted', 2],
  ['Complaint', 2], ['Compliment', 2], ['Training', 2], ['Complaint-Order-Status', 1],
  ['Error-Shipping', 1], ['Error-Payment', 1], ['Error-Order-Entry', 1],
]; // prettier-ignore

const sentences = [
  'Walked the humidor with the owner; shelves look good.',
  'They want to add two boxes of the Robusto Collection to the usual reorder.',
  'Asked about the last invoice; they think a credit memo was not applied.',
  'The last shipment arrived late and one carton was crushed.',
  'Planning a cigar night next month with a brand ambassador.',
  'Trained two new staff members on storage and cutting.',
  'The new counter display is up and our boxes are at eye level.',
  'Customers love the maduro line; the owner passed on the feedback.',
  'Back-ordered Cosecha still wanted when it lands.',
  'Opening a second location in the spring and wants a starter quote.',
];
const subjects = ['Monthly visit', 'Reorder call', 'Event planning', 'Payment question', 'Shipping issue',
  'Training session', 'Display refresh', 'Back order follow-up', 'Compliment', 'New store opening']; // prettier-ignore
const items = Array.from({ length: 300 }, (_, n) => ({
  listId: `ITEM-${n}`,
  name: `p-${String(1000 + n)}`,
  salesDesc: `Premium cigar ${n} (box of 20)`,
}));

function uuid(random: Random): string {
  const hex = () =>
    Math.floor(random.next() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-${hex()}-${hex()}${hex()}${hex()}`;
}

function tagsOf(random: Random): string[] {
  const tags = [random.weighted(tagWeights)];
  if (random.chance(0.35)) {
    const extra = random.weighted(tagWeights);
    if (extra !== tags[0] && !tagSelectionProblem(noteTagsDefault, [...tags, extra])) tags.push(extra);
  }
  return tags;
}

interface Author {
  id: string;
  name: string;
}

function seed(file: string, authors: Author[]): string {
  const started = performance.now();
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -400000');
  const insertNote = sqlite.prepare(`insert into notes (id, createdAt, updatedAt, noteClass, customerListId,
    customerName, customerState, customerShipState, subject, text, tags, authorId, authorName, damagedItems,
    hasDamagedItems, isTask, isResolved, isResolvedAt, isResolvedBy, taskDescription, changedTaskStatusBy,
    changedTaskResolutionBy, commentCount, attachmentCount, lastAttachmentAt)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertTag = sqlite.prepare('insert into noteTags (noteId, tag) values (?, ?)');
  const insertInvolved = sqlite.prepare(
    'insert or ignore into noteInvolvedUsers (noteId, userId) values (?, ?)',
  );
  const random = createRandom(1_000_000);
  const end = Date.now();
  const start = end - 3 * yearMs;
  const step = (end - start) / noteCount;
  const customers = Array.from({ length: 30_000 }, (_, n) => {
    const state = random.weighted(stateWeights);
    return {
      listId: `C-${n}`,
      name: `Smoke Shop ${n}`,
      state,
      shipState: random.chance(0.05) ? random.weighted(stateWeights) : state,
    };
  });
  const writeBatch = sqlite.transaction((from: number, to: number) => {
    for (let n = from; n < to; n += 1) {
      const id = uuid(random);
      const createdAt = new Date(start + n * step + random.int(0, Math.floor(step))).toISOString();
      const author = random.pick(authors);
      const personal = random.chance(0.06);
      const customer = personal ? null : random.pick(customers);
      let tags = personal ? [personalNoteTag] : tagsOf(random);
      const damaged = !personal && random.chance(0.03);
      if (damaged) tags = [...tags, random.pick(damagedTags)];
      const damagedItems = damaged
        ? [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))].map((i) => ({
            ...i,
            sticks: random.int(1, 40),
          }))
        : [];
      const isTask = random.chance(0.15);
      const isResolved = isTask && random.chance(0.6);
      const setter = isTask ? (random.chance(0.8) ? author : random.pick(authors)) : null;
      const resolver = isResolved ? (random.chance(0.7) ? author : random.pick(authors)) : null;
      const ref = (user: Author | null) =>
        user ? JSON.stringify({ id: user.id, displayName: user.name }) : null;
      const text = Array.from({ length: random.int(1, 4) }, () => random.pick(sentences)).join(' ');
      insertNote.run(
        id,
        createdAt,
        createdAt,
        personal ? 'Personal-Note' : 'standard',
        customer?.listId ?? null,
        customer?.name ?? null,
        customer?.state ?? null,
        customer?.shipState ?? null,
        personal ? 'Reminder' : random.pick(subjects),
        text,
        JSON.stringify(tags),
        author.id,
        author.name,
        JSON.stringify(damagedItems),
        damagedItems.length ? 1 : 0,
        isTask ? 1 : 0,
        isResolved ? 1 : 0,
        isResolved ? createdAt : null,
        ref(resolver),
        isTask ? 'Call back about the credit' : null,
        ref(setter),
        ref(resolver),
        random.chance(0.1) ? random.int(1, 6) : 0,
        random.chance(0.05) ? random.int(1, 3) : 0,
        null,
      );
      for (const tag of tags) insertTag.run(id, tag);
      for (const user of [author, setter, resolver]) if (user) insertInvolved.run(id, user.id);
    }
  });
  for (let done = 0; done < noteCount; done += batchSize)
    writeBatch(done, Math.min(noteCount, done + batchSize));
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  sqlite.close();
  const seconds = (performance.now() - started) / 1000;
  return `Seeded ${noteCount.toLocaleString('en-US')} notes in ${seconds.toFixed(1)} s.`;
}

/** Opens (creating and seeding on first use) the cached dataset. */
export async function openNotesDataset(): Promise<{ runtime: Runtime; seeded: string | null }> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: cacheDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
  });
  if (!fs.existsSync(readyFile)) fs.rmSync(cacheDir, { recursive: true, force: true });
  fs.mkdirSync(cacheDir, { recursive: true });
  let runtime = await openRuntime(config);
  if (fs.existsSync(readyFile)) return { runtime, seeded: null };
  await ensureDemoUsers(runtime);
  const users = await runtime.database.db.selectFrom('users').select(['id', 'name']).execute();
  await runtime.close();
  const others = Array.from({ length: Math.max(0, 20 - users.length) }, (_, n) => ({
    id: `bench-user-${n}`,
    name: `Bench Rep ${n}`,
  }));
  const seeded = seed(path.join(cacheDir, 'humidor.sqlite'), [...users, ...others]);
  fs.writeFileSync(readyFile, JSON.stringify({ notes: noteCount, seeded }));
  runtime = await openRuntime(config);
  return { runtime, seeded };
}
