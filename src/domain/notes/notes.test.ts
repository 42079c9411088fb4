import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv/csv.js';
import { feedExportCells, feedExportColumns, type Note } from './card.js';
import {
  DamagedByItem,
  damagedByItemCells,
  damagedByItemColumns,
  damagedByNoteCells,
  damagedByNoteColumns,
} from './damaged.js';
import { feedCountHeader, TagSummary } from './feed.js';
import { feedFiltersSchema, newNoteSchema, taskSchema, tagsForClass } from './schemas.js';

const valid = {
  noteClass: 'standard' as const,
  customerListId: 'C-1',
  subject: 'Visit',
  text: 'Talked about the new line',
  tags: ['Visit'],
  damagedItems: [],
};
const firstMessage = (input: unknown) => {
  const result = newNoteSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('note schema', () => {
  it.each([
    { name: 'a valid standard note', input: valid, message: null },
    {
      name: 'a standard note without customer',
      input: { ...valid, customerListId: null },
      message: 'Please select an existing customer',
    },
    { name: 'an empty subject', input: { ...valid, subject: '  ' }, message: 'Please enter a subject' },
    {
      name: 'a subject of 145',
      input: { ...valid, subject: 'x'.repeat(145) },
      message: 'The subject can have at most 144 characters',
    },
    { name: 'a subject of 144', input: { ...valid, subject: 'x'.repeat(144) }, message: null },
    { name: 'a subject of 144 emoji', input: { ...valid, subject: '👍🏽'.repeat(144) }, message: null },
    { name: 'a text of 900 emoji', input: { ...valid, text: '😀'.repeat(900) }, message: null },
    {
      name: 'a text of 901 emoji',
      input: { ...valid, text: '😀'.repeat(901) },
      message: 'The note text can have at most 900 characters',
    },
    { name: 'an empty text', input: { ...valid, text: '' }, message: 'Please enter the note text' },
    {
      name: 'a text of 901',
      input: { ...valid, text: 'x'.repeat(901) },
      message: 'The note text can have at most 900 characters',
    },
    {
      name: 'a personal note',
      input: { ...valid, noteClass: 'Personal-Note', customerListId: null, tags: ['Personal-Note'] },
      message: null,
    },
    {
      name: 'a personal note with other tags',
      input: { ...valid, noteClass: 'Personal-Note', customerListId: null, tags: ['Call'] },
      message: 'A personal note carries only the tag Personal-Note',
    },
    {
      name: 'a standard note tagged Personal-Note',
      input: { ...valid, tags: ['Personal-Note'] },
      message: 'Only personal notes carry the tag Personal-Note',
    },
    {
      name: 'damaged items without a damaged tag',
      input: { ...valid, damagedItems: [{ listId: 'I', name: 'p-x', salesDesc: null, sticks: 1 }] },
      message: 'Damaged items need a damaged tag',
    },
    {
      name: 'negative sticks',
      input: {
        ...valid,
        tags: ['Damaged-Cigars'],
        damagedItems: [{ listId: 'I', name: 'p-x', salesDesc: null, sticks: -1 }],
      },
      message: 'Sticks must be 0 or more',
    },
    {
      name: 'fractional sticks',
      input: {
        ...valid,
        tags: ['Damaged-Cigars'],
        damagedItems: [{ listId: 'I', name: 'p-x', salesDesc: null, sticks: 1.5 }],
      },
      message: 'Sticks must be a whole number',
    },
  ])('$name', ({ input, message }) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('forces the single tag Personal-Note for personal notes and clears it for standard ones', () => {
    expect(tagsForClass('Personal-Note', ['Call'])).toEqual(['Personal-Note']);
    expect(tagsForClass('standard', ['Personal-Note', 'Call'])).toEqual(['Call']);
  });

  it('needs a task description of at least 4 characters', () => {
    expect(taskSchema.safeParse({ description: ' abc ' }).success).toBe(false);
    expect(taskSchema.safeParse({ description: 'abcd' }).success).toBe(true);
  });

  it('reads feed filters from a query string', () => {
    expect(feedFiltersSchema.parse({ tags: 'Call', withComments: 'true' })).toEqual({
      tags: ['Call'],
      withComments: true,
      tasks: 'Any',
    });
    expect(feedFiltersSchema.safeParse({ tasks: 'Some' }).success).toBe(false);
  });
});

describe('feed count header', () => {
  it.each([
    { loaded: 0, header: 'Today, 0 notes' },
    { loaded: 1, header: 'Today, 1 note' },
    { loaded: 12, header: 'Today, 12 notes' },
    { loaded: 49, header: 'Today, 49 notes' },
    { loaded: 50, header: 'Today, 50+ notes' },
    { loaded: 100, header: 'Today, 100+ notes' },
  ])('$loaded loaded', ({ loaded, header }) => {
    expect(feedCountHeader('Today', loaded)).toBe(header);
  });
});

describe('tag summary', () => {
  it('counts (No Tag), sorts by count descending then name', () => {
    const summary = new TagSummary();
    for (const tags of [['Visit', 'Call'], ['Call'], [], ['Email'], ['Visit'], [], ['Call', 'Call']])
      summary.add(tags);
    expect(summary.rows()).toEqual([
      { tag: 'Call', count: 3 },
      { tag: '(No Tag)', count: 2 },
      { tag: 'Visit', count: 2 },
      { tag: 'Email', count: 1 },
    ]);
  });
});

describe('CSV exports', () => {
  const item = (listId: string, name: string, sticks: number) => ({
    listId,
    name,
    salesDesc: `${name} box`,
    sticks,
  });
  it('sums damaged items by item with the spec columns', () => {
    const byItem = new DamagedByItem();
    byItem.add([item('B', 'p-robusto', 3), item('A', 'p-corona', 1)]);
    byItem.add([item('B', 'p-robusto', 2)]);
    const rows = byItem.rows().map((row) => ({ ...row, fullName: `Cigars:${row.name}` }));
    expect(toCsv(damagedByItemColumns, rows.map(damagedByItemCells))).toBe(
      '\uFEFFItem Code,Item Name,Item Description,Sticks\r\n' +
        'p-corona,Cigars:p-corona,p-corona box,1\r\np-robusto,Cigars:p-robusto,p-robusto box,5\r\n',
    );
  });

  it('lists damaged items by note with the spec columns, dated in the user’s zone', () => {
    const rows = damagedByNoteCells(
      {
        customerName: '=Evil Co',
        createdAt: '2026-11-02T03:00:00.000Z',
        authorName: 'Frank',
        damagedItems: [item('B', 'p-robusto', 3)],
      },
      'America/Chicago',
    );
    expect(toCsv(damagedByNoteColumns, rows)).toBe(
      "\uFEFFCustomer Name,Date,Author,Item Name,Sales Description,Sticks\r\n'=Evil Co,11/01/2026,Frank,p-robusto,p-robusto box,3\r\n",
    );
  });

  it('writes a feed row per note', () => {
    const note: Note = {
      id: 'n',
      createdAt: '2026-11-02T10:00:00.000Z',
      noteClass: 'standard',
      customerListId: 'C',
      customerName: 'Cigar Shop',
      customerState: 'FL',
      subject: '+Hi',
      text: 'a, b',
      tags: ['Call', 'Visit'],
      authorId: 'u',
      authorName: null,
      damagedItems: [],
      isTask: true,
      isResolved: false,
      isResolvedAt: null,
      isResolvedBy: null,
      taskDescription: 'Call back',
      changedTaskStatusBy: null,
      changedTaskResolutionBy: null,
      taskDueAt: null,
      taskDueAllDay: false,
      taskAssignee: null,
      taskAssignedBy: null,
      commentCount: 0,
      attachmentCount: 2,
    };
    expect(feedExportColumns).toHaveLength(feedExportCells(note, 'America/New_York').length);
    expect(toCsv([], [feedExportCells(note, 'America/New_York')])).toBe(
      '\uFEFF\r\n11/02/2026 5:00 AM,Cigar Shop,FL,standard,\'+Hi,"a, b",Call; Visit,Anonymous,Call back,Open,0,2\r\n',
    );
  });
});
