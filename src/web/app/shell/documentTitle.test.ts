import { describe, expect, it } from 'vitest';
import { documentTitle } from './documentTitle';

describe('documentTitle', () => {
  it('puts the page before the product name', () => {
    expect(documentTitle('Notes Feed')).toBe('Notes Feed · Humidor');
  });

  it('is the product name alone for a route without a title', () => {
    expect(documentTitle(undefined)).toBe('Humidor');
  });
});
