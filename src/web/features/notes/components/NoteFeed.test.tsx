// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notesContract } from '../../../../domain/notes/contract';
import { feedPageSize } from '../../../../domain/notes/schemas';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { aNote, someNotes } from '../../../test/fixtures';
import { recordWorkingSetCopy } from '../../../offline/working-set-copy';
import { renderWithApp } from '../../../test/render';
import { NoteFeed } from './NoteFeed';

type User = ReturnType<typeof renderWithApp>['user'];

const renderFeed = () =>
  renderWithApp(
    <NoteFeed
      userId="u-ana"
      tagLabels={['Visit', 'Call', 'Complaint']}
      authors={[
        { id: 'u-ana', displayName: 'Ana Rep' },
        { id: 'u-ben', displayName: 'Ben Office' },
      ]}
    />,
  );

const countLabel = () => screen.findByTestId('feed-count');
const lastFeedRequest = () => api.calls(notesContract.feed).at(-1);

let api: MockApi;
beforeEach(() => {
  api = mockApi();
});

describe('Notes feed: count label', () => {
  it.each([
    [0, 'Today, 0 notes'],
    [1, 'Today, 1 note'],
    [12, 'Today, 12 notes'],
    [49, 'Today, 49 notes'],
    [50, 'Today, 50+ notes'],
  ])('%i notes loaded read "%s"', async (count, label) => {
    api.on(notesContract.feed, { notes: someNotes(count), nextCursor: null });
    renderFeed();
    expect(await countLabel()).toHaveTextContent(label);
  });
});

describe('Notes feed: paging and states', () => {
  it('Load more fetches the next page after the cursor and adds it; the last page says so', async () => {
    const firstPage = someNotes(feedPageSize);
    const secondPage = [aNote({ subject: 'The oldest visit' })];
    api.on(notesContract.feed, (request) =>
      request.query.get('cursor') === 'page-2'
        ? { notes: secondPage, nextCursor: null }
        : { notes: firstPage, nextCursor: 'page-2' },
    );
    const { user } = renderFeed();
    expect(await countLabel()).toHaveTextContent('Today, 50+ notes');
    expect(screen.getAllByTestId('note-card')).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('The oldest visit')).toBeInTheDocument();
    expect(screen.getAllByTestId('note-card')).toHaveLength(51);
    expect(screen.getByTestId('feed-count')).toHaveTextContent('Today, 51+ notes');
    expect(screen.getByRole('button', { name: 'No more notes' })).toBeDisabled();
    expect(lastFeedRequest()?.query.get('cursor')).toBe('page-2');
  });

  it('a single page has no Load more', async () => {
    api.on(notesContract.feed, { notes: someNotes(3), nextCursor: null });
    renderFeed();
    await countLabel();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No more notes' })).toBeDisabled();
  });

  it('an empty period says no notes were found', async () => {
    api.on(notesContract.feed, { notes: [], nextCursor: null });
    renderFeed();
    expect(await screen.findByText('No notes were found for this time-period')).toBeInTheDocument();
    expect(screen.queryByTestId('note-card')).not.toBeInTheDocument();
  });

  it('an error shows the server’s message', async () => {
    api.on(notesContract.feed, failure(400, 'The date range is not valid'));
    renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The date range is not valid');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('a database timeout offers Try again, which loads the feed', async () => {
    let calls = 0;
    api.on(notesContract.feed, () =>
      ++calls === 1
        ? failure(503, 'The database is busy. Please try again.')
        : { notes: someNotes(2), nextCursor: null },
    );
    const { user } = renderFeed();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is busy. Please try again.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await countLabel()).toHaveTextContent('Today, 2 notes');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the count label names the chosen date range, and the feed is asked for that range', async () => {
    api.on(notesContract.feed, { notes: someNotes(4), nextCursor: null });
    const { user } = renderFeed();
    await countLabel();
    const today = lastFeedRequest();

    await choose(user, 'Date range', 'Last Week');
    await screen.findByText('Last Week, 4 notes');
    const lastWeek = lastFeedRequest();
    expect(lastWeek?.query.get('from')).not.toBe(today?.query.get('from'));
    expect(new Date(lastWeek?.query.get('to') ?? '') <= new Date(today?.query.get('from') ?? '')).toBe(true);
  });
});

