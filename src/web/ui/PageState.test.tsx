import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import { readFailed } from './PageState';

const unreachable = new ApiError(0, 'NETWORK', 'Humidor cannot be reached.');
const restarting = new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database did not answer.');
const gone = new ApiError(404, 'NOT_FOUND', 'This note was deleted.');

describe('readFailed', () => {
  it.each([
    ['an answer', { data: 1, error: null }, false],
    ['no answer yet', { data: undefined, error: null }, false],
    ['a first read the server could not be reached for', { data: undefined, error: unreachable }, true],
    ['a read again, offline', { data: 1, error: unreachable }, false],
    ['a read again while the database restarts', { data: 1, error: restarting }, false],
    ['a read again refused: gone', { data: 1, error: gone }, true],
    ['a read again that broke in the browser', { data: 1, error: new TypeError('x is undefined') }, true],
  ])('%s', (_, query, shown) => {
    expect(readFailed(query)).toBe(shown);
  });
});
