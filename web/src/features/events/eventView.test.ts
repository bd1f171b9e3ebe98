import { EVENT_MAP } from '@ppd/domain';
import { describe, expect, it } from 'vitest';
import { EVENT_VIEW, eventView } from './eventView.ts';

const { south, north, west, east } = EVENT_MAP.bounds;

describe('the event maps are bounded (spec §9)', () => {
  it('keeps the spec box: latitude 19.3953 to 19.4321, longitude -99.2292 to -99.1740', () => {
    expect(EVENT_MAP.bounds).toEqual({ south: 19.3953, north: 19.4321, west: -99.2292, east: -99.174 });
  });

  it('stops a pan at the edges of the box, keeping the zoom and never below zoom 11', () => {
    expect(eventView({ latitude: 20.5, longitude: -99.3, zoom: 12 })).toEqual({
      latitude: north,
      longitude: west,
      zoom: 12,
      minZoom: 11,
    });
    expect(eventView({ latitude: 19.2, longitude: -98.9, zoom: 15, minZoom: 2, maxZoom: 19 })).toEqual({
      latitude: south,
      longitude: east,
      zoom: 15,
      minZoom: 11,
      maxZoom: 19,
    });
  });

  it('leaves a view inside the box where it is', () => {
    expect(eventView(EVENT_VIEW)).toEqual(EVENT_VIEW);
    const inside = { latitude: 19.42, longitude: -99.19, zoom: 14, minZoom: 11 };
    expect(eventView(inside)).toEqual(inside);
  });
});
