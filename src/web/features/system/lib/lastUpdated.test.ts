import { describe, expect, it } from 'vitest';
import { lastUpdatedText } from './lastUpdated';

describe('lastUpdatedText', () => {
  it.each([
    ['no import yet', null, 'Last updated: never'],
    [
      'an import this morning, in the browser’s time',
      new Date(2026, 10, 27, 9, 7).toISOString(),
      'Last updated: 11/27/2026 9:07 AM',
    ],
    ['an import at noon', new Date(2026, 10, 27, 12, 0).toISOString(), 'Last updated: 11/27/2026 12:00 PM'],
  ])('%s', (_, at, line) => {
    expect(lastUpdatedText(at)).toBe(line);
  });
});
