import { describe, expect, it } from 'vitest';
import { overlayInView, overlayMarkersMax, type MapPlace } from './overlay';

const place = (id: number, longitude: number): MapPlace => ({
  id: String(id),
  latitude: 28,
  longitude,
  label: `Shop ${id}`,
});

describe('a layer’s places in view', () => {
  it('are those inside the map’s bounds, or all before the map has any', () => {
    const places = [place(1, -82.5), place(2, -81)];
    expect(overlayInView(places, [-83, 27, -82, 29]).map((p) => p.id)).toEqual(['1']);
    expect(overlayInView(places, null)).toHaveLength(2);
  });

  it('are none while more than the map draws at once are in view (zoom in)', () => {
    const many = Array.from({ length: overlayMarkersMax + 1 }, (_, i) => place(i, -82.5));
    expect(overlayInView(many, [-83, 27, -82, 29])).toEqual([]);
    expect(overlayInView(many.slice(1), [-83, 27, -82, 29])).toHaveLength(overlayMarkersMax);
  });
});
