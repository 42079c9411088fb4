import type { ReactNode } from 'react';

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
  /** One of its places in words, for a group's label on the map ("3 customers and 1 prospect here"). */
  placeNoun: string;
  shown: boolean;
  onShow(shown: boolean): void;
  places: readonly MapPlace[];
  card(id: string, close: () => void): ReactNode;
}
