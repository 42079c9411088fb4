import { describe, expect, it } from 'vitest';
import { mapTilesSchema, tileAddressProblem, tileOriginOf } from './mapTiles.js';

describe('a tile address', () => {
  it.each([
    ['https://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com'],
    ['HTTPS://Tiles.Example.com:8443/{z}/{x}/{y}', 'https://tiles.example.com:8443'],
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://a.tile.example.org/tiles/{z}/{x}/{y}.png?key={key}', 'https://a.tile.example.org'],
    ['  https://tiles.example.com/{z}/{x}/{y}  ', 'https://tiles.example.com'],
  ])('%s names exactly %s', (url, origin) => {
    expect(tileAddressProblem(url.trim())).toBeNull();
    expect(tileOriginOf(url)).toBe(origin);
  });

  it.each([
    // The review's addresses: a policy naming them would allow any host.
    ['https://{s}/{z}/{x}/{y}.png', /instead of \{s\}/],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', /instead of \{s\}/],
    ['https://*/{z}/{x}/{y}.png', /host in full/],
    ['https://*.example.com/{z}/{x}/{y}.png', /host in full/],
    ['https://{z}/{x}/{y}.png', /host in full/],
    ['https://{sub}.example.com/{z}/{x}/{y}.png', /host in full/],
    ['https://tiles/{z}/{x}/{y}.png', /host in full/],
    ['https:///{z}/{x}/{y}.png', /host in full/],
    ['https://user@tiles.example.com/{z}/{x}/{y}', /host in full/],
    ['https://tiles.example.com:port/{z}/{x}/{y}', /host in full/],
    ["https://evil.test;script-src 'unsafe-inline'/{z}/{x}/{y}", /host in full/],
    ['https://a b.test/{z}/{x}/{y}', /host in full/],
    ['https://-bad.example.com/{z}/{x}/{y}', /host in full/],
    // Only https: the page itself is served over https.
    ['http://tiles.example.com/{z}/{x}/{y}', /starting with https/],
    ['ftp://tiles.example.com/{z}/{x}/{y}', /starting with https/],
    ['//tiles.example.com/{z}/{x}/{y}', /starting with https/],
    ['/tiles/{z}/{x}/{y}', /starting with https/],
    ['tiles', /starting with https/],
    ['https://tiles.example.com/tiles.png', /\{z\}, \{x\} and \{y\}/],
    ['https://{z}{x}{y}.example.com/', /host in full/],
  ])('%s is refused (%s) and names no host', (url, problem) => {
    expect(tileAddressProblem(url)).toMatch(problem);
    expect(tileOriginOf(url)).toBeNull();
    const parsed = mapTilesSchema.safeParse({ kind: 'url', url });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(tileAddressProblem(url));
  });
});
