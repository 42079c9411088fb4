import { Stack, Text, Title } from '@mantine/core';
import { formatMiles } from '../../../../domain/visits/geo';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useNearProspects } from '../hooks/useProspects';
import { ProspectCard, type ProspectHistory } from './ProspectCard';

/** Near me's second list: the open prospects nearest the same place, in the rep's states; `history` is the page's panel. */
export function NearProspects({
  origin,
  history,
}: {
  origin: { latitude: number; longitude: number };
  history?: ProspectHistory;
}) {
  const { near, kept } = useNearProspects(origin);
  const prospects = near.data?.prospects ?? kept;
  if (!prospects && readFailed(near)) return <ErrorState error={near.error} />;
  if (!prospects) return <Loading label="Finding the prospects near you…" />;
  return (
    <Stack gap="xs" component="section" aria-labelledby="near-prospects">
      <Title order={2} size="h5" id="near-prospects">
        Prospects near you
      </Title>
      {!near.data && (
        <Text size="sm" c="dimmed" data-testid="near-prospects-kept">
          Offline: the prospects kept on this device
        </Text>
      )}
      {prospects.length === 0 ? (
        <Text size="sm" c="dimmed">
          No prospects near here.
        </Text>
      ) : (
        prospects.map((prospect) => (
          <ProspectCard
            key={prospect.id}
            prospect={prospect}
            lead={formatMiles(prospect.distanceMiles)}
            history={history}
          />
        ))
      )}
    </Stack>
  );
}
