import { GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { CITY_SECTIONS, type GeoJSONLineFeature } from '@ppd/domain';
import { useMemo, useState } from 'react';
import { hexToRgba, type Rgba } from '../../map/colors.ts';
import { MapView } from '../../map/MapView.tsx';
import type { ViewState } from '../../map/views.ts';
import '../../map/map.css';
import { EVENT_VIEW, eventView } from './eventView.ts';

export interface EventMarker {
  id: number;
  lat: number;
  lng: number;
  color: string;
}

const OUTLINE: Rgba = [90, 90, 90, 255];

/** The city sections' outline, drawn on every event map. */
export const boundaryLayer = () =>
  new GeoJsonLayer({
    id: 'city-sections',
    data: CITY_SECTIONS as never,
    stroked: true,
    filled: false,
    getLineColor: OUTLINE,
    lineWidthMinPixels: 2,
  });

/**
 * An event's map (spec §2): the city boundary, the route and a marker; the duplicates modal puts several coloured
 * markers on it. Bounded (spec §9): it opens on the first marker and pans, its centre always inside the event box.
 */
export function EventMap({
  route,
  markers,
  label,
}: {
  route?: GeoJSONLineFeature | null;
  markers: readonly EventMarker[];
  label: string;
}) {
  const first = markers[0];
  const [view, setView] = useState<ViewState>(() =>
    eventView(first ? { ...EVENT_VIEW, latitude: first.lat, longitude: first.lng } : EVENT_VIEW),
  );
  const layers = useMemo(
    () => [
      boundaryLayer(),
      route &&
        new GeoJsonLayer({
          id: 'event-route',
          data: route as never,
          getLineColor: [228, 87, 46, 255],
          lineWidthMinPixels: 4,
        }),
      new ScatterplotLayer<EventMarker>({
        id: 'event-markers',
        data: [...markers],
        getPosition: (m) => [m.lng, m.lat],
        getFillColor: (m) => hexToRgba(m.color),
        getLineColor: [255, 255, 255, 255],
        stroked: true,
        lineWidthMinPixels: 2,
        radiusMinPixels: 8,
        radiusMaxPixels: 12,
        getRadius: 10,
      }),
    ],
    [route, markers],
  );
  return (
    <MapView
      className="event-map"
      label={label}
      viewState={view}
      onViewStateChange={(next) => setView(eventView(next))}
      baseMap="streets"
      layers={layers}
    />
  );
}
