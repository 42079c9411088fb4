import { damagedTags, noteTagsDefault, personalNoteTag } from '../../domain/settings/noteTags.js';
import { tagSelectionProblem } from '../../domain/tags/exclusivity.js';
import { searchTextOf } from '../comments/queries.js';
import type { Db } from '../db/database.js';
import {
  attachmentRow,
  customersByUser,
  seededUuid,
  writeChunk,
  type ActivityCustomer,
  type ActivityUser,
  type Row,
} from './activity-rows.js';
import { seedScaledOrders } from './activity-orders.js';
import { cartItems, type CartItem } from './carts.js';
import { seedVisitHistory } from './visits.js';
import { createRandom, type Random } from './random.js';

/**
 * The app's own data at scale (`npm run seed -- --scale N`): notes with their tags, involved users,
 * comments and attachment rows, app orders with their lines, tags, raffle tickets and
 * attachment rows, and the reps' visit history (`visits.ts`), in proportion to the demo company's customers. Rows are written in large
 * multi-row inserts, one transaction per chunk, through the importer's bulk writer (the same codec
 * as every other query, on both dialects). Attachment rows carry metadata only: no file is stored.
 */

export const notesPerScale = 33_334;
export const ordersPerScale = 16_667;
const chunkSize = 5_000;
const dayMs = 86_400_000;

export interface ActivityOptions {
  scale?: number;
  /** Rows per unit of scale, instead of the demo company's (small datasets for tests). */
  notesPerScale?: number;
  ordersPerScale?: number;
  now?: Date;
  seed?: number;
  onProgress?: (table: string, written: number) => void;
}

/** Everyday tags are common, complaints and errors rare; tags not named here weigh 2. */
const tagWeight: Record<string, number> = {
  Call: 20, Visit: 18, Email: 10, 'Follow-up': 10, Text: 6, 'Return-Call': 5, Incoming: 4, Outgoing: 4,
  Event: 3, 'Brand Building': 3, 'Complaint-Order-Status': 1, 'Error-Shipping': 1, 'Error-Payment': 1,
  'Error-Order-Entry': 1,
}; // prettier-ignore
const everydayTags = noteTagsDefault
  .map((t) => t.label)
  .filter((label) => label !== personalNoteTag && !(damagedTags as readonly string[]).includes(label))
  .map((label) => [label, tagWeight[label] ?? 2] as const);

const subjects = ['Monthly visit', 'Reorder call', 'Event planning', 'Payment question', 'Shipping issue',
  'Training session', 'Display refresh', 'Back order follow-up', 'Compliment', 'New store opening']; // prettier-ignore
const sentences = [
  'Walked the humidor with the owner; shelves look good.',
  'They want to add two boxes of the Robusto Collection to the usual reorder.',
  'Asked about the last invoice; they think a credit memo was not applied.',
  'The last shipment arrived late and one carton was crushed.',
  'Planning a cigar night next month with a brand ambassador.',
  'Trained two new staff members on storage and cutting.',
  'The new counter display is up and our boxes are at eye level.',
  'Customers love the maduro line; the owner passed on the feedback.',
];
const personalSubjects = ['Expense report', 'Route for next week', 'Samples to order'];
const taskTexts = ['Send the updated price list', 'Call back about the credit', 'Ship replacement boxes'];
const commentTexts = ['Done, thanks.', 'Following up tomorrow.', 'Sent the photos to the warehouse.'];

function tagsOf(random: Random): string[] {
  const tags: string[] = [random.weighted(everydayTags)];
  if (random.chance(0.35)) {
    const extra = random.weighted(everydayTags);
    if (extra !== tags[0] && !tagSelectionProblem(noteTagsDefault, [...tags, extra])) tags.push(extra);
  }
  return tags;
}

