import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { dateRanges, type DateRange } from '../../../../domain/dates/ranges';
import { untouchedNote } from '../../../../domain/notes/card';
import { feedCountHeader, inFeed } from '../../../../domain/notes/feed';
import type { FeedFiltersInput } from '../../../../domain/notes/schemas';
import { useWaitingWrites } from '../../../offline/waiting';
import { WaitingRow } from '../../../ui/WaitingRow';
import { FeedToolbar, LoadMoreButton, RangeSelect } from '../../../ui/FeedToolbar';
import { useWorkingSetCopy } from '../../../offline/working-set-copy';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { csvUrls, notesKey, type Note } from '../api/notes';
import { useFeedSettings } from '../hooks/useFeedSettings';
import { useNoteFeed } from '../hooks/useNotes';
import { useKeptFeed } from '../offline';
import { DamagedSummaryModal, TagSummaryTable } from './FeedSummaries';
import { FeedFiltersPanel, type AuthorOption } from './FeedFiltersPanel';
import { KeptFeedNotice } from './KeptFeedNotice';
import { NoteCard } from './NoteCard';

/**
 * The Notes Feed: filters, date range, count header, export, summaries, keyset paging; offline, the
 * notes this device keeps.
 */
export function NoteFeed({
  userId,
  tagLabels,
  authors,
}: {
  userId: string;
  tagLabels: string[];
  authors: AuthorOption[];
}) {
  const { settings, query, setRange, setFilters } = useFeedSettings(userId);
  const feed = useNoteFeed(query);
  // Offline, the notes this device keeps stand in for the server's feed.
  const kept = useKeptFeed(query, feed);
  const copyMade = useWorkingSetCopy(userId).kept !== null;
  const [summaryOpen, summary] = useDisclosure(false);
  const [damagedOpen, damaged] = useDisclosure(false);
  const notes = feed.data?.pages.flatMap((p) => p.notes) ?? [];
  const waiting = useWaitingNotes(userId, query, kept ?? notes, feed.dataUpdatedAt);

  return (
    <Stack>
      <FeedToolbar
        range={<RangeSelect ranges={dateRanges} value={settings.range} onChange={setRange} w={200} />}
        buttons={
          <>
            <Button variant="default" onClick={summary.toggle}>
              {summaryOpen ? 'Hide Summary' : 'Show Summary'}
            </Button>
            <Button variant="default" onClick={damaged.open}>
              Damaged Items
            </Button>
          </>
        }
        csv={{ href: csvUrls.feed(query) }}
        filters={
          <FeedFiltersPanel
            value={settings.filters}
            onApply={setFilters}
            tagLabels={tagLabels}
            authors={authors}
          />
        }
      />
      {summaryOpen && <TagSummaryTable filters={query} />}
      <DamagedSummaryModal filters={query} opened={damagedOpen} onClose={damaged.close} />
      {waiting.map((write) => (
        <WaitingRow key={write.id} write={write} title={write.request.body.subject}>
          <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {write.request.body.text}
          </Text>
        </WaitingRow>
      ))}
      {kept?.length === 0 && !copyMade ? (
        // nothing to count: the device's copy has not arrived
        <KeptFeedNotice copyMade={false} />
      ) : kept ? (
        <FeedNotes range={settings.range} notes={kept} notice={<KeptFeedNotice copyMade={copyMade} />} />
      ) : feed.isPending ? (
        <Loading />
      ) : readFailed(feed) ? (
        <ErrorState error={feed.error} />
      ) : (
        <FeedNotes range={settings.range} notes={notes} more={<LoadMoreButton feed={feed} noun="notes" />} />
      )}
    </Stack>
  );
}

/**
 * This device's notes the server does not have yet that the feed's filters keep, for the top of the
 * feed (decision 0103): judged by the server's rules as the note would be if it were saved now.
 */
function useWaitingNotes(userId: string, filters: FeedFiltersInput, shown: Note[], updatedAt: number) {
  const now = new Date().toISOString();
  return useWaitingWrites(
    'note',
    ({ body }) =>
      inFeed(
        {
          ...untouchedNote,
          ...body,
          id: body.clientId,
          createdAt: now,
          customerListId: body.customerListId ?? null,
          customerName: null,
          customerState: null,
          authorId: userId,
          authorName: null,
        },
        filters,
      ),
    { ids: shown.map((note) => note.id), updatedAt, queryKey: [...notesKey, 'feed'] },
  );
}

/** The feed's count, an optional notice, and its notes (or that none were found). */
function FeedNotes({
  range,
  notes,
  notice,
  more,
}: {
  range: DateRange;
  notes: Note[];
  notice?: ReactNode;
  more?: ReactNode;
}) {
  return (
    <>
      <Text fw={600} data-testid="feed-count">
        {feedCountHeader(range, notes.length)}
      </Text>
      {notice}
      {notes.length === 0 ? (
        <EmptyState>No notes were found for this time-period</EmptyState>
      ) : (
        <Stack gap="sm">
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} />
          ))}
          {more}
        </Stack>
      )}
    </>
  );
}
