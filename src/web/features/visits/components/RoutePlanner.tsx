import { ActionIcon, Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCurrentLocation, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMiles } from '../../../../domain/visits/geo';
import { mapAppLinks } from '../../../../domain/visits/map-links';
import { failureWithReason } from '../../../ui/Announcer';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { visitsApi } from '../api/visits';
import type { RouteDraft } from '../hooks/useRouteDraft';
import { askPosition, myPosition } from '../lib/position';
import { isPlaced, legsOf, type Stop } from '../lib/route-draft';
import { PlaceField } from './PlaceField';

/** Where the day starts: the phone's position or a typed ZIP code or city (placed by the server's ZIP table). */
function StartPicker({ draft }: { draft: RouteDraft }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = (find: () => Promise<Parameters<RouteDraft['setStart']>[0]>) => {
    setBusy(true);
    setProblem(null);
    find()
      .then(draft.setStart)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="route-start">
        Starting from: <strong>{draft.start?.label ?? 'not set yet'}</strong>
      </Text>
      <Button
        mih={44}
        variant="light"
        leftSection={<IconCurrentLocation size={18} />}
        loading={busy}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => run(async () => ({ ...(await askPosition()), label: myPosition }))}
      >
        Start from my location
      </Button>
      <PlaceField
        label="Or start from a ZIP code or city and state"
        busy={busy}
        error={problem}
        onPlace={(place) => run(async () => (await visitsApi.near({ place })).origin)}
      />
    </Stack>
  );
}

/**
 * What a stop's line says of its place: its leg once the day has a start, nothing more before that,
 * and "no place on the map" only for a customer the map cannot place.
 */
function placeText(stop: Stop, miles: number | undefined, index: number): string | null {
  if (!isPlaced(stop)) return 'no place on the map';
  if (miles === undefined) return null;
  return `${formatMiles(miles)} from ${index === 0 ? 'the start' : 'the stop before'}`;
}

/**
 * Today's route: the stops picked from Due and Near me, ordered into a short route from the start
 * (`planRoute`), each leg and the total in miles, reordered by hand, saved (offline too), with
 * each stop's check-in and the whole route in Google Maps or Apple Maps.
 */
export function RoutePlanner({ draft }: { draft: RouteDraft }) {
  if (draft.plan.isPending) return <Loading label="Reading today's route…" />;
  if (readFailed(draft.plan)) return <ErrorState error={draft.plan.error} />;
  const { start, stops } = draft;
  const route = start ? legsOf(start, stops) : null;
  const legMiles = new Map(route?.legs.map((leg) => [leg.stop.customerId, leg.miles]));
  // Without a start the map app starts from where the phone is.
  const links = mapAppLinks(start, stops.filter(isPlaced));
  const last = stops.length - 1;
  return (
    <Stack gap="md">
      <StartPicker draft={draft} />
      {draft.problem && (
        <Alert color="red" role="alert">
          {draft.problem}
        </Alert>
      )}
      {stops.length === 0 ? (
        <EmptyState>No stops yet. Add customers from Due or Near me.</EmptyState>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Stops in order">
          {stops.map((stop, index) => {
            const miles = legMiles.get(stop.customerId);
            return (
              <Card key={stop.customerId} component="li" withBorder padding="xs" data-testid="route-stop">
                {/* On a phone the buttons go under the name rather than squeeze it. */}
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 14rem' }}>
                    <Badge variant="filled" size="lg" circle>
                      {index + 1}
                    </Badge>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={`/customerpage/${encodeURIComponent(stop.customerId)}`}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {stop.name}
                      </Anchor>
                      <Text size="sm" c="dimmed">
                        {[stop.city, placeText(stop, miles, index)].filter(Boolean).join(' · ')}
                      </Text>
                      {draft.checkedIn.has(stop.customerId) && (
                        <Badge color="teal" variant="light" data-testid="stop-checked-in">
                          Checked in
                        </Badge>
                      )}
                    </Stack>
                  </Group>
                  <Group gap={4} wrap="nowrap" ml="auto">
                    <ActionIcon
                      size={44}
                      variant="default"
                      aria-label={`Move ${stop.name} up`}
                      disabled={index === 0}
                      onClick={() => draft.move(index, -1)}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                    <ActionIcon
                      size={44}
                      variant="default"
                      aria-label={`Move ${stop.name} down`}
                      disabled={index === last}
                      onClick={() => draft.move(index, 1)}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                    <ActionIcon
                      size={44}
                      variant="subtle"
                      color="red"
                      aria-label={`Take ${stop.name} off the route`}
                      onClick={() => draft.remove(stop.customerId)}
                    >
                      <IconX size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {route && stops.length > 0 && (
        <Text fw={700} data-testid="route-total">
          Total: {formatMiles(route.totalMiles)} in a straight line
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Button mih={44} variant="light" disabled={!start || stops.length < 2} onClick={draft.order}>
          Order stops by distance
        </Button>
        <Button
          mih={44}
          disabled={!start || stops.length === 0 || !draft.changed}
          loading={draft.save.isPending}
          onClick={draft.submit}
        >
          Save route
        </Button>
        {links &&
          (
            [
              ['Google Maps', links.google],
              ['Apple Maps', links.apple],
            ] as const
          ).map(([app, href]) => (
            <Button
              key={app}
              mih={44}
              variant="default"
              component="a"
              href={href}
              target="_blank"
              rel="noreferrer"
            >
              Open in {app}
            </Button>
          ))}
      </Group>
      {!start && stops.length > 0 && (
        <Text size="sm" c="dimmed">
          Say where the day starts to order and save the route.
        </Text>
      )}
      {draft.save.isError && (
        <Text c="red.8" role="alert">
          {failureWithReason('The route was not saved', draft.save.error)}
        </Text>
      )}
      {draft.save.isSuccess && !draft.changed && (
        <Text c="teal.8" role="status" data-testid="route-saved">
          {draft.save.data.state === 'sent'
            ? 'Route saved.'
            : 'Route saved on this device; it will be sent when online.'}
        </Text>
      )}
    </Stack>
  );
}