async function seedScaledNotes(
  db: Db,
  context: { users: ActivityUser[]; customers: ActivityCustomer[]; items: CartItem[] },
  count: number,
  now: Date,
  seed: number,
  onProgress?: ActivityOptions['onProgress'],
): Promise<Record<string, number>> {
  const random = createRandom(seed);
  const { users, items } = context;
  const mineOf = customersByUser(users, context.customers);
  const end = now.getTime();
  const step = (3 * 365 * dayMs) / Math.max(1, count);
  const start = end - step * count;
  const ref = (u: ActivityUser | null) => (u ? { id: u.id, displayName: u.name } : null);
  const totals = { notes: 0, noteTags: 0, noteInvolvedUsers: 0, comments: 0, attachments: 0 };
  for (let from = 0; from < count; from += chunkSize) {
    const notes: Row[] = [];
    const tagRows: Row[] = [];
    const involved: Row[] = [];
    const comments: Row[] = [];
    const attachments: Row[] = [];
    for (let n = from; n < Math.min(count, from + chunkSize); n += 1) {
      const id = seededUuid(random);
      const createdAt = new Date(start + n * step + random.int(0, Math.floor(step))).toISOString();
      const author = random.pick(users);
      const mine = mineOf.get(author.id) ?? [];
      const personal = mine.length === 0 || random.chance(0.06);
      const customer = personal ? null : random.pick(mine);
      let tags = personal ? [personalNoteTag] : tagsOf(random);
      const damaged = !personal && items.length > 0 && random.chance(0.03);
      if (damaged) tags = [...tags, random.pick(damagedTags)];
      const damagedItems = damaged
        ? [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(items)))].map((i) => ({
            listId: i.listId,
            name: i.name,
            salesDesc: i.salesDesc ?? null,
            sticks: random.int(1, 40),
          }))
        : [];
      const isTask = random.chance(0.15);
      const isResolved = isTask && random.chance(0.6);
      const setter = isTask ? (random.chance(0.8) ? author : random.pick(users)) : null;
      const resolver = isResolved ? (random.chance(0.7) ? author : random.pick(users)) : null;
      const at = (minutes: number) =>
        new Date(Math.min(end, Date.parse(createdAt) + minutes * 60_000)).toISOString();
      const commentCount = random.chance(0.1) ? random.int(1, 4) : 0;
      for (let c = 0; c < commentCount; c += 1) {
        const by = random.pick(users);
        const text = random.pick(commentTexts);
        comments.push({
          id: seededUuid(random),
          noteId: id,
          text,
          searchText: searchTextOf(text, by.name),
          authorId: by.id,
          authorName: by.name,
          taggedUsers: [],
          attachmentCount: 0,
          createdAt: at((c + 1) * 90),
        });
      }
      const attachmentCount = random.chance(0.05) ? random.int(1, 2) : 0;
      for (let a = 0; a < attachmentCount; a += 1)
        attachments.push(attachmentRow(random, { type: 'note', id }, at(a + 1), author));
      notes.push({
        id,
        createdAt,
        updatedAt: createdAt,
        noteClass: personal ? 'Personal-Note' : 'standard',
        customerListId: customer?.listId ?? null,
        customerName: customer?.name ?? null,
        customerState: customer?.state ?? null,
        customerShipState: customer?.shipState ?? null,
        subject: personal ? random.pick(personalSubjects) : random.pick(subjects),
        text: Array.from({ length: random.int(1, 3) }, () => random.pick(sentences)).join(' '),
        tags,
        authorId: author.id,
        authorName: author.name,
        damagedItems,
        hasDamagedItems: damagedItems.length > 0,
        isTask,
        isResolved,
        isResolvedAt: isResolved ? at(60 * 24) : null,
        isResolvedBy: ref(resolver),
        taskDescription: isTask ? random.pick(taskTexts) : null,
        changedTaskStatusBy: ref(setter),
        changedTaskResolutionBy: ref(resolver),
        commentCount,
        attachmentCount,
        lastAttachmentAt: attachmentCount ? at(attachmentCount) : null,
      });
      for (const tag of tags) tagRows.push({ noteId: id, tag });
      for (const userId of new Set([author.id, setter?.id, resolver?.id]))
        if (userId) involved.push({ noteId: id, userId });
    }
    await writeChunk(db, totals, [
      ['notes', notes],
      ['noteTags', tagRows],
      ['noteInvolvedUsers', involved],
      ['comments', comments],
      ['attachments', attachments],
    ]);
    onProgress?.('notes', totals.notes);
  }
  return totals;
}

/**
 * Writes notes and app orders for N times the demo company into a database that has its
 * customers, items and users but no notes or orders yet (a table that already has rows is left
 * alone). Returns the rows written per table.
 */
export async function seedScaledActivity(
  db: Db,
  options: ActivityOptions = {},
): Promise<Record<string, number>> {
  const scale = Math.max(1, Math.floor(options.scale ?? 1));
  const now = options.now ?? new Date();
  const seed = options.seed ?? 20261123;
  const users: ActivityUser[] = (
    await db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'role', 'states', 'repCode'])
      .where('active', '=', true)
      .orderBy('email')
      .execute()
  ).map((u) => ({ ...u, repCode: u.repCode ?? null }));
  const customers: ActivityCustomer[] = (
    await db
      .selectFrom('customers')
      .select([
        'listId',
        'fullName',
        'companyName',
        'accountNumber',
        'city',
        'shipCity',
        'state',
        'shipState',
        'phone',
        'email',
        'isTaaMember',
        'priceLevelListId',
        'termsName',
      ]) // prettier-ignore
      .where('isActive', '=', true)
      .orderBy('listId')
      .execute()
  ).map((c) => ({
    ...c,
    name: c.companyName || c.fullName,
    city: c.shipCity ?? c.city,
  }));
  const items = await cartItems(db);
  if (!users.length || !customers.length) throw new Error('Seed the customers and users first.');
  const written: Record<string, number> = {};
  const hasRows = async (table: 'notes' | 'orders') =>
    Boolean(await db.selectFrom(table).select('id').limit(1).executeTakeFirst());
  if (!(await hasRows('notes'))) {
    const count = (options.notesPerScale ?? notesPerScale) * scale;
    Object.assign(
      written,
      await seedScaledNotes(db, { users, customers, items }, count, now, seed, options.onProgress),
    );
  }
  if (!(await hasRows('orders'))) {
    const count = (options.ordersPerScale ?? ordersPerScale) * scale;
    const orders = await seedScaledOrders(
      db,
      { users, customers, items },
      { count, now, seed: seed + 1, scale, onProgress: options.onProgress },
    );
    for (const [table, n] of Object.entries(orders)) written[table] = (written[table] ?? 0) + n;
  }
  // The reps' visit history follows their customers, so it grows with the scale (decision 0256).
  const visits = await seedVisitHistory(db, { now, seed: seed + 2 });
  for (const [table, n] of Object.entries(visits)) written[table] = (written[table] ?? 0) + n;
  return written;
}
