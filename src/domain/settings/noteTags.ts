import { z } from 'zod';

/** Note tags with their type codes (spec §9): tags sharing a code exclude each other. */
export const noteTagsSchema = z
  .array(z.object({ label: z.string().trim().min(1).max(60), typeCode: z.number().int().min(0) }))
  .min(1);

type NoteTagSetting = z.infer<typeof noteTagsSchema>;

export const personalNoteTag = 'Personal-Note';
export const damagedTags = ['Damaged-Cigars', 'Damaged-Boxes'] as const;

export const noteTagsDefault: NoteTagSetting = [
  { label: 'Call', typeCode: 1 },
  { label: 'Return-Call', typeCode: 2 },
  { label: 'Email', typeCode: 3 },
  { label: 'Text', typeCode: 4 },
  { label: 'Visit', typeCode: 5 },
  { label: 'Event', typeCode: 6 },
  { label: 'Brand Building', typeCode: 20 },
  { label: 'Follow-up', typeCode: 16 },
  { label: 'Incoming', typeCode: 17 },
  { label: 'Outgoing', typeCode: 19 },
  { label: 'Back-Order Not Wanted', typeCode: 18 },
  { label: 'Complaint', typeCode: 7 },
  { label: 'Complaint-Order-Status', typeCode: 7 },
  { label: 'Damaged-Boxes', typeCode: 8 },
  { label: 'Damaged-Cigars', typeCode: 9 },
  { label: 'Error-Shipping', typeCode: 10 },
  { label: 'Error-Payment', typeCode: 11 },
  { label: 'Error-Order-Entry', typeCode: 12 },
  { label: personalNoteTag, typeCode: 13 },
  { label: 'Compliment', typeCode: 14 },
  { label: 'Training', typeCode: 15 },
];
