import { Button, Group, Paper, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { CsvLink } from '../../../ui/figures/Figures';

/** A block of the page: its heading, the CSV of its table beside it, then the figures. */
export function Section({
  title,
  csv,
  children,
}: {
  title: string;
  /** The download of the table this block shows; absent while there is nothing to download. */
  csv?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {csv && <CsvLink href={csv} table={title} />}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * A long list shows its first `short` rows, then the server's whole answer on request: the top
 * customers and the at-risk list run to a hundred rows, cards on a phone. `limit` is undefined
 * when the whole answer is asked for; the button shows only when there may be more.
 */
export function useShowMore(short: number) {
  const [all, setAll] = useState(false);
  const limit = all ? undefined : short;
  const button = (shown: number, noun: string) =>
    (all || shown === short) && (
      <Button variant="subtle" mt="xs" onClick={() => setAll(!all)}>
        {all ? `Show the first ${short} ${noun} only` : `Show more ${noun}`}
      </Button>
    );
  return { limit, button };
}
