import type { Position } from '../../../../domain/visits/geo';

/** Why the phone gave no position, in words that say what to do instead. */
export function positionProblem(code: number | null): string {
  if (code === 1)
    return 'Humidor may not use this device’s location. Type a ZIP code or a city and state instead, or allow location in the browser’s settings.';
  if (code === 3)
    return 'The device took too long to find where you are. Try again, or type a ZIP code or a city and state.';
  return 'This device could not tell where you are. Type a ZIP code or a city and state instead.';
}

/** How a start or origin taken from the phone's position is labelled. */
export const myPosition = 'My position';

/** Raised with the reason in words when no position comes. */
export class PositionError extends Error {}

/** The phone's position, asked once: coarse is enough for "nearest first" (a ZIP centre is coarser). */
export function askPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new PositionError(positionProblem(null)));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new PositionError(positionProblem(error.code))),
      { enableHighAccuracy: false, maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  });
}
