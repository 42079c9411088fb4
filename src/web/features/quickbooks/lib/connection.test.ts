import { describe, expect, it } from 'vitest';
import { connectionChange } from './connection';

describe('connectionChange, what a connection card saves', () => {
  it.each([
    ['only the schedule when no new password was typed', '', 30, { runEveryMinutes: 30 }],
    [
      'the new password and the schedule',
      'new-secret-1',
      15,
      { password: 'new-secret-1', runEveryMinutes: 15 },
    ],
    ['the schedule as the number field left it, as text', '', '45', { runEveryMinutes: 45 }],
  ])('%s', (_, password, every, change) => {
    expect(connectionChange(password, every)).toEqual(change);
  });
});
