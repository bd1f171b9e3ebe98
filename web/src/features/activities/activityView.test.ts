import { WebMercatorViewport } from '@deck.gl/core';
import { ACTIVITY_MAP } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_VIEW, activityView, markersView } from './activityView.ts';

const { south, north, west, east } = ACTIVITY_MAP.bounds;

describe('the activity maps are bounded (spec §9)', () => {
  it('keeps the spec box: latitude 19.3953 to 19.4321, longitude -99.2292 to -99.1740', () => {
    expect(ACTIVITY_MAP.bounds).toEqual({ south: 19.3953, north: 19.4321, west: -99.2292, east: -99.174 });
  });

  it('stops a pan at the edges of the box, keeping the zoom and never below zoom 11', () => {
    expect(activityView({ latitude: 20.5, longitude: -99.3, zoom: 12 })).toEqual({
      latitude: north,
      longitude: west,
      zoom: 12,
      minZoom: 11,
    });
    expect(activityView({ latitude: 19.2, longitude: -98.9, zoom: 15, minZoom: 2, maxZoom: 19 })).toEqual({
      latitude: south,
      longitude: east,
      zoom: 15,
      minZoom: 11,
      maxZoom: 19,
    });
  });

  it('leaves a view inside the box where it is', () => {
    expect(activityView(ACTIVITY_VIEW)).toEqual(ACTIVITY_VIEW);
    const inside = { latitude: 19.42, longitude: -99.19, zoom: 14, minZoom: 11 };
    expect(activityView(inside)).toEqual(inside);
  });
});

describe('the duplicates map shows every activity it lists', () => {
  const size = { width: 800, height: 320 };
  const pixels = (view: ReturnType<typeof markersView>, m: { lat: number; lng: number }) =>
    new WebMercatorViewport({ ...view, ...size }).project([m.lng, m.lat]) as [number, number];

  it('fits its bounds to every listed activity, each at least 40 px inside the map', () => {
    // Two corners of the activity box: centred on the first at zoom 13, the second was off the map.
    const markers = [
      { lat: 19.396, lng: -99.228 },
      { lat: 19.42, lng: -99.19 },
      { lat: 19.431, lng: -99.175 },
    ];
    const view = markersView(markers, size);
    for (const m of markers) {
      const [x, y] = pixels(view, m);
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(size.width - 40);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThanOrEqual(size.height - 40);
    }
    expect(view.zoom).toBeGreaterThanOrEqual(ACTIVITY_VIEW.minZoom!);
  });

  it('opens on a single activity at the activity zoom, and on the spec centre without one', () => {
    expect(markersView([{ lat: 19.42, lng: -99.19 }], size)).toMatchObject({
      latitude: expect.closeTo(19.42, 6),
      longitude: expect.closeTo(-99.19, 6),
      zoom: ACTIVITY_VIEW.zoom,
    });
    expect(markersView([], size)).toEqual(activityView(ACTIVITY_VIEW));
  });
});
