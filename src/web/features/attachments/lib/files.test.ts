import { describe, expect, it } from 'vitest';
import {
  notAllowedTypeMessage,
  sizeLimitMessage,
  uploadFailedMessage,
} from '../../../../domain/attachments/rules';
import { ApiError } from '../../../lib/api';
import { countOf, failureMessage, formatSize, problemOf } from './files';
import { UploadFailure } from './uploadFailure';

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const pdf = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));
const fileOf = (name: string, bytes: number[], type = '') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('formatSize', () => {
  it.each([
    [0, '1 KB'],
    [300, '1 KB'],
    [1536, '2 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1.0 MB'],
    [25.26 * 1024 * 1024, '25.3 MB'],
  ])('%i bytes read as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });
});

describe('countOf', () => {
  it.each([
    [1, '1 file'],
    [2, '2 files'],
  ])('%i → %s', (count, words) => {
    expect(countOf(Array.from({ length: count }, () => fileOf('a.png', png)))).toBe(words);
  });
});

describe('problemOf, the picker’s early check', () => {
  it.each([
    ['a PNG', fileOf('shelf.png', png, 'image/png'), 1, null],
    ['a PDF', fileOf('invoice.pdf', pdf, 'application/pdf'), 1, null],
    [
      'a HEIC the browser gave no type, by its name',
      fileOf('shelf.HEIC', [0, 0, 0, 24, ...[...'ftypheic'].map((c) => c.charCodeAt(0))]),
      1,
      null,
    ],
    [
      'a Word file, by its name',
      fileOf('memo.docx', pdf, 'application/msword'),
      1,
      notAllowedTypeMessage('memo.docx'),
    ],
    [
      'a text file renamed .png, by its bytes',
      fileOf(
        'fake.png',
        [...'hello world!'].map((c) => c.charCodeAt(0)),
        'image/png',
      ),
      1,
      notAllowedTypeMessage('fake.png'),
    ],
    [
      'a file over the limit, before its bytes are read',
      fileOf('big.png', new Array<number>(2048).fill(0), 'image/png'),
      0.001,
      sizeLimitMessage('big.png', 0.001),
    ],
  ])('%s', async (_, file, maxMb, problem) => {
    expect(await problemOf(file, maxMb)).toBe(problem);
  });
});

describe('failureMessage', () => {
  const refused = (status: number) => new ApiError(status, 'REFUSED', `The server says no (${status}).`);
  it.each([
    ['too large (413): the server’s words', refused(413), 'The server says no (413).'],
    ['not an image (415): the server’s words', refused(415), 'The server says no (415).'],
    ['not allowed (403): the server’s words', refused(403), 'The server says no (403).'],
    ['a refusal inside an UploadFailure', new UploadFailure([], refused(415)), 'The server says no (415).'],
    ['a server error (500): the spec’s words', refused(500), uploadFailedMessage],
    ['no network', new ApiError(0, 'NETWORK', 'offline'), uploadFailedMessage],
    ['anything else', new Error('boom'), uploadFailedMessage],
  ])('%s', (_, error, message) => {
    expect(failureMessage(error)).toBe(message);
  });
});
