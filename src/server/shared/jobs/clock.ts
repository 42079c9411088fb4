/**
 * The time the job runner goes by. In production it is the system clock; with HUMIDOR_TEST_CLOCK=1
 * (refused in production) a test may move it forward to make a reminder come due at once.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward; only a test clock may. */
  advance?(ms: number): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function testClock(start = () => new Date()): Clock & { advance(ms: number): Date } {
  let offset = 0;
  return {
    now: () => new Date(start().getTime() + offset),
    advance(ms) {
      offset += ms;
      return new Date(start().getTime() + offset);
    },
  };
}
