import { GeoJsonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { CITY_SECTIONS, type GeoJSONLineFeature } from '@ppd/domain';
import { useMemo, useRef, useState } from 'react';
import { useElementSize } from '../../lib/useElementSize.ts';
import { hexToRgba, type Rgba } from '../../map/colors.ts';
import { MapView } from '../../map/MapView.tsx';
import type { ViewState } from '../../map/views.ts';
import '../../map/map.css';
import { activityView, markersView } from './activityView.ts';

export interface ActivityMarker {
  id: number;
  lat: number;
  lng: number;
  color: string;
}

const OUTLINE: Rgba = [90, 90, 90, 255];

/** The city sections' outline, drawn on every activity map. */
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
 * An activity's map (spec §2): the city boundary, the route and a marker; the duplicates modal puts several coloured
 * markers on it, and it opens showing them all. Bounded (spec §9): it pans with its centre always inside the activity box.
 */
export function ActivityMap({
  route,
  markers,
  label,
}: {
  route?: GeoJSONLineFeature | null;
  markers: readonly ActivityMarker[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box);
  // Fitted to the markers (and the map's size) until the user moves the map.
  const [moved, setMoved] = useState<ViewState | null>(null);
  const view = moved ?? markersView(markers, size);
  const layers = useMemo(
    () => [
      boundaryLayer(),
      route &&
        new GeoJsonLayer({
          id: 'activity-route',
          data: route as never,
          getLineColor: [228, 87, 46, 255],
          lineWidthMinPixels: 4,
        }),
      new ScatterplotLayer<ActivityMarker>({
        id: 'activity-markers',
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
    <div ref={box} className="activity-map">
      <MapView
        label={label}
        viewState={view}
        onViewStateChange={(next) => setMoved(activityView(next))}
        baseMap="streets"
        layers={layers}
      />
    </div>
  );
}
