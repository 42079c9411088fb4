import { describe, expect, it } from 'vitest';
import { when } from './when';

describe('when, a run or a connection’s last time', () => {
  it.each([
    ['never run', null, 'Never'],
    [
      'an afternoon, in the browser’s time',
      new Date(2026, 10, 27, 15, 5).toISOString(),
      '11/27/2026 3:05 PM',
    ],
    ['just after midnight', new Date(2026, 0, 2, 0, 30).toISOString(), '01/02/2026 12:30 AM'],
  ])('%s', (_, at, shown) => {
    expect(when(at)).toBe(shown);
  });
});
