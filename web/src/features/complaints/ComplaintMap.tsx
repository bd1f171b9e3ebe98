import { ScatterplotLayer } from '@deck.gl/layers';
import { complaintTexts } from '@ppd/domain';
import { useEffect, useMemo, useState } from 'react';
import { MapView } from '../../map/MapView.tsx';
import type { ViewState } from '../../map/views.ts';
import { ALERT_MIN_ZOOM, ALERT_ZOOM } from '../alerts/index.ts';
import '../../map/map.css';

type Point = { id: number; lat: number; lon: number };

/** The complaint's place as one marker, centred (the alert map's zoom limits). */
export function ComplaintMap({ point }: { point: Point }) {
  const [view, setView] = useState<ViewState>({
    latitude: point.lat,
    longitude: point.lon,
    zoom: ALERT_ZOOM,
    minZoom: ALERT_MIN_ZOOM,
    maxZoom: 19,
  });
  useEffect(() => {
    setView((v) => ({ ...v, latitude: point.lat, longitude: point.lon, zoom: ALERT_ZOOM }));
  }, [point.lat, point.lon]);
  const layer = useMemo(
    () =>
      new ScatterplotLayer<Point>({
        id: 'complaint',
        data: [point],
        getPosition: (p) => [p.lon, p.lat],
        getFillColor: [203, 40, 51],
        getLineColor: [255, 255, 255],
        getRadius: 10,
        getLineWidth: 3,
        stroked: true,
        radiusUnits: 'pixels',
        lineWidthUnits: 'pixels',
      }),
    [point],
  );
  return (
    <MapView
      className="complaint-map"
      label={complaintTexts.title}
      viewState={view}
      onViewStateChange={(next) => setView({ ...next, minZoom: ALERT_MIN_ZOOM })}
      baseMap="streets"
      layers={[layer]}
    />
  );
}
