import type { ReactNode } from 'react';
import { inBounds, type Bounds } from './clusters';

/** A place of a layer beside the customers (the prospects, issue 47): a point with its label. */
export interface MapPlace {
  id: string;
  latitude: number;
  longitude: number;
  /** What the marker says to assistive technology and on hover. */
  label: string;
}

/**
 * A layer the page lays over the customers; the map knows nothing of what its places are: the
 * page hands their card (features do not import each other).
 */
export interface MapOverlay {
  /** The layer's name on its switch ("Prospects"). */
  name: string;
  shown: boolean;
  onShow(shown: boolean): void;
  places: readonly MapPlace[];
  card(id: string, close: () => void): ReactNode;
}

/** Markers drawn at most at once: a whole state's places are drawn once the map is zoomed in. */
export const overlayMarkersMax = 300;

/** The layer's places inside the view, or none when more than the map draws at once (zoom in). */
export function overlayInView(places: readonly MapPlace[], view: Bounds | null): readonly MapPlace[] {
  const inside = view ? places.filter((place) => inBounds(place, view)) : places;
  return inside.length > overlayMarkersMax ? [] : inside;
}
