import Supercluster from 'supercluster';
import type { MapCustomer } from '../../../../domain/map/customers';
import type { VisitStatus } from '../../../../domain/visits/cadence';
import type { MapPlace } from './overlay';

/** A point of the one index: a customer, or a place of the layer laid over them (a prospect). */
type PointProps =
  { kind: 'customer'; index: number; status: VisitStatus } | { kind: 'place'; index: number; status: null };
interface ClusterProps {
  overdue: number;
  due: number;
  customers: number;
  places: number;
}

export type Bounds = [west: number, south: number, east: number, north: number];

export type MapMark =
  | { kind: 'customer'; customer: MapCustomer; longitude: number; latitude: number }
  | { kind: 'place'; place: MapPlace; longitude: number; latitude: number }
  | {
      kind: 'cluster';
      id: number;
      count: number;
      /** How many of `count` are customers and how many the layer's places. */
      customers: number;
      places: number;
      longitude: number;
      latitude: number;
      /** The worst status of its customers (one overdue shows as overdue); null when it holds places only. */
      status: VisitStatus | null;
    };

/** Degrees between customers that share one place (about 90 m), so each can be tapped once zoomed in. */
const spread = 0.0008;
const goldenAngle = Math.PI * (3 - Math.sqrt(5));

/**
 * Where each placed customer (or prospect) is drawn: those of one ZIP code share its centre, so the
 * second and later of them are drawn on a small spiral around it (the place sent and saved stays
 * the centre).
 */
export function drawnPositions(
  points: readonly { latitude: number | null; longitude: number | null }[],
): ([number, number] | null)[] {
  const seen = new Map<string, number>();
  return points.map(({ latitude, longitude }) => {
    if (latitude === null || longitude === null) return null;
    const key = `${latitude},${longitude}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    if (k === 0) return [longitude, latitude];
    const radius = spread * Math.sqrt(k);
    return [longitude + radius * Math.cos(k * goldenAngle), latitude + radius * Math.sin(k * goldenAngle)];
  });
}

/**
 * The placed customers and the layer's places (the prospects, when shown) in one index, clustered
 * for every zoom level once (supercluster: 45,000 points in well under a second), so that a group
 * counts both and a prospect never sits under a customer's target (decision 0362).
 */
export function clusterIndex(customers: readonly MapCustomer[], places: readonly MapPlace[] = []) {
  const index = new Supercluster<PointProps, ClusterProps>({
    radius: 56,
    maxZoom: 16,
    map: (props) => ({
      overdue: props.status === 'overdue' ? 1 : 0,
      due: props.status === 'due' ? 1 : 0,
      customers: props.kind === 'customer' ? 1 : 0,
      places: props.kind === 'place' ? 1 : 0,
    }),
    reduce: (total, props) => {
      total.overdue += props.overdue;
      total.due += props.due;
      total.customers += props.customers;
      total.places += props.places;
    },
  });
  // One spiral for both: a prospect at a ZIP centre is drawn apart from the customers there too.
  const drawn = drawnPositions([...customers, ...places]);
  const point = (coordinates: [number, number], properties: PointProps) => ({
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates },
    properties,
  });
  index.load([
    ...customers.flatMap((customer, i) => {
      const coordinates = drawn[i];
      return coordinates ? [point(coordinates, { kind: 'customer', index: i, status: customer.status })] : [];
    }),
    ...places.flatMap((_, i) => {
      const coordinates = drawn[customers.length + i];
      return coordinates ? [point(coordinates, { kind: 'place', index: i, status: null })] : [];
    }),
  ]);
  return {
    marks(bounds: Bounds, zoom: number): MapMark[] {
      return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
        const [longitude, latitude] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          return {
            kind: 'cluster',
            id: props.cluster_id,
            count: props.point_count,
            customers: props.customers,
            places: props.places,
            longitude,
            latitude,
            status:
              props.overdue > 0 ? 'overdue' : props.due > 0 ? 'due' : props.customers > 0 ? 'fine' : null,
          };
        }
        const one = props as PointProps;
        return one.kind === 'customer'
          ? { kind: 'customer', customer: customers[one.index]!, longitude, latitude }
          : { kind: 'place', place: places[one.index]!, longitude, latitude };
      });
    },
    /** The zoom at which a cluster falls apart into smaller groups, customers or places. */
    expansionZoom: (clusterId: number) => index.getClusterExpansionZoom(clusterId),
  };
}

/** Customers whose place is inside the bounds (the list beside the map holds what the map shows). */
export function inBounds(
  customer: Pick<MapCustomer, 'latitude' | 'longitude'>,
  [west, south, east, north]: Bounds,
): boolean {
  const { latitude, longitude } = customer;
  if (latitude === null || longitude === null) return false;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}

/** A box around the placed customers, or null when none is placed. */
export function boundsOf(customers: readonly MapCustomer[]): Bounds | null {
  let box: Bounds | null = null;
  for (const { latitude, longitude } of customers) {
    if (latitude === null || longitude === null) continue;
    box = box
      ? [
          Math.min(box[0], longitude),
          Math.min(box[1], latitude),
          Math.max(box[2], longitude),
          Math.max(box[3], latitude),
        ]
      : [longitude, latitude, longitude, latitude];
  }
  return box;
}
