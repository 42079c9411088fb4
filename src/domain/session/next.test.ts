import { describe, expect, it } from 'vitest';
import { sameOriginNext } from './next.js';

const origin = 'https://humidor.example.com';
const resolved = (path: string) => new URL(path, origin);

describe('sameOriginNext', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/', '/'],
    ['/notefeed', '/notefeed'],
    ['/customers/42?tab=notes#x', '/customers/42?tab=notes#x'],
    ['/customerpage/C-1?tab=info', '/customerpage/C-1?tab=info'],
    // Relative and same-origin absolute addresses are ours too.
    ['notefeed', '/notefeed'],
    [`${origin}/orders?x=1`, '/orders?x=1'],
    // A scheme like the page's own without slashes is a relative path, as browsers read it.
    ['HTTPS:evil.example', '/evil.example'],
    // Still encoded (as it stands in the address bar), the tab is a path segment of our own.
    ['/%09/evil.example/x', '/%09/evil.example/x'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('follows %j as %j', (next, to) => {
    expect(sameOriginNext(next, origin)).toBe(to);
  });

  it.each([
    // The review's bypasses: browsers drop tabs and newlines before they read the address.
    ['/\t/evil.example/x'],
    [decodeURIComponent('/%09/evil.example/x')],
    [decodeURIComponent('/%0A/evil.example/x')],
    [decodeURIComponent('/%0D/evil.example/x')],
    [decodeURIComponent('/%09%09/evil.example/x')],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\t\t/evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\/evil.example'],
    ['\\\\evil.example'],
    ['  //evil.example'],
    ['\t//evil.example'],
    ['https://evil.example'],
    ['https://evil.example/customers/42'],
    ['http://humidor.example.com/notefeed'],
    ['https://humidor.example.com.evil.example/'],
    ['https://humidor.example.com@evil.example/'],
    ['javascript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['blob:https://evil.example/1'],
    // The parser collapses dot segments into a path that starts with `//`.
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/x/../..//evil.example'],
  ])('refuses %j', (next) => {
    expect(sameOriginNext(next, origin)).toBe('/');
  });

  it('gives only paths a browser resolves to this origin', () => {
    for (const next of [
      '/notefeed',
      '/%09/evil.example/x',
      'notefeed?x=1#y',
      '/\t/evil.example',
      '/.//evil',
    ]) {
      expect(resolved(sameOriginNext(next, origin)).origin).toBe(origin);
    }
  });
});
