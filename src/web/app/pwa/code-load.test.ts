import { describe, expect, it } from 'vitest';
import { afterLoadFailure, reloadWindowMs, type LoadFailure } from './code-load';

const now = 1_800_000_000_000;
const failure: LoadFailure = { codeLoad: true, online: true, serverAnswers: true, lastReloadAt: null, now };

describe('afterLoadFailure', () => {
  it.each<[string, Partial<LoadFailure>, 'reload' | 'show-error']>([
    ['code not loaded, never reloaded: reload', {}, 'reload'],
    ['a fault in the page itself: the error', { codeLoad: false }, 'show-error'],
    ['offline: the error (a reload would show the browser’s page)', { online: false }, 'show-error'],
    ['the server does not answer: the error', { serverAnswers: false }, 'show-error'],
    ['reloaded a second ago: the error, never a loop', { lastReloadAt: now - 1000 }, 'show-error'],
    ['reloaded just inside the window: the error', { lastReloadAt: now - reloadWindowMs + 1 }, 'show-error'],
    ['reloaded a window ago (another deploy): reload', { lastReloadAt: now - reloadWindowMs }, 'reload'],
    ['reloaded an hour ago: reload', { lastReloadAt: now - 3_600_000 }, 'reload'],
    ['the clock was set back: the error', { lastReloadAt: now + 3_600_000 }, 'show-error'],
  ])('%s', (_case, change, expected) => {
    expect(afterLoadFailure({ ...failure, ...change })).toBe(expected);
  });
});
