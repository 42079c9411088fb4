// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  afterLoadFailure,
  isCodeLoadError,
  loadWhenOnline,
  reloadWindowMs,
  type LoadFailure,
} from './code-load';

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

describe('isCodeLoadError', () => {
  it.each<[unknown, boolean]>([
    [new TypeError('Failed to fetch dynamically imported module: https://x/assets/notefeed-abc.js'), true],
    [new TypeError('error loading dynamically imported module: https://x/assets/notefeed-abc.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/all-styles-abc.css'), true],
    [
      new TypeError(
        'Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of "text/html". Strict MIME type checking is enforced for module scripts per HTML spec. \'text/html\' is not a valid JavaScript MIME type.',
      ),
      true,
    ],
    [new TypeError("Cannot read properties of undefined (reading 'name')"), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('%s: %s', (error, expected) => {
    expect(isCodeLoadError(error)).toBe(expected);
  });
});

describe('loadWhenOnline', () => {
  const chunkGone = new TypeError('Failed to fetch dynamically imported module: /assets/hooks-1a2b.js');

  it('asks again when the browser is back online, and not before', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkGone).mockResolvedValue({ ready: true });
    let loaded: unknown = null;
    const loading = loadWhenOnline(load).then((module) => (loaded = module));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).toBeNull();
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toEqual({ ready: true });
  });

  it('throws any other failure at once', async () => {
    const fault = new Error('x is not a function');
    await expect(loadWhenOnline(() => Promise.reject(fault))).rejects.toBe(fault);
  });
});
