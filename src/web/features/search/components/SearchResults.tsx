import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { announce } from '../../../ui/Announcer';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { touchLinkStyle } from '../../../ui/touch';
import { searchKindLabels, type SearchFilters, type SearchHit } from '../api/search';
import { useSearch } from '../hooks/useSearch';
import { Marked } from './Marked';
import { countOf } from '../../../../domain/text/plural';

const kindLabel: Record<SearchHit['kind'], string> = {
  note: 'Note',
  comment: 'Comment',
  description: 'Description',
  contact: 'Contact',
  order: 'Order',
};

/** Where a result opens: its note, its customer's page or its order. */
function hrefOf(hit: SearchHit): string {
  if (hit.noteId) return `/noteview/${encodeURIComponent(hit.noteId)}`;
  if (hit.kind === 'order') return `/orderview/${encodeURIComponent(hit.id)}`;
  return `/customerpage/${encodeURIComponent(hit.customerListId ?? '')}`;
}

function ResultCard({ hit }: { hit: SearchHit }) {
  const hasTitle = hit.title.some((s) => s.text.trim());
  return (
    <Card withBorder padding="sm" component="li" data-testid="search-result">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{kindLabel[hit.kind]}</Badge>
          <Anchor component={Link} to={hrefOf(hit)} fw={600} style={{ ...touchLinkStyle, minWidth: 0 }}>
            {hasTitle ? <Marked segments={hit.title} /> : (hit.customerName ?? searchKindLabels[hit.kind])}
          </Anchor>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Marked segments={hit.snippet} />
        </Text>
        <Text size="xs" c="dimmed">
          {[hit.customerName, hit.authorName, new Date(hit.createdAt).toLocaleDateString()]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

/** The ranked results of a search, a page at a time, with loading, empty and error states. */
export function SearchResults({ filters }: { filters: SearchFilters }) {
  const search = useSearch(filters);
  const first = search.data?.pages[0];
  useEffect(() => {
    if (!first) return;
    const n = first.total;
    announce(
      n === 0
        ? 'No results'
        : first.totalIsCapped
          ? `More than ${countOf(n, 'result')}`
          : countOf(n, 'result'),
    );
  }, [first]);

  if (!filters.q.trim())
    return (
      <EmptyState>
        Type words to search notes, comments, descriptions, contacts and order instructions.
      </EmptyState>
    );
  if (search.isPending) return <Loading label="Searching…" />;
  if (readFailed(search)) return <ErrorState error={search.error} title="Search failed" />;
  const hits = search.data.pages.flatMap((p) => p.results);
  if (hits.length === 0) return <EmptyState>Nothing matches “{filters.q}”.</EmptyState>;
  return (
    <Stack gap="sm">
      {/* Said through the announcer (above), not a live region of its own: once, not twice. */}
      <Text size="sm" c="dimmed">
        {first?.totalIsCapped
          ? `More than ${countOf(first.total, 'result')}`
          : countOf(first?.total ?? 0, 'result')}
      </Text>
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label="Search results"
      >
        {hits.map((hit) => (
          <ResultCard key={`${hit.kind}:${hit.id}`} hit={hit} />
        ))}
      </Stack>
      {search.hasNextPage && (
        <Button
          variant="light"
          mih={44}
          loading={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          More results
        </Button>
      )}
    </Stack>
  );
}
