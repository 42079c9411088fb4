import 'maplibre-gl/dist/maplibre-gl.css';
import { maplibregl } from '../lib/maplibre';
import { useMemo, useRef, useState } from 'react';
import MapGL, { Layer, Marker, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import type { MapCustomer } from '../../../../domain/map/customers';
import type { Basemap } from '../api/map';
import { boundsOf, clusterIndex, type Bounds, type MapMark } from '../lib/clusters';
import type { MapPlace } from '../lib/overlay';
import { statusStyle } from '../lib/status';
import { baseStyle, landColour, landOpacity, outlineColour, stateOutlines } from '../lib/style';
import classes from './CustomerMap.module.css';

/** Customers and groups above a lone place, should a place and a customer ever be drawn close. */
const customerLayer = { zIndex: 1 };

/** A group of the layer's places only (prospects): the diamonds' colour. */
const placesGroup = { colour: '#862e9c', text: '#ffffff' };

const counted = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

/** What a group says: how many customers and places, the worst status of its customers. */
function groupLabel(mark: Extract<MapMark, { kind: 'cluster' }>, placeNoun: string): string {
  const what = [
    mark.customers > 0 && counted(mark.customers, 'customer'),
    mark.places > 0 && counted(mark.places, placeNoun),
  ]
    .filter(Boolean)
    .join(' and ');
  const status = mark.status ? `, ${statusStyle[mark.status].label.toLowerCase()} among them` : '';
  return `${what} here${status}. Zoom in`;
}

/** The lower 48 when no customer is placed. */
const unitedStates: Bounds = [-125, 24.3, -66.8, 49.5];

export interface CustomerMapProps {
  customers: readonly MapCustomer[];
  basemap: Basemap | undefined;
  /** Layer names of a vector PMTiles basemap ([] for pictures or none). */
  vectorLayers: readonly string[];
  selectedId: string | null;
  onSelect: (customer: MapCustomer) => void;
  /** The customer whose pin may be dragged now (the card's "Move pin"), if any. */
  draggingId: string | null;
  onMove: (customer: MapCustomer, position: { latitude: number; longitude: number }) => void;
  onView: (bounds: Bounds) => void;
  /** Numbers to show on customers (the order of one rep's day). */
  stopNumbers?: ReadonlyMap<string, number>;
  /** Another layer's places (the prospects, when shown), clustered with the customers, drawn as diamonds. */
  places?: readonly MapPlace[];
  /** One of those places in words, for a group's label ("prospect"). */
  placeNoun?: string;
  selectedPlaceId?: string | null;
  onSelectPlace?: (place: MapPlace) => void;
}

function boundsOfMap(map: MapRef): Bounds {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

const noPlaces: readonly MapPlace[] = [];

/**
 * The map: state outlines as the ground, customers and the layer's places as HTML markers clustered
 * together by one supercluster (decision 0362: a cluster shows its count as text without any font
 * download, and every marker is a button a keyboard and a tap reach).
 */
export function CustomerMap(props: CustomerMapProps) {
  const { customers, basemap, selectedId, onSelect, draggingId, onMove, onView, stopNumbers } = props;
  const mapRef = useRef<MapRef>(null);
  const places = props.places ?? noPlaces;
  const index = useMemo(() => clusterIndex(customers, places), [customers, places]);
  const [view, setView] = useState<{ bounds: Bounds; zoom: number } | null>(null);
  const initialBounds = useMemo(() => boundsOf(customers) ?? unitedStates, [customers]);
  const style = useMemo(() => baseStyle(basemap, props.vectorLayers), [basemap, props.vectorLayers]);
  const marks = view ? index.marks(view.bounds, view.zoom) : [];

  const settle = () => {
    const map = mapRef.current;
    if (!map) return;
    const bounds = boundsOfMap(map);
    setView({ bounds, zoom: map.getZoom() });
    onView(bounds);
  };

  const openCluster = (mark: Extract<MapMark, { kind: 'cluster' }>) => {
    const zoom = Math.min(index.expansionZoom(mark.id), 18);
    mapRef.current?.easeTo({ center: [mark.longitude, mark.latitude], zoom });
  };

  return (
    <div className={classes.frame} data-testid="customer-map">
      <MapGL
        ref={mapRef}
        mapLib={maplibregl}
        mapStyle={style}
        initialViewState={{ bounds: initialBounds, fitBoundsOptions: { padding: 40, maxZoom: 11 } }}
        onLoad={settle}
        onMoveEnd={settle}
        dragRotate={false}
        touchPitch={false}
        attributionControl={false}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl showCompass={false} position="top-right" />
        <Source id="states" type="geojson" data={stateOutlines}>
          <Layer
            id="land"
            type="fill"
            paint={{ 'fill-color': landColour, 'fill-opacity': landOpacity(basemap) }}
          />
          <Layer id="state-lines" type="line" paint={{ 'line-color': outlineColour, 'line-width': 1 }} />
        </Source>
        {marks.map((mark) =>
          mark.kind === 'cluster' ? (
            <Marker
              key={`c${mark.id}`}
              longitude={mark.longitude}
              latitude={mark.latitude}
              style={customerLayer}
            >
              <button
                type="button"
                className={classes.cluster}
                style={{
                  background: mark.status ? statusStyle[mark.status].colour : placesGroup.colour,
                  color: mark.status ? statusStyle[mark.status].text : placesGroup.text,
                  width: Math.min(72, 44 + Math.log10(mark.count) * 8),
                  height: Math.min(72, 44 + Math.log10(mark.count) * 8),
                }}
                aria-label={groupLabel(mark, props.placeNoun ?? 'place')}
                onClick={() => openCluster(mark)}
              >
                {mark.count.toLocaleString('en-US')}
              </button>
            </Marker>
          ) : mark.kind === 'place' ? (
            <Marker key={`p${mark.place.id}`} longitude={mark.longitude} latitude={mark.latitude}>
              <button
                type="button"
                className={classes.point}
                data-selected={props.selectedPlaceId === mark.place.id || undefined}
                data-testid="map-place"
                aria-label={mark.place.label}
                aria-pressed={props.selectedPlaceId === mark.place.id}
                title={mark.place.label}
                onClick={() => props.onSelectPlace?.(mark.place)}
              >
                <span className={classes.other} />
              </button>
            </Marker>
          ) : (
            <Marker
              key={mark.customer.id}
              longitude={mark.longitude}
              latitude={mark.latitude}
              style={customerLayer}
              draggable={draggingId === mark.customer.id}
              onDragEnd={(event) =>
                onMove(mark.customer, { latitude: event.lngLat.lat, longitude: event.lngLat.lng })
              }
            >
              <button
                type="button"
                className={classes.point}
                data-selected={selectedId === mark.customer.id || undefined}
                data-dragging={draggingId === mark.customer.id || undefined}
                data-testid="map-customer"
                aria-label={`${mark.customer.name}, ${mark.customer.city} (${statusStyle[mark.customer.status].label}${mark.customer.licenseLapsed ? ', license expired' : ''})`}
                aria-pressed={selectedId === mark.customer.id}
                onClick={() => onSelect(mark.customer)}
              >
                <span
                  className={classes.dot}
                  style={{
                    background: statusStyle[mark.customer.status].colour,
                    color: statusStyle[mark.customer.status].text,
                  }}
                >
                  {stopNumbers?.get(mark.customer.id) ?? ''}
                </span>
                {mark.customer.licenseLapsed && (
                  <span aria-hidden className={classes.lapsed} data-testid="map-license-lapsed">
                    !
                  </span>
                )}
              </button>
            </Marker>
          ),
        )}
      </MapGL>
    </div>
  );
}
