/** The body of a standard note about a customer, as the note form posts it, for the activity tests. */
export const visitNote = (customerListId: string, tags: string[], visitId?: string) => ({
  noteClass: 'standard',
  customerListId,
  subject: 'Stopped by',
  text: 'Talked about the new robusto.',
  tags,
  damagedItems: [],
  ...(visitId ? { visitId } : {}),
});
