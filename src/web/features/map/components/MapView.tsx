import { Alert, Grid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { MapCustomer } from '../../../../domain/map/customers';
import { useAnnounce } from '../../../ui/Announcer';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useBasemap, useMapCustomers, useMovePin } from '../hooks/useMap';
import { inBounds, type Bounds } from '../lib/clusters';
import type { MapOverlay } from '../lib/overlay';
import { openPmtiles } from '../lib/pmtiles';
import { CustomerCard } from './CustomerCard';
import { CustomerList } from './CustomerList';
import { CustomerMap } from './CustomerMap';
import { MapLegend } from './MapLegend';
import { RepDay } from './RepDay';

/**
 * The map page's body: the map with its card and legend, and the list of the same customers beside
 * it (desktop) or below it (phone). `rep` and `date` show one rep's day; `canMovePins` is an admin's
 * or a rep's (the server checks it again). `lapsedLicense` is what the card and the list show of a
 * customer showing "License expired" (the page gives the licenses feature's badge). `overlay` is a
 * layer of other places the page lays over the customers (the prospects), with its switch and card.
 */
export function MapView({
  rep,
  date,
  canMovePins,
  lapsedLicense,
  overlay,
}: {
  rep?: string;
  date?: string;
  canMovePins: boolean;
  lapsedLicense?: ReactNode;
  overlay?: MapOverlay;
}) {
  const read = useMapCustomers(rep, date);
  const basemap = useBasemap();
  const pmtilesUrl = basemap.data?.kind === 'pmtiles' ? basemap.data.url : null;
  const tiles = useQuery({
    queryKey: ['map', 'pmtiles', pmtilesUrl],
    queryFn: () => openPmtiles(pmtilesUrl!),
    enabled: pmtilesUrl !== null,
    staleTime: Infinity,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  const [view, setView] = useState<Bounds | null>(null);
  const [placeId, setPlaceId] = useState<string | null>(null);
  const movePin = useMovePin();
  const announce = useAnnounce();

  const customers = read.customers;
  const placed = useMemo(() => customers?.filter((c) => c.latitude !== null) ?? [], [customers]);
  const unplaced = useMemo(() => customers?.filter((c) => c.latitude === null) ?? [], [customers]);
  const inView = useMemo(() => (view ? placed.filter((c) => inBounds(c, view)) : placed), [placed, view]);
  // Every place of the layer goes to the map's one index with the customers (decision 0362).
  const shownPlaces = overlay?.shown ? overlay.places : undefined;
  const day = read.data?.day ?? null;
  const stopNumbers = useMemo(
    () => new Map(day?.visits.map((visit, i) => [visit.customerId, i + 1] as const).reverse()),
    [day],
  );

  if (readFailed(read) || readFailed(basemap)) return <ErrorState error={read.error ?? basemap.error} />;
  // A basemap that cannot be read leaves the outlines: the page works without it.
  if (!customers || basemap.isPending || (pmtilesUrl && tiles.isPending))
    return <Loading label="Loading the map…" />;

  const selected = customers.find((c) => c.id === selectedId) ?? null;
  const select = (customer: MapCustomer) => {
    setSelectedId(customer.id);
    if (movingId !== customer.id) setMovingId(null);
  };
  const move = (customer: MapCustomer, position: { latitude: number; longitude: number }) => {
    movePin.mutate(
      { id: customer.id, ...position },
      {
        onSuccess: () => announce(`The pin of ${customer.name} is moved.`),
        onError: (error) => announce(`The pin of ${customer.name} could not be moved: ${error.message}`),
      },
    );
  };

  return (
    <Stack gap="sm">
      {day && <RepDay day={day} customers={customers} onSelect={select} />}
      {customers.length === 0 && (
        <Alert color="gray">
          No customers in your states yet. They appear after the next QuickBooks run.
        </Alert>
      )}
      {movePin.isError && (
        <Alert color="red" title="The pin was not moved">
          {movePin.error.message}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xs">
            <CustomerMap
              customers={customers}
              basemap={basemap.data}
              vectorLayers={tiles.data?.vectorLayers ?? []}
              selectedId={selectedId}
              onSelect={select}
              draggingId={movingId}
              onMove={move}
              onView={setView}
              stopNumbers={stopNumbers}
              places={shownPlaces}
              placeNoun={overlay?.placeNoun}
              selectedPlaceId={placeId}
              onSelectPlace={(place) => setPlaceId(place.id)}
            />
            {overlay && (
              <Switch
                label={`Show ${overlay.name.toLowerCase()} (${overlay.places.length})`}
                checked={overlay.shown}
                onChange={(event) => overlay.onShow(event.currentTarget.checked)}
              />
            )}
            {overlay?.shown && placeId && overlay.card(placeId, () => setPlaceId(null))}
            <MapLegend customers={customers} />
            {selected && (
              <CustomerCard
                customer={selected}
                canMovePin={canMovePins && selected.latitude !== null}
                lapsedLicense={lapsedLicense}
                moving={movingId === selected.id}
                onMovePin={(on) => setMovingId(on ? selected.id : null)}
                onClose={() => {
                  setSelectedId(null);
                  setMovingId(null);
                }}
              />
            )}
            <Text size="xs" c="dimmed">
              Places are ZIP code centres unless a pin was set by hand; distances are straight lines.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CustomerList
            inView={inView}
            unplaced={unplaced}
            selectedId={selectedId}
            onSelect={select}
            lapsedLicense={lapsedLicense}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
