import { describe, expect, it } from 'vitest';
import { runSteps } from '../../domain/planner/index.js';
import { inSlices } from './slices.js';

/** Steps of about 2 ms of work each (the planner's rounds take 0.1–1 ms), then a result. */
function* work(steps: number, log: string[]): Generator<void, string> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + 2;
    while (performance.now() < until);
    yield;
  }
  log.push('done');
  return 'planned';
}

describe('work in slices (decision 0396)', () => {
  it('serves what waits on the event loop before the work ends', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('another request'));
    expect(await inSlices(work(40, log))).toBe('planned');
    expect(log).toEqual(['another request', 'done']);
  });

  it('gives the same result as the steps run at once', async () => {
    const log: string[] = [];
    setImmediate(() => log.push('another request'));
    expect(runSteps(work(40, log))).toBe('planned');
    expect(log).toEqual(['done']);
    expect(await inSlices(work(1, []))).toBe('planned');
  });
});
