// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { isCodeLoadError, loadWhenOnline } from './code-load';

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
