import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPin, IconPinnedOff } from '@tabler/icons-react';
import type { Candidate } from '../../../../domain/visit-planning/contract';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { usePriorities, useSavePin } from '../hooks/usePlanning';
import { WorkingDaysSection } from './WorkingDaysSection';

/** The most candidates drawn at once: the rest are less pressing than any a week can hold. */
const shown = 100;

function CandidateCard({ candidate }: { candidate: Candidate }) {
  const pin = useSavePin();
  const toggle = (to: 'in' | 'out') =>
    pin.mutate({ listId: candidate.customerId, pin: candidate.pin === to ? null : to });
  return (
    <Card withBorder padding="sm" data-testid="candidate">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {candidate.name}
            </Text>
            <Badge variant="light" aria-label={`Priority ${candidate.priority}`}>
              {candidate.priority}
            </Badge>
            {candidate.pin && (
              <Badge color={candidate.pin === 'in' ? 'green' : 'gray'}>Pinned {candidate.pin}</Badge>
            )}
          </Group>
          <Text size="sm" data-testid="candidate-explanation">
            {candidate.explanation}
          </Text>
          <Text size="xs" c="gray.7">
            {[candidate.city, candidate.grade && `Grade ${candidate.grade}`, `${candidate.visitMinutes} min`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={candidate.pin === 'in' ? 'Unpin' : 'Pin in: always plan'}>
            <ActionIcon
              variant={candidate.pin === 'in' ? 'filled' : 'subtle'}
              aria-label={`Pin ${candidate.name} in`}
              aria-pressed={candidate.pin === 'in'}
              onClick={() => toggle('in')}
              loading={pin.isPending}
            >
              <IconPin size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={candidate.pin === 'out' ? 'Unpin' : 'Pin out: never plan'}>
            <ActionIcon
              variant={candidate.pin === 'out' ? 'filled' : 'subtle'}
              color="gray"
              aria-label={`Pin ${candidate.name} out`}
              aria-pressed={candidate.pin === 'out'}
              onClick={() => toggle('out')}
              loading={pin.isPending}
            >
              <IconPinnedOff size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      {pin.error && <ErrorState error={pin.error} />}
    </Card>
  );
}

/**
 * /visits' "Whom to see": the user's customers most pressing first, why, their pins; then the
 * working days (an admin may set a rep's).
 */
export function PrioritiesPanel({ canSetOthers = false }: { canSetOthers?: boolean }) {
  const priorities = usePriorities();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {priorities.isPending ? (
          <Loading />
        ) : readFailed(priorities) ? (
          <ErrorState error={priorities.error} />
        ) : priorities.data.candidates.length === 0 ? (
          <EmptyState>No customers to visit</EmptyState>
        ) : (
          priorities.data.candidates
            .slice(0, shown)
            .map((candidate) => <CandidateCard key={candidate.customerId} candidate={candidate} />)
        )}
      </Stack>
      <WorkingDaysSection canSetOthers={canSetOthers} />
    </Stack>
  );
}
