import type { ConnectionChange } from '../api/quickbooks';

/** A connection's change as its card sends it: a password left empty keeps the one it has. */
export const connectionChange = (password: string, every: number | string): ConnectionChange => ({
  ...(password ? { password } : {}),
  runEveryMinutes: Number(every),
});
