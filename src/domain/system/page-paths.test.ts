import { describe, expect, it } from 'vitest';
import { isPagePath } from './page-paths.js';

describe('isPagePath', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/notefeed', true],
    ['/customerpage/80000001-1234567890', true],
    ['/noteview/0b6f7a1e-6a55-4f6e-9b7c-3f0a1c2d3e4f', true],
    ['/admin/audit', true],
    ['/assets', false],
    ['/assets/index-abc123.js', false],
    ['/assets/index-abc123.js.map', false],
    ['/assets/fonts/unknown', false],
    ['/assets/deeply/nested/thing', false],
    ['/sw.js', false],
    ['/manifest.webmanifest', false],
    ['/pwa-192x192.png', false],
    ['/some/nested/file.css', false],
    ['/index.html', false],
  ])('%s is a page path: %s', (pathname, expected) => {
    expect(isPagePath(pathname)).toBe(expected);
  });
});
