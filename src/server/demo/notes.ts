import { damagedTags, noteTagsDefault, personalNoteTag } from '../../domain/settings/noteTags.js';
import { tagSelectionProblem } from '../../domain/tags/exclusivity.js';
import { refreshLastVisits } from '../visits/last-visit.js';
import { createRandom, type Random } from './random.js';
import type { Runtime } from '../runtime/runtime.js';
import type { NotesTable } from '../db/tables/notes.js';

const dayMs = 86_400_000;
const noteCount = 360;

const topics: [string, string][] = [
  ['Monthly visit', 'Walked the humidor with the owner. Shelves look good; the new Cielo line is moving.'],
  ['Reorder call', 'Called about the usual reorder. They want to add two boxes of the Robusto Collection.'],
  [
    'Event planning',
    'Talked about a cigar night next month; they would like a brand ambassador and samples.',
  ],
  ['Payment question', 'Asked about the last invoice; they think a credit memo was not applied.'],
  ['Shipping issue', 'The last shipment arrived late and one carton was crushed. Photos to follow.'],
  ['New store opening', 'Opening a second location in the spring. Wants a starter assortment quote.'],
  ['Training session', 'Trained two new staff members on storage, cutting and our core lines.'],
  ['Back order follow-up', 'Checked on the back-ordered Cosecha; they still want it when it lands.'],
  ['Compliment', 'Customers love the A. Fuego maduro. The owner passed on the feedback.'],
  ['Display refresh', 'Set up the new counter display and moved our boxes to eye level.'],
];
const personalTopics: [string, string][] = [
  ['Expense report', 'Submit mileage and hotel receipts by Friday.'],
  ['Route for next week', 'Plan the Tampa and Orlando stops; avoid Tuesday traffic.'],
  ['Samples to order', 'Running low on sample packs and cutters for visits.'],
];
const taskTexts = [
  'Send the updated price list',
  'Call back about the credit',
  'Ship replacement boxes',
  'Book the event date',
];

function pickTags(random: Random): string[] {
  const pool = noteTagsDefault.filter(
    (t) => t.label !== personalNoteTag && !(damagedTags as readonly string[]).includes(t.label),
  );
  const tags = [random.pick(pool).label];
  if (random.chance(0.4)) {
    const extra = random.pick(pool).label;
    if (!tagSelectionProblem(noteTagsDefault, [...tags, extra])) tags.push(extra);
  }
  return [...new Set(tags)];
}

/**
 * On a database without notes, writes a year of notes from the demo users about customers in their
 * states, with tags, tasks, damaged items and personal notes. The same on every run for a given day.
 */
export async function seedDemoNotes(runtime: Runtime, now = new Date()): Promise<boolean> {
  const { db } = runtime.database;
  if (await db.selectFrom('notes').select('id').limit(1).executeTakeFirst()) return false;
  const users = await db
    .selectFrom('users')
    .select(['id', 'name', 'role', 'states'])
    .orderBy('email')
    .execute();
  if (!users.length) return false;
  const customers = await db
    .selectFrom('customers')
    .select(['listId', 'fullName', 'companyName', 'state', 'shipState'])
    .orderBy('listId')
    .limit(3000)
    .execute();
  const items = await db
    .selectFrom('items')
    .select(['listId', 'name', 'salesDesc'])
    .where('name', 'like', 'p-%')
    .orderBy('name')
    .limit(60)
    .execute();
  const customersOf = new Map(
    users.map((u) => [
      u.id,
      u.states.length
        ? customers.filter((c) => u.states.includes(c.state ?? '') || u.states.includes(c.shipState ?? ''))
        : customers,
    ]),
  );
  const random = createRandom(20261122);
  const notes: NotesTable[] = [];
  for (let i = 0; i < noteCount; i++) {
    const author = random.pick(users);
    const mine = customersOf.get(author.id) ?? [];
    const personal = mine.length === 0 || random.chance(0.08);
    const customer = personal ? null : random.pick(mine);
    const [subject, text] = random.pick(personal ? personalTopics : topics);
    let tags = personal ? [personalNoteTag] : pickTags(random);
    const damaged = !personal && items.length > 0 && random.chance(0.1);
    if (damaged) tags = [...tags, random.pick(damagedTags)];
    const damagedItems = damaged
      ? Array.from({ length: random.int(1, 3) }, () => random.pick(items))
          .filter((item, index, all) => all.findIndex((x) => x.listId === item.listId) === index)
          .map((item) => ({ ...item, sticks: random.int(1, 25) }))
      : [];
    // A few notes from the last hours and the last week, so today's feed and recent tasks are not empty.
    const span = i < 12 ? 3 * 60 * 60 * 1000 : i < 60 ? 7 * dayMs : 365 * dayMs;
    const createdAt = new Date(now.getTime() - random.int(0, span)).toISOString();
    const isTask = random.chance(0.18);
    const isResolved = isTask && random.chance(0.55);
    const ref = { id: author.id, displayName: author.name };
    notes.push({
      id: `demo-note-${String(i).padStart(4, '0')}`,
      createdAt,
      updatedAt: createdAt,
      noteClass: personal ? 'Personal-Note' : 'standard',
      customerListId: customer?.listId ?? null,
      customerName: customer ? (customer.companyName ?? customer.fullName) : null,
      customerState: customer?.state ?? null,
      customerShipState: customer?.shipState ?? null,
      subject,
      text,
      tags,
      authorId: author.id,
      authorName: author.name,
      damagedItems,
      hasDamagedItems: damagedItems.length > 0,
      isTask,
      isResolved,
      isResolvedAt: isResolved ? createdAt : null,
      isResolvedBy: isResolved ? ref : null,
      taskDescription: isTask ? random.pick(taskTexts) : null,
      changedTaskStatusBy: isTask ? ref : null,
      changedTaskResolutionBy: isResolved ? ref : null,
      // Two of three demo tasks are due, from two days ago to four days ahead (no draw: the
      // random sequence, and so the rest of the demo, stays as it was).
      taskDueAt: isTask && i % 3 !== 0 ? new Date(now.getTime() + ((i % 7) - 2) * dayMs).toISOString() : null,
      taskDueAllDay: false,
      taskAssigneeId: isTask ? author.id : null,
      taskAssignee: isTask ? ref : null,
      taskAssignedById: isTask ? author.id : null,
      taskAssignedBy: isTask ? ref : null,
      commentCount: 0,
      attachmentCount: 0,
      lastAttachmentAt: null,
    });
  }
  await db.transaction().execute(async (tx) => {
    for (let start = 0; start < notes.length; start += 50) {
      const chunk = notes.slice(start, start + 50);
      await tx.insertInto('notes').values(chunk).execute();
      const tagRows = chunk.flatMap((n) => n.tags.map((tag) => ({ noteId: n.id, tag })));
      if (tagRows.length) await tx.insertInto('noteTags').values(tagRows).execute();
      await tx
        .insertInto('noteInvolvedUsers')
        .values(chunk.flatMap((n) => (n.authorId ? [{ noteId: n.id, userId: n.authorId }] : [])))
        .execute();
    }
    // Notes tagged Visit are visits: the map, Due and Near me read them from the last visits.
    await refreshLastVisits(
      tx,
      notes.map((n) => n.customerListId),
    );
  });
  return true;
}
