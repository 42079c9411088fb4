import { describe, expect, it } from 'vitest';
import {
  declaredTypeAllowed,
  isAllowedType,
  isValidStoredSize,
  opensInline,
  ownerQuerySchema,
  sanitizeFileName,
  sizeLimitMessage,
  startsLikeAllowedFile,
  storedNameOf,
} from './rules.js';

describe('sanitizeFileName', () => {
  it.each([
    ['photo.jpg', 'photo.jpg'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['..', 'file'],
    ['.hidden.png', 'hidden.png'],
    ['a\u0000b.png', 'a_b.png'],
    ['evil\r\nSet-Cookie: x.pdf', 'evil_Set-Cookie_x.pdf'],
    ['my "quoted" file;.pdf', 'my_quoted_file_.pdf'],
    ['café menu.jpg', 'cafe_menu.jpg'],
    ['', 'file'],
    ['___', 'file'],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('bounds the length and keeps the extension', () => {
    const clean = sanitizeFileName(`${'x'.repeat(300)}.jpeg`);
    expect(clean.length).toBe(120);
    expect(clean.endsWith('.jpeg')).toBe(true);
  });
});

describe('storedNameOf names a file by its content', () => {
  it.each([
    ['scan.png', 'image/png', 'scan.png'],
    ['scan.pdf', 'image/png', 'scan.png'],
    ['IMG_1.JPEG', 'image/jpeg', 'IMG_1.JPEG'],
    ['IMG_1.jpg', 'image/jpeg', 'IMG_1.jpg'],
    ['noext', 'application/pdf', 'noext.pdf'],
    ['photo.heic', 'image/heic', 'photo.heic'],
  ] as const)('%s as %s → %s', (name, type, expected) => {
    expect(storedNameOf(name, type)).toBe(expected);
  });
});

describe('types', () => {
  it.each([
    ['image/jpeg', true, true],
    ['image/png', true, true],
    ['image/gif', true, true],
    ['image/webp', true, true],
    ['image/heic', true, false],
    ['image/heif', true, false],
    ['application/pdf', true, true],
    ['text/plain', false, false],
    ['image/svg+xml', false, false],
    ['text/html', false, false],
  ])('%s allowed=%s inline=%s', (type, allowed, inline) => {
    expect(isAllowedType(type)).toBe(allowed);
    expect(opensInline(type)).toBe(inline);
  });

  it.each([
    ['a.png', 'image/png', true],
    ['a.HEIC', '', true],
    ['a.txt', 'text/plain', false],
    ['a.svg', 'image/svg+xml', false],
    ['a', '', false],
  ])('declared %s %j → %s', (name, type, expected) => {
    expect(declaredTypeAllowed(name, type)).toBe(expected);
  });
});

describe('startsLikeAllowedFile (the picker checks the first bytes)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), true],
    ['HEIC', new Uint8Array([0, 0, 0, 0x1c, ...bytes('ftypheic')]), true],
    ['JPEG', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), true],
    ['GIF', bytes('GIF89a......'), true],
    ['WebP', bytes('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), true],
    ['PDF', bytes('%PDF-1.4\n%abc'), true],
    ['plain text', bytes('hello, this is text'), false],
    ['RIFF that is not WebP', bytes('RIFF\u0000\u0000\u0000\u0000WAVEfmt '), false],
    ['HTML', bytes('<!doctype html>'), false],
    ['SVG', bytes('<svg xmlns="x">'), false],
    ['empty', new Uint8Array(), false],
  ])('%s → %s', (_name, head, expected) => {
    expect(startsLikeAllowedFile(head)).toBe(expected);
  });
});

describe('sizes and messages', () => {
  it.each([
    [0, true],
    [25 * 1024 * 1024, true],
    [1.1e12, true],
    [1.1e12 + 1, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
    ['12', false],
    [null, false],
  ])('stored size %j valid=%s', (size, valid) => {
    expect(isValidStoredSize(size)).toBe(valid);
  });

  it('words the limit as the spec does', () => {
    expect(sizeLimitMessage('big.jpg', 25)).toBe('File "big.jpg" exceeds 25MB limit.');
  });

  it('needs both owner parameters', () => {
    const result = ownerQuerySchema.safeParse({ ownerType: 'note' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Missing ownerType/ownerId for file operations.');
    expect(ownerQuerySchema.safeParse({ ownerType: 'x', ownerId: '1' }).error?.issues[0]?.message).toBe(
      'Missing ownerType/ownerId for file operations.',
    );
  });
});
