// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { searchContract } from '../../../../domain/search/contract';
import type { SearchHit } from '../../../../domain/search/schemas';
import { mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { SearchResults } from './SearchResults';

const visit: SearchHit = {
  kind: 'note',
  id: 'n-1',
  noteId: 'n-1',
  customerListId: 'C-1',
  customerName: 'Smoke House',
  authorId: 'u-1',
  authorName: 'Rita Rep',
  createdAt: '2026-11-20T15:00:00.000Z',
  title: [
    { text: 'Visit ', hit: false },
    { text: 'zanzibarillo', hit: true },
  ],
  snippet: [
    { text: 'Brought the ', hit: false },
    { text: 'zanzibarillo', hit: true },
    { text: ' samples.', hit: false },
  ],
};

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

/**
 * The pieces a flex container lays out one by one (its element children and its runs of text).
 * A space at the edge of such a piece collapses, so none may start or end with one.
 */
const flexItemsOf = (element: Element) =>
  [...element.childNodes].map((node) => node.textContent ?? '').filter((text) => text !== '');

describe('search results', () => {
  it('keeps the space before a highlighted word in a title and counts one result in the singular', async () => {
    api.on(searchContract.search, { results: [visit], total: 1, totalIsCapped: false, nextOffset: null });
    renderWithApp(<SearchResults filters={{ q: 'zanzibarillo' }} />);

    const link = await screen.findByRole('link', { name: 'Visit zanzibarillo' });
    expect(getComputedStyle(link).display).toBe('inline-flex');
    expect(flexItemsOf(link)).toEqual(['Visit zanzibarillo']);
    expect(link.querySelector('mark')?.textContent).toBe('zanzibarillo');
    expect(screen.getByText('1 result')).toBeTruthy();
  });

  it('counts several results, and more than the cap, in the plural', async () => {
    api.on(searchContract.search, {
      results: [visit, { ...visit, id: 'n-2', noteId: 'n-2' }],
      total: 500,
      totalIsCapped: true,
      nextOffset: null,
    });
    renderWithApp(<SearchResults filters={{ q: 'zanzibarillo' }} />);
    expect(await screen.findByText('More than 500 results')).toBeTruthy();
  });
});