async function choose(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Notes feed: offline', () => {
  afterEach(() => localStorage.clear());

  it('shows the notes kept on this device for the range, newest first, when the server cannot be reached', async () => {
    api.on(notesContract.feed, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    recordWorkingSetCopy('u-ana', { customers: 2, notes: 3, capped: false, at: Date.now() });
    const { client } = renderFeed();
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    // two customers' Notes tabs as the working set keeps them, one note in both lists
    const shared = aNote({ id: 'N-shared', subject: 'Shared visit', createdAt: at(500) });
    client.setQueryData(['customers', 'C-1', 'notes'], {
      pages: [{ notes: [shared, aNote({ subject: 'Older today', createdAt: at(1000) })], nextCursor: null }],
      pageParams: [undefined],
    });
    client.setQueryData(['notes', 'feed', { old: true }], {
      pages: [
        {
          notes: [shared, aNote({ subject: 'Three days ago', createdAt: at(3 * 86_400_000) })],
          nextCursor: null,
        },
      ],
      pageParams: [undefined],
    });

    expect(await countLabel()).toHaveTextContent('Today, 2 notes');
    expect(screen.getByText(/the notes kept on this device/)).toBeVisible();
    const cards = screen.getAllByTestId('note-card');
    expect(cards.map((card) => within(card).queryByText(/Shared visit|Older today/)?.textContent)).toEqual([
      'Shared visit',
      'Older today',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the notes are not on this device yet, rather than that there are none, when its copy has not arrived', async () => {
    api.on(notesContract.feed, failure(0, 'Humidor cannot be reached.', 'NETWORK'));
    renderFeed();
    expect(await screen.findByText(/the notes of the last 90 days are not on this device yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'What this device keeps' })).toHaveAttribute('href', '/outbox');
    expect(screen.queryByTestId('feed-count')).toBeNull();
    expect(screen.queryByText('No notes were found for this time-period')).toBeNull();
  });
});

describe('Notes feed: filters panel', () => {
  it('applies the chosen filters to the feed request, and Clear Filters removes them', async () => {
    api.on(notesContract.feed, { notes: someNotes(2), nextCursor: null });
    const { user } = renderFeed();
    await countLabel();

    const filter = screen.getByRole('button', { name: 'Filter' });
    expect(filter).toHaveAttribute('aria-expanded', 'false');
    await user.click(filter);
    expect(filter).toHaveAttribute('aria-expanded', 'true');
    const requestsBefore = api.calls(notesContract.feed).length;

    await choose(user, 'Note Tags', 'Complaint');
    await user.keyboard('{Escape}');
    await choose(user, 'Author', 'Ben Office');
    await choose(user, 'Tasks', 'Open Tasks');
    await user.click(screen.getByRole('checkbox', { name: 'Show only notes with attachments' }));
    // nothing is asked for until Apply Filters
    expect(api.calls(notesContract.feed)).toHaveLength(requestsBefore);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await vi.waitFor(() => expect(lastFeedRequest()?.query.get('tasks')).toBe('Open Tasks'));
    const applied = lastFeedRequest()?.query;
    expect(applied?.getAll('tags')).toEqual(['Complaint']);
    expect(applied?.get('authorId')).toBe('u-ben');
    expect(applied?.get('withAttachments')).toBe('true');
    expect(applied?.get('withComments')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await vi.waitFor(() => expect(lastFeedRequest()?.query.get('tasks')).toBeNull());
    const cleared = lastFeedRequest()?.query;
    expect(cleared?.getAll('tags')).toEqual([]);
    expect(cleared?.get('authorId')).toBeNull();
    expect(cleared?.get('withAttachments')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Show only notes with attachments' })).not.toBeChecked();
  });
});
