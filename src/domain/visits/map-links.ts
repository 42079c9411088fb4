import type { Position } from './geo.js';

const coordinates = (p: Position) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

/**
 * The places a map app is sent to, in order: each stop's coordinates once. Two stops in a row at one
 * spot (two shops of one owner placed at the same ZIP code's centre, or the start itself) are one
 * place to drive to; listed twice, the last stop would read as both a waypoint and the destination.
 */
function placesToVisit(start: Position | null, stops: readonly Position[]): string[] {
  const places: string[] = [];
  let here = start ? coordinates(start) : null;
  for (const stop of stops) {
    const place = coordinates(stop);
    if (place !== here) places.push(place);
    here = place;
  }
  return places;
}

/**
 * The whole route in the phone's map app: the start first (without one, the app starts from where the
 * phone is), each stop between as a waypoint, and the last stop as the destination, never both.
 * Google Maps URLs (api=1: origin, destination, waypoints joined by "|"); Apple's unified Maps URLs
 * (iOS 18.4 and later: source, one `waypoint` per stop between, destination, mode). No stop, no links.
 */
export function mapAppLinks(
  start: Position | null,
  stops: readonly Position[],
): { google: string; apple: string } | null {
  const places = placesToVisit(start, stops);
  // Every stop at the start itself: the destination is the start.
  const destination = places.at(-1) ?? (start && stops.length > 0 ? coordinates(start) : undefined);
  if (destination === undefined) return null;
  const between = places.slice(0, -1);
  const google = new URLSearchParams({ api: '1' });
  const apple = new URLSearchParams();
  if (start) {
    google.set('origin', coordinates(start));
    apple.set('source', coordinates(start));
  }
  google.set('destination', destination);
  if (between.length > 0) google.set('waypoints', between.join('|'));
  google.set('travelmode', 'driving');
  for (const waypoint of between) apple.append('waypoint', waypoint);
  apple.set('destination', destination);
  apple.set('mode', 'driving');
  return {
    google: `https://www.google.com/maps/dir/?${google.toString()}`,
    apple: `https://maps.apple.com/directions?${apple.toString()}`,
  };
}
