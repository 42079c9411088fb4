import { describe, expect, it } from 'vitest';
import { RequestWindow, WaitTooLongError } from './request-window.js';

function fakeClock() {
  let now = 1_000_000;
  const slept: number[] = [];
  return {
    slept,
    clock: {
      now: () => now,
      sleep: async (ms: number) => {
        slept.push(ms);
        now += ms;
      },
    },
    advance: (ms: number) => (now += ms),
  };
}

describe('the requests a company may send in a minute', () => {
  it('lets the limit through, then waits for the oldest to leave the minute', async () => {
    const { clock, slept, advance } = fakeClock();
    const window = new RequestWindow(3, clock);
    const deadline = clock.now() + 120_000;
    await window.take(deadline);
    advance(10_000);
    await window.take(deadline);
    await window.take(deadline);
    expect(slept).toEqual([]);
    await window.take(deadline);
    expect(slept).toEqual([50_000]);
  });

  it('stops waiting when the next slot is after the deadline', async () => {
    const { clock } = fakeClock();
    const window = new RequestWindow(1, clock);
    await window.take(clock.now() + 1000);
    await expect(window.take(clock.now() + 1000)).rejects.toBeInstanceOf(WaitTooLongError);
  });
});
