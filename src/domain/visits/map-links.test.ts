import { describe, expect, it } from 'vitest';
import { mapAppLinks } from './map-links';

const home = { latitude: 27.95, longitude: -82.46 };
const one = { latitude: 28, longitude: -82.5 };
const two = { latitude: 28.1, longitude: -82.4 };
const three = { latitude: 28.2, longitude: -82.3 };
const c = (p: { latitude: number; longitude: number }) =>
  `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

interface Sent {
  origin?: string;
  waypoints: string[];
  destination: string;
}

/** What each app is told: Google's and Apple's parameters read back into one shape. */
function sent(links: { google: string; apple: string }): { google: Sent; apple: Sent } {
  const google = new URL(links.google);
  const apple = new URL(links.apple);
  expect(google.origin + google.pathname).toBe('https://www.google.com/maps/dir/');
  expect(google.searchParams.get('api')).toBe('1');
  expect(google.searchParams.get('travelmode')).toBe('driving');
  expect(apple.origin + apple.pathname).toBe('https://maps.apple.com/directions');
  expect(apple.searchParams.get('mode')).toBe('driving');
  const waypoints = google.searchParams.get('waypoints');
  return {
    google: {
      ...(google.searchParams.has('origin') && { origin: google.searchParams.get('origin')! }),
      waypoints: waypoints ? waypoints.split('|') : [],
      destination: google.searchParams.get('destination')!,
    },
    apple: {
      ...(apple.searchParams.has('source') && { origin: apple.searchParams.get('source')! }),
      waypoints: apple.searchParams.getAll('waypoint'),
      destination: apple.searchParams.get('destination')!,
    },
  };
}

describe('mapAppLinks', () => {
  it.each([
    {
      case: 'three stops: the start, the first two between, the last as destination',
      start: home,
      stops: [one, two, three],
      expected: { origin: c(home), waypoints: [c(one), c(two)], destination: c(three) },
    },
    {
      case: 'one stop: no waypoint',
      start: home,
      stops: [one],
      expected: { origin: c(home), waypoints: [], destination: c(one) },
    },
    {
      case: 'two shops at one spot last: the destination is not a waypoint too',
      start: home,
      stops: [one, two, two],
      expected: { origin: c(home), waypoints: [c(one)], destination: c(two) },
    },
    {
      case: 'a stop at the start itself: not a waypoint',
      start: home,
      stops: [home, one],
      expected: { origin: c(home), waypoints: [], destination: c(one) },
    },
    {
      case: 'every stop at the start: the start is the destination',
      start: home,
      stops: [home],
      expected: { origin: c(home), waypoints: [], destination: c(home) },
    },
    {
      case: 'a stop visited again later stays a waypoint',
      start: home,
      stops: [one, two, one, three],
      expected: { origin: c(home), waypoints: [c(one), c(two), c(one)], destination: c(three) },
    },
    {
      case: 'no start: the app starts from where the phone is',
      start: null,
      stops: [one, two],
      expected: { waypoints: [c(one)], destination: c(two) },
    },
  ])('$case', ({ start, stops, expected }) => {
    const links = mapAppLinks(start, stops);
    expect(links).not.toBeNull();
    expect(sent(links!)).toEqual({ google: expected, apple: expected });
  });

  it('gives no links without a stop', () => {
    expect(mapAppLinks(home, [])).toBeNull();
    expect(mapAppLinks(null, [])).toBeNull();
  });
});
