// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentsContract } from '../../../../domain/comments/contract';
import type { Comment } from '../../../../domain/comments/schemas';
import { serverErrorsBeforeRefusal } from '../../../offline/replayer';
import { activeOffline, startOffline, type OfflineRuntime } from '../../../offline/runtime';
import { failure, mockApi, type MockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { CommentsPanel } from './CommentsPanel';
import { offlineAdapters } from '../../../app/offline-adapters';

let api: MockApi;
let runtime: OfflineRuntime;
let onServer: Comment[];
let takes: boolean;

beforeEach(() => {
  onServer = [];
  takes = false;
  api = mockApi()
    .on(commentsContract.list, () => ({ comments: onServer, nextCursor: null }))
    .on(commentsContract.add, (request) => {
      if (!takes) return failure(503, 'The database did not answer in time.');
      const { text } = request.body as { text: string };
      const comment: Comment = {
        id: `c-${onServer.length + 1}`,
        noteId: 'N-1',
        text,
        authorId: 'u-ana',
        authorName: 'Ana Rep',
        createdAt: new Date().toISOString(),
        taggedUsers: [],
        attachmentCount: 0,
        canDelete: true,
      };
      onServer.push(comment);
      return { comment };
    });
});
afterEach(() => activeOffline()?.stop());

/** The panel of note N-1 with the signed-in user's outbox running; `write` puts a comment in it. */
async function panelWithOutbox() {
  const view = renderWithApp(<CommentsPanel userId="u-ana" noteId="N-1" users={[]} />);
  runtime = startOffline(`u-ana-${crypto.randomUUID()}`, view.client, offlineAdapters);
  await runtime.replayer.run();
  const write = async (text: string) => {
    const clientId = crypto.randomUUID();
    await runtime.outbox.add(
      { kind: 'comment', noteId: 'N-1', body: { text, taggedUsers: [], clientId } },
      `Comment: ${text}`,
    );
    await runtime.replayer.run({ force: true });
  };
  return { ...view, write };
}

const row = (text: string) =>
  screen.findByText(text).then((found) => found.closest('[data-testid="waiting-row"]'));

describe('comments this device has not sent (decision 0103)', () => {
  it('shows a comment the server did not take in the list, live, until its own row takes its place once', async () => {
    const { write } = await panelWithOutbox();
    expect(await screen.findByText('No comments')).toBeInTheDocument();
    await write('Shelf restocked');
    const waiting = await row('Shelf restocked');
    // It shows "Sending" while the first attempt is on its way, then waits.
    await within(waiting as HTMLElement).findByText('Waiting to send');
    expect(
      within(waiting as HTMLElement).getByRole('link', { name: 'See it in the Outbox' }),
    ).toHaveAttribute('href', '/outbox');
    expect(screen.queryByText('No comments')).not.toBeInTheDocument();

    takes = true;
    await runtime.replayer.run({ force: true });
    // the list is asked again by the panel itself (no live event here): the comment shows once
    await waitFor(() => expect(screen.getByTestId('comment')).toHaveTextContent('Shelf restocked'));
    await waitFor(() => expect(screen.queryByTestId('waiting-row')).not.toBeInTheDocument());
    expect(screen.getAllByText('Shelf restocked')).toHaveLength(1);
  });

  it('turns a server error that persists into a refusal in the server’s words, shown where it was written', async () => {
    const { write } = await panelWithOutbox();
    await write('Call back Monday');
    for (let attempt = 1; attempt < serverErrorsBeforeRefusal; attempt += 1)
      await runtime.replayer.run({ force: true });
    const refused = await row('Call back Monday');
    await waitFor(() =>
      expect(within(refused as HTMLElement).getByTestId('waiting-mark')).toHaveTextContent(
        'Refused: The database did not answer in time. (the server answered with error 503 6 times in a row)',
      ),
    );
    expect(
      within(refused as HTMLElement).getByRole('link', { name: 'Correct it in the Outbox' }),
    ).toBeInTheDocument();
    expect(api.calls(commentsContract.add)).toHaveLength(serverErrorsBeforeRefusal);
  });
});
