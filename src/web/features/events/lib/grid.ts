/** The day a phone shows first: today while the event runs, else its first day. */
export const firstShownDay = (days: readonly string[], today: string) =>
  days.includes(today) ? today : (days[0] ?? '');

/**
 * Whose grid the page shows: the rep named in the address (`?rep=`), else the signed-in user's own
 * rep code, else the first participant; null when the event has none. A code that is not a
 * participant (a stale link) is passed over.
 */
export function chosenRep(
  participants: readonly { repCode: string }[],
  requested: string | null,
  mine: string | null | undefined,
): string | null {
  const among = (code: string | null | undefined) => participants.find((p) => p.repCode === code)?.repCode;
  return among(requested) ?? among(mine) ?? participants[0]?.repCode ?? null;
}
