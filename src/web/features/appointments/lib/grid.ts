/** The day a phone shows first: today while the event runs, else its first day. */
export const firstShownDay = (days: readonly string[], today: string) =>
  days.includes(today) ? today : (days[0] ?? '');
