/**
 * The appointment grid (notes-and-shell.md §9): 30-minute slots from 9:00 AM to 5:00 PM, each
 * lasting 30 minutes (the 5:00 PM slot ends 5:30 PM), over the event's days. Times are 'HH:MM'
 * (24-hour) and days 'YYYY-MM-DD', both local to the event.
 */
export const slotMinutes = 30;
const firstSlot = 9 * 60;
const lastSlot = 17 * 60;

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** '09:00', '09:30', … '17:00': 17 slots. */
export const slotTimes: readonly string[] = Array.from(
  { length: (lastSlot - firstSlot) / slotMinutes + 1 },
  (_, i) => toTime(firstSlot + i * slotMinutes),
);

export const isSlotTime = (time: string) => slotTimes.includes(time);

/** When a slot starting at `time` ends. */
export const slotEnd = (time: string) => toTime(toMinutes(time) + slotMinutes);

/** '09:00' → '9:00 AM', '17:30' → '5:30 PM'. */
export function formatTime(time: string): string {
  const minutes = toMinutes(time);
  const hours = Math.floor(minutes / 60);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${((hours + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** Every day from `starting` to `ending` inclusive ('YYYY-MM-DD'); empty when ending is before starting. */
export function eventDays(starting: string, ending: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${ending}T00:00:00Z`);
  for (let at = Date.parse(`${starting}T00:00:00Z`); at <= end && days.length < 366; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** '2025-04-11' → '04/11/2025' (dates are shown MM/DD/YYYY). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
