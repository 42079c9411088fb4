import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconRoute } from '@tabler/icons-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { formatMiles } from '../../../../domain/visits/geo';
import { ApiError } from '../../../lib/api';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { NearCustomer, NearFrom } from '../api/visits';
import { useNear } from '../hooks/useVisits';
import { shortDate } from '../lib/days';
import { rememberPosition } from '../lib/last-position';
import { askPosition, myPosition } from '../lib/position';
import type { Stop } from '../lib/route-draft';
import { CheckInButton } from './CheckInButton';
import { CustomerRow, RowList } from './CustomerRow';
import { PlaceField } from './PlaceField';

export const stopOf = (
  c: Pick<NearCustomer, 'customerId' | 'name' | 'city'> & {
    latitude: number | null;
    longitude: number | null;
  },
): Stop => ({
  customerId: c.customerId,
  name: c.name,
  city: c.city,
  latitude: c.latitude,
  longitude: c.longitude,
});

/** The button that puts a customer on the day's route, or says it is there. */
export function AddToRoute({ picked, onPick }: { picked: boolean; onPick(): void }) {
  return (
    <Button
      mih={44}
      variant="default"
      leftSection={<IconRoute size={18} />}
      disabled={picked}
      onClick={onPick}
    >
      {picked ? 'On the route' : 'Add to route'}
    </Button>
  );
}

/**
 * Near me: the phone's position (asked when the tab opens) or a typed ZIP code or city, and the
 * nearest customers first with the miles, the city, the last visit and the last order.
 * `lapsedLicense` is what a row whose customer shows "License expired" carries (the page gives
 * the licenses feature's badge: features do not import each other); `nearby` what the page shows
 * near the same place below the customers (the prospects, issue 47), once the server placed it.
 */
export function NearMe({
  picked,
  onPick,
  lapsedLicense,
  nearby,
}: {
  picked: ReadonlySet<string>;
  onPick(stop: Stop): void;
  lapsedLicense?: ReactNode;
  nearby?: (origin: { latitude: number; longitude: number }) => ReactNode;
}) {
  const [from, setFrom] = useState<NearFrom | null>(null);
  // The position is asked as the tab opens: locating until the phone answers.
  const [locating, setLocating] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { near, kept } = useNear(from);
  const find = useCallback(
    () =>
      askPosition()
        .then((position) => {
          setFrom({ position });
          // Today's route starts here too, unless the rep says otherwise there.
          rememberPosition({ ...position, label: myPosition });
        })
        .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
        .finally(() => setLocating(false)),
    [],
  );
  useEffect(() => void find(), [find]);
  // A typed place, once the server has placed it, is where the rep is as well.
  const typedOrigin = from !== null && 'place' in from ? near.data?.origin : undefined;
  useEffect(() => {
    if (typedOrigin) rememberPosition(typedOrigin);
  }, [typedOrigin]);
  const locate = () => {
    setLocating(true);
    setProblem(null);
    void find();
  };
  const refused = readFailed(near) && near.error instanceof ApiError && near.error.status === 400;
  const rows = near.data?.customers ?? kept;
  // Offline, what else is near (the prospects) is ranked from the phone's position too.
  const origin =
    near.data?.origin ?? (kept && from !== null && 'position' in from ? from.position : undefined);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <Button mih={44} leftSection={<IconCurrentLocation size={18} />} loading={locating} onClick={locate}>
          Use my location
        </Button>
      </Group>
      {problem && (
        <Alert color="orange" role="alert" data-testid="position-problem">
          {problem}
        </Alert>
      )}
      <PlaceField
        label="Or a ZIP code or city and state"
        busy={near.isFetching && from !== null && 'place' in from}
        error={refused ? near.error.message : null}
        onPlace={(place) => setFrom({ place })}
      />
      {from === null && !locating && !problem && (
        <EmptyState>Say where you are to see the customers nearest you.</EmptyState>
      )}
      {from !== null && near.data && (
        <Text size="sm" c="dimmed" data-testid="near-origin">
          Nearest to {near.data.origin.label}
        </Text>
      )}
      {from !== null && !near.data && kept && (
        <Text size="sm" c="dimmed" data-testid="near-origin">
          Offline: the customers kept on this device, nearest to your position
        </Text>
      )}
      {from !== null && near.isPending && !kept && <Loading label="Finding the customers near you…" />}
      {from !== null && readFailed(near) && !refused && !kept && <ErrorState error={near.error} />}
      {rows && rows.length === 0 && (
        <EmptyState>
          {near.data
            ? 'None of your customers has a place on the map yet.'
            : 'This device keeps no customers with a place yet.'}
        </EmptyState>
      )}
      {rows && rows.length > 0 && (
        <RowList label="Customers near you">
          {rows.map((c) => (
            <CustomerRow
              key={c.customerId}
              customer={c}
              lead={formatMiles(c.distanceMiles)}
              facts={`Last visit: ${shortDate(c.lastVisitAt)} · Last order: ${shortDate(c.lastOrderAt)}`}
              flag={c.licenseLapsed ? lapsedLicense : undefined}
            >
              <CheckInButton compact target={{ customerId: c.customerId, customerName: c.name }} />
              <AddToRoute picked={picked.has(c.customerId)} onPick={() => onPick(stopOf(c))} />
            </CustomerRow>
          ))}
        </RowList>
      )}
      {from !== null && origin && nearby?.(origin)}
    </Stack>
  );
}
