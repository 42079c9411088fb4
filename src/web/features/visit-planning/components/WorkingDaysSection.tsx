import { Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useReps, useWorkingDays } from '../hooks/usePlanning';
import { WorkingDaysForm } from './WorkingDaysForm';

/**
 * The working days of the user, or, for an admin, of the rep picked (decision 0318): under Visits'
 * "Whom to see" and in My settings, where a rep looks for them first (decision 0400).
 */
export function WorkingDaysSection({ canSetOthers = false }: { canSetOthers?: boolean }) {
  const [userId, setUserId] = useState<string | null>(null);
  const reps = useReps(canSetOthers);
  const days = useWorkingDays(userId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="working-days-title">
      <Title order={2} size="h4" id="working-days-title">
        {userId ? 'Working days' : 'My working days'}
      </Title>
      {canSetOthers && (
        <Select
          label="Whose working days"
          data={[
            { value: '', label: 'Mine' },
            ...(reps.data ?? []).map((rep) => ({ value: rep.id, label: rep.name })),
          ]}
          value={userId ?? ''}
          allowDeselect={false}
          onChange={(value) => setUserId(value || null)}
        />
      )}
      {days.isPending ? (
        <Loading />
      ) : readFailed(days) ? (
        <ErrorState error={days.error} />
      ) : (
        <WorkingDaysForm key={days.data.userId} userId={userId} kept={days.data.workingDays} />
      )}
    </Stack>
  );
}
